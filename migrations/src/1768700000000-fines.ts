import { Table, TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import {
  foreignKey,
  idColumn,
  integer,
  money,
  refColumn,
  text,
  timestamp,
  flag,
} from './columns.js';

/**
 * Late fines: one row per member and cycle (a unique index makes a second fine impossible,
 * whatever runs at the same time), with its payment and its waiver on the row, since a fine is
 * paid whole and once. `fines_checked_cycle` on the group is the last cycle whose fines were
 * settled, so that the job looks at each cycle once.
 */
export class Fines1768700000000 implements MigrationInterface {
  name = 'Fines1768700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumn('savings_groups', new TableColumn(integer('fines_checked_cycle', 0)));
    await q.createTable(
      new Table({
        name: 'fines',
        columns: [
          idColumn(),
          refColumn('group_id'),
          refColumn('user_id'),
          integer('cycle_number'),
          money('amount'),
          text('currency', 3),
          text('status', 8),
          integer('rules_version'),
          flag('member_was_paid', false),
          timestamp('created_at'),
          refColumn('payment_recorded_by', true),
          timestamp('payment_recorded_at', true),
          refColumn('decided_by', true),
          timestamp('decided_at', true),
          text('waive_reason', 500, true),
          text('rejection_reason', 500, true),
        ],
        foreignKeys: [
          foreignKey('fines', 'group_id', 'savings_groups'),
          foreignKey('fines', 'user_id', 'users'),
        ],
        indices: [
          new TableIndex({
            name: 'UQ_fines_member_cycle',
            columnNames: ['group_id', 'user_id', 'cycle_number'],
            isUnique: true,
          }),
          new TableIndex({ name: 'IDX_fines_user', columnNames: ['user_id'] }),
        ],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('fines');
    await q.dropColumn('savings_groups', 'fines_checked_cycle');
  }
}
