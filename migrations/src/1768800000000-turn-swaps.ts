import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { foreignKey, idColumn, integer, refColumn, text, timestamp } from './columns.js';

/**
 * Turn swaps: two members of a group exchanging the cycles whose pot they receive, each row with
 * the turns as they stood when it was proposed, its answer and its admin's decision.
 */
export class TurnSwaps1768800000000 implements MigrationInterface {
  name = 'TurnSwaps1768800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'turn_swaps',
        columns: [
          idColumn(),
          refColumn('group_id'),
          refColumn('proposer_id'),
          refColumn('counterpart_id'),
          integer('proposer_cycle'),
          integer('counterpart_cycle'),
          text('status', 10),
          text('reason', 500, true),
          timestamp('created_at'),
          timestamp('responded_at', true),
          refColumn('decided_by', true),
          timestamp('decided_at', true),
        ],
        foreignKeys: [foreignKey('turn_swaps', 'group_id', 'savings_groups')],
        indices: [
          new TableIndex({ name: 'IDX_turn_swaps_group', columnNames: ['group_id', 'status'] }),
        ],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('turn_swaps');
  }
}
