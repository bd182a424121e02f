import { Table, TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { foreignKey, idColumn, integer, money, refColumn, text, timestamp } from './columns.js';

const unique = (what: string, columnNames: string[]) =>
  new TableIndex({ name: `UQ_mpesa_payouts_${what}`, columnNames, isUnique: true });

/**
 * Pots paid to the beneficiary's phone through M-Pesa (docs/mpesa.md). A group holds the cycle
 * whose payout is on its way (`payout_sending_cycle`), so that no cash payout, reversal or order
 * change moves while Safaricom carries it out. One payout at a time per cycle (`live_key` is
 * set while a request is pending or paid, and cleared when it fails, so a failure can be
 * retried), and a receipt pays once (unique indexes). A payout records how it was paid.
 */
export class MpesaPayouts1768400000002 implements MigrationInterface {
  name = 'MpesaPayouts1768400000002';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'mpesa_payouts',
        columns: [
          idColumn(),
          refColumn('group_id'),
          integer('cycle_number'),
          refColumn('beneficiary_id'),
          money('amount'),
          text('currency', 3),
          text('phone', 12),
          text('status', 10),
          text('live_key', 48, true),
          text('failure_reason', 20, true),
          text('result_code', 16, true),
          text('conversation_id', 64, true),
          text('receipt_number', 20, true),
          text('claimed_receipt', 20, true),
          timestamp('result_at', true),
          text('status_query_id', 64, true),
          timestamp('status_query_at', true),
          refColumn('payout_id', true),
          refColumn('requested_by'),
          timestamp('created_at'),
          timestamp('checked_at', true),
          timestamp('paid_at', true),
        ],
        indices: [
          unique('live', ['live_key']),
          unique('receipt', ['receipt_number']),
          unique('payout', ['payout_id']),
          new TableIndex({
            name: 'IDX_mpesa_payouts_group',
            columnNames: ['group_id', 'cycle_number'],
          }),
          new TableIndex({
            name: 'IDX_mpesa_payouts_status_query',
            columnNames: ['status_query_id'],
          }),
          new TableIndex({
            name: 'IDX_mpesa_payouts_pending',
            columnNames: ['status', 'checked_at'],
          }),
        ],
        foreignKeys: [
          foreignKey('mpesa_payouts', 'group_id', 'savings_groups'),
          foreignKey('mpesa_payouts', 'beneficiary_id', 'users'),
        ],
      }),
    );
    await q.addColumn(
      'savings_groups',
      new TableColumn({ name: 'payout_sending_cycle', type: 'int', isNullable: true }),
    );
    await q.addColumns('payouts', [
      new TableColumn({ name: 'method', type: 'varchar', length: '16', default: "'cash'" }),
      new TableColumn({ name: 'receipt_number', type: 'varchar', length: '20', isNullable: true }),
    ]);
    await q.createIndex(
      'payouts',
      new TableIndex({
        name: 'UQ_payouts_receipt',
        columnNames: ['receipt_number'],
        isUnique: true,
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropIndex('payouts', 'UQ_payouts_receipt');
    await q.dropColumn('payouts', 'receipt_number');
    await q.dropColumn('payouts', 'method');
    await q.dropColumn('savings_groups', 'payout_sending_cycle');
    await q.dropTable('mpesa_payouts');
  }
}
