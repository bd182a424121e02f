import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { idColumn, integer, refColumn, text, timestamp, foreignKey } from './columns.js';

/** One row per reminder sent: the unique index makes "never the same reminder twice" a fact. */
export class Reminders1764000000000 implements MigrationInterface {
  name = 'Reminders1764000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'payment_reminders',
        columns: [
          idColumn(),
          refColumn('group_id'),
          integer('cycle_number'),
          refColumn('user_id'),
          text('kind', 16),
          timestamp('created_at'),
        ],
        indices: [
          new TableIndex({
            name: 'UQ_payment_reminder',
            columnNames: ['group_id', 'cycle_number', 'user_id', 'kind'],
            isUnique: true,
          }),
        ],
        foreignKeys: [foreignKey('payment_reminders', 'group_id', 'savings_groups')],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropForeignKey('payment_reminders', 'FK_payment_reminders_group_id');
    await q.dropTable('payment_reminders');
  }
}
