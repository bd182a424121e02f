import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';
import { flag, foreignKey, integer, money, refColumn, text, timestamp } from './columns.js';

/**
 * Table banking: each group's savings fund rules, one row per group whose admins set them (a
 * group without a row runs on the defaults: no fund).
 */
export class SavingsFund1769200000000 implements MigrationInterface {
  name = 'SavingsFund1769200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'group_savings_rules',
        columns: [
          { ...refColumn('group_id'), isPrimary: true },
          flag('enabled', false),
          text('saving_kind', 8),
          money('saving_amount'),
          { name: 'loan_multiple', type: 'decimal', precision: 6, scale: 2 },
          money('loan_cap'),
          text('interest_method', 10),
          { name: 'monthly_rate', type: 'decimal', precision: 6, scale: 3 },
          integer('max_term_months'),
          integer('guarantors_required'),
          text('approval', 20),
          refColumn('updated_by'),
          timestamp('updated_at'),
        ],
        foreignKeys: [foreignKey('group_savings_rules', 'group_id', 'savings_groups')],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('group_savings_rules');
  }
}
