import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { foreignKey, idColumn, integer, money, refColumn, text, timestamp } from './columns.js';

/**
 * What members save into their group's fund: one row per saving, pending until a treasurer
 * validates a cash declaration, or approved at once when a treasurer records the cash received.
 */
export class Savings1769300000000 implements MigrationInterface {
  name = 'Savings1769300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'savings',
        columns: [
          idColumn(),
          refColumn('group_id'),
          refColumn('user_id'),
          integer('cycle_number'),
          money('amount'),
          text('currency', 3),
          text('method', 8),
          text('status', 10),
          refColumn('recorded_by'),
          refColumn('decided_by', true),
          timestamp('decided_at', true),
          text('rejection_reason', 500, true),
          timestamp('created_at'),
        ],
        indices: [
          new TableIndex({
            name: 'IDX_savings_member_cycle',
            columnNames: ['group_id', 'user_id', 'cycle_number'],
          }),
          new TableIndex({
            name: 'IDX_savings_group_created',
            columnNames: ['group_id', 'created_at'],
          }),
        ],
        foreignKeys: [
          foreignKey('savings', 'group_id', 'savings_groups'),
          foreignKey('savings', 'user_id', 'users'),
        ],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('savings');
  }
}
