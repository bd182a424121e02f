import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { foreignKey, idColumn, money, refColumn, text, timestamp } from './columns.js';

/**
 * A savings fund's share-outs: each one pays every member back what they saved since the one
 * before, with their part of what the fund earned, as one line per member.
 */
export class ShareOuts1769500000000 implements MigrationInterface {
  name = 'ShareOuts1769500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'savings_share_outs',
        columns: [
          idColumn(),
          refColumn('group_id'),
          money('total'),
          text('currency', 3),
          // The savings it counted were validated after the share-out before and up to this.
          timestamp('as_of'),
          refColumn('created_by'),
          timestamp('created_at'),
        ],
        indices: [
          new TableIndex({ name: 'IDX_share_outs_group', columnNames: ['group_id', 'as_of'] }),
        ],
        foreignKeys: [foreignKey('savings_share_outs', 'group_id', 'savings_groups')],
      }),
    );
    await q.createTable(
      new Table({
        name: 'savings_share_out_lines',
        columns: [
          idColumn(),
          refColumn('share_out_id'),
          refColumn('user_id'),
          money('savings'),
          money('profit'),
          money('total'),
        ],
        indices: [
          new TableIndex({
            name: 'UQ_share_out_lines_member',
            columnNames: ['share_out_id', 'user_id'],
            isUnique: true,
          }),
        ],
        foreignKeys: [foreignKey('savings_share_out_lines', 'share_out_id', 'savings_share_outs')],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('savings_share_out_lines');
    await q.dropTable('savings_share_outs');
  }
}
