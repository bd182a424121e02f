import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { flag, foreignKey, idColumn, integer, refColumn, text, timestamp } from './columns.js';

/**
 * The step each user reached in each guided flow: one row per user and
 * flow, so a flow resumes where it was left, on any device.
 */
export class GuidedFlows1768100000000 implements MigrationInterface {
  name = 'GuidedFlows1768100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'user_flow_progress',
        columns: [
          idColumn(),
          refColumn('user_id'),
          text('flow', 32),
          integer('step_index', 0),
          flag('completed', false),
          timestamp('updated_at'),
        ],
        indices: [
          new TableIndex({
            name: 'UQ_user_flow_progress_user_flow',
            columnNames: ['user_id', 'flow'],
            isUnique: true,
          }),
        ],
        foreignKeys: [foreignKey('user_flow_progress', 'user_id', 'users')],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('user_flow_progress');
  }
}
