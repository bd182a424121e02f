import { Table, TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import {
  idColumn,
  integer,
  longText,
  money,
  refColumn,
  text,
  timestamp,
  foreignKey,
} from './columns.js';

/** The rotation: the locked payout queue, contributions and payouts. */
export class Rotation1763900000000 implements MigrationInterface {
  name = 'Rotation1763900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumns('savings_groups', [
      new TableColumn(timestamp('rotation_started_at', true)),
      new TableColumn(text('rotation_seed', 64, true)),
    ]);
    await q.createTable(
      new Table({
        name: 'rotation_slots',
        columns: [
          idColumn(),
          refColumn('group_id'),
          integer('position'),
          refColumn('user_id'),
          timestamp('created_at'),
        ],
        indices: [
          new TableIndex({
            name: 'UQ_rotation_slot_position',
            columnNames: ['group_id', 'position'],
            isUnique: true,
          }),
          new TableIndex({
            name: 'UQ_rotation_slot_user',
            columnNames: ['group_id', 'user_id'],
            isUnique: true,
          }),
        ],
        foreignKeys: [
          foreignKey('rotation_slots', 'group_id', 'savings_groups'),
          foreignKey('rotation_slots', 'user_id', 'users'),
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'contributions',
        columns: [
          idColumn(),
          refColumn('group_id'),
          refColumn('user_id'),
          integer('cycle_number'),
          money('amount'),
          text('currency', 3),
          text('method', 16),
          text('status', 10),
          refColumn('recorded_by'),
          text('idempotency_key', 100, true),
          text('tx_hash', 128, true),
          text('token_symbol', 8, true),
          text('network', 16, true),
          longText('admin_notes', true),
          text('rejection_reason', 500, true),
          refColumn('reverses_id', true),
          refColumn('decided_by', true),
          timestamp('decided_at', true),
          timestamp('created_at'),
        ],
        indices: [
          new TableIndex({
            name: 'IDX_contributions_cycle',
            columnNames: ['group_id', 'cycle_number', 'user_id'],
          }),
          new TableIndex({
            name: 'IDX_contributions_user',
            columnNames: ['user_id', 'created_at'],
          }),
          new TableIndex({
            name: 'UQ_contributions_idempotency',
            columnNames: ['recorded_by', 'idempotency_key'],
            isUnique: true,
          }),
          new TableIndex({
            name: 'UQ_contributions_tx_hash',
            columnNames: ['tx_hash'],
            isUnique: true,
          }),
        ],
        foreignKeys: [
          foreignKey('contributions', 'group_id', 'savings_groups'),
          foreignKey('contributions', 'user_id', 'users'),
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'payouts',
        columns: [
          idColumn(),
          refColumn('group_id'),
          integer('cycle_number'),
          refColumn('beneficiary_id'),
          money('amount'),
          text('currency', 3),
          refColumn('recorded_by'),
          timestamp('created_at'),
        ],
        indices: [
          new TableIndex({
            name: 'UQ_payouts_cycle',
            columnNames: ['group_id', 'cycle_number'],
            isUnique: true,
          }),
        ],
        foreignKeys: [
          foreignKey('payouts', 'group_id', 'savings_groups'),
          foreignKey('payouts', 'beneficiary_id', 'users'),
        ],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    for (const [table, columns] of [
      ['payouts', ['group_id', 'beneficiary_id']],
      ['contributions', ['group_id', 'user_id']],
      ['rotation_slots', ['group_id', 'user_id']],
    ] as const) {
      for (const column of columns) await q.dropForeignKey(table, `FK_${table}_${column}`);
      await q.dropTable(table);
    }
    await q.dropColumn('savings_groups', 'rotation_seed');
    await q.dropColumn('savings_groups', 'rotation_started_at');
  }
}
