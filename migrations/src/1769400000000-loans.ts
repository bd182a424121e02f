import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { foreignKey, idColumn, integer, money, refColumn, text, timestamp } from './columns.js';

const rate = (name: string) => ({ name, type: 'decimal', precision: 6, scale: 3 });
const day = (name: string, nullable = false) => ({ name, type: 'date', isNullable: nullable });

/**
 * Loans from a group's savings fund: the application with the terms it was granted on (copied
 * from the rules, which may change later), its guarantors, the schedule fixed at disbursement,
 * and the repayments with the interest and principal each one paid.
 */
export class Loans1769400000000 implements MigrationInterface {
  name = 'Loans1769400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'loans',
        columns: [
          idColumn(),
          refColumn('group_id'),
          refColumn('user_id'),
          money('amount'),
          text('currency', 3),
          integer('term_months'),
          text('interest_method', 10),
          rate('monthly_rate'),
          text('purpose', 500),
          text('approval', 20),
          text('status', 20),
          money('total_interest'),
          money('total_repayable'),
          money('principal_repaid'),
          money('interest_paid'),
          // The earliest instalment not fully repaid: the loan is late once the day has passed.
          day('next_due_date', true),
          refColumn('treasurer_approved_by', true),
          timestamp('treasurer_approved_at', true),
          refColumn('approved_by', true),
          timestamp('approved_at', true),
          refColumn('rejected_by', true),
          timestamp('rejected_at', true),
          text('rejection_reason', 500, true),
          refColumn('disbursed_by', true),
          timestamp('disbursed_at', true),
          refColumn('taken_over_from', true),
          timestamp('closed_at', true),
          timestamp('created_at'),
        ],
        indices: [
          new TableIndex({
            // Ids are time-ordered (UUIDv7): a tab's pages are read newest first by id.
            name: 'IDX_loans_book',
            columnNames: ['group_id', 'status', 'id'],
          }),
          new TableIndex({
            name: 'IDX_loans_late',
            columnNames: ['group_id', 'status', 'next_due_date'],
          }),
          new TableIndex({
            name: 'IDX_loans_member',
            columnNames: ['group_id', 'user_id', 'status'],
          }),
        ],
        foreignKeys: [
          foreignKey('loans', 'group_id', 'savings_groups'),
          foreignKey('loans', 'user_id', 'users'),
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'loan_guarantors',
        columns: [
          idColumn(),
          refColumn('loan_id'),
          refColumn('user_id'),
          text('status', 10),
          timestamp('decided_at', true),
          timestamp('created_at'),
        ],
        indices: [
          new TableIndex({
            name: 'UQ_loan_guarantors_loan_user',
            columnNames: ['loan_id', 'user_id'],
            isUnique: true,
          }),
          new TableIndex({ name: 'IDX_loan_guarantors_user', columnNames: ['user_id', 'status'] }),
        ],
        foreignKeys: [
          foreignKey('loan_guarantors', 'loan_id', 'loans'),
          foreignKey('loan_guarantors', 'user_id', 'users'),
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'loan_instalments',
        columns: [
          idColumn(),
          refColumn('loan_id'),
          integer('number'),
          day('due_date'),
          money('principal'),
          money('interest'),
          money('principal_paid'),
          money('interest_paid'),
        ],
        indices: [
          new TableIndex({
            name: 'UQ_loan_instalments_loan_number',
            columnNames: ['loan_id', 'number'],
            isUnique: true,
          }),
        ],
        foreignKeys: [foreignKey('loan_instalments', 'loan_id', 'loans')],
      }),
    );
    await q.createTable(
      new Table({
        name: 'loan_repayments',
        columns: [
          idColumn(),
          refColumn('loan_id'),
          refColumn('group_id'),
          money('amount'),
          money('interest_part'),
          money('principal_part'),
          text('currency', 3),
          text('method', 8),
          refColumn('recorded_by'),
          text('idempotency_key', 100, true),
          timestamp('created_at'),
        ],
        indices: [
          new TableIndex({
            name: 'IDX_loan_repayments_loan',
            columnNames: ['loan_id', 'created_at'],
          }),
          new TableIndex({ name: 'IDX_loan_repayments_group', columnNames: ['group_id'] }),
          new TableIndex({
            name: 'UQ_loan_repayments_idempotency',
            columnNames: ['recorded_by', 'idempotency_key'],
            isUnique: true,
          }),
        ],
        foreignKeys: [
          foreignKey('loan_repayments', 'loan_id', 'loans'),
          foreignKey('loan_repayments', 'group_id', 'savings_groups'),
        ],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('loan_repayments');
    await q.dropTable('loan_instalments');
    await q.dropTable('loan_guarantors');
    await q.dropTable('loans');
  }
}
