import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { foreignKey, idColumn, integer, money, refColumn, text, timestamp } from './columns.js';

const unique = (what: string, columnNames: string[]) =>
  new TableIndex({ name: `UQ_mpesa_payments_${what}`, columnNames, isUnique: true });

/**
 * Contributions collected through M-Pesa (docs/mpesa.md): one row per STK push, tied to the
 * pending contribution it pays. A receipt, a push and a contribution each appear once (unique
 * indexes), so a callback that arrives twice or is replayed cannot pay twice.
 */
export class MpesaPayments1768400000000 implements MigrationInterface {
  name = 'MpesaPayments1768400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'mpesa_payments',
        columns: [
          idColumn(),
          text('kind', 8),
          refColumn('contribution_id'),
          refColumn('user_id'),
          refColumn('group_id'),
          integer('cycle_number'),
          money('amount'),
          text('currency', 3),
          text('phone', 12),
          text('account_reference', 12),
          text('merchant_request_id', 64),
          text('checkout_request_id', 64),
          text('status', 10),
          text('failure_reason', 20, true),
          { ...integer('result_code'), isNullable: true },
          text('receipt_number', 20, true),
          text('claimed_receipt', 20, true),
          timestamp('callback_at', true),
          text('status_query_id', 64, true),
          timestamp('status_query_at', true),
          text('idempotency_key', 100, true),
          timestamp('created_at'),
          timestamp('checked_at', true),
          timestamp('paid_at', true),
        ],
        indices: [
          unique('contribution', ['contribution_id']),
          unique('checkout', ['checkout_request_id']),
          unique('receipt', ['receipt_number']),
          unique('idempotency', ['user_id', 'idempotency_key']),
          new TableIndex({
            name: 'IDX_mpesa_payments_status_query',
            columnNames: ['status_query_id'],
          }),
          new TableIndex({
            name: 'IDX_mpesa_payments_pending',
            columnNames: ['status', 'checked_at'],
          }),
          new TableIndex({ name: 'IDX_mpesa_payments_user', columnNames: ['user_id'] }),
        ],
        foreignKeys: [
          foreignKey('mpesa_payments', 'user_id', 'users'),
          foreignKey('mpesa_payments', 'group_id', 'savings_groups'),
          foreignKey('mpesa_payments', 'contribution_id', 'contributions'),
        ],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('mpesa_payments');
  }
}
