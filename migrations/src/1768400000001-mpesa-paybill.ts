import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { foreignKey, idColumn, integer, money, refColumn, text, timestamp } from './columns.js';

/**
 * Paybill payments (docs/mpesa.md): each member's account number per group, and the payments
 * made to the paybill from the M-Pesa menu, matched to a member or held in suspense. A receipt
 * appears once (unique index); an account number names one member and group.
 */
export class MpesaPaybill1768400000001 implements MigrationInterface {
  name = 'MpesaPaybill1768400000001';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'mpesa_account_references',
        columns: [
          { ...text('reference', 9), isPrimary: true },
          refColumn('user_id'),
          refColumn('group_id'),
          timestamp('created_at'),
        ],
        indices: [
          new TableIndex({
            name: 'UQ_mpesa_account_references_member',
            columnNames: ['user_id', 'group_id'],
            isUnique: true,
          }),
        ],
        foreignKeys: [
          foreignKey('mpesa_account_references', 'user_id', 'users'),
          foreignKey('mpesa_account_references', 'group_id', 'savings_groups'),
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'mpesa_paybill_payments',
        columns: [
          idColumn(),
          text('receipt_number', 20),
          money('amount'),
          text('bill_ref_number', 20),
          text('msisdn', 20),
          text('payer_name', 120),
          text('status', 12),
          text('suspense_reason', 20, true),
          refColumn('user_id', true),
          refColumn('group_id', true),
          { ...integer('cycle_number'), isNullable: true },
          refColumn('contribution_id', true),
          text('status_query_id', 64, true),
          timestamp('status_query_at', true),
          refColumn('resolved_by', true),
          text('resolution_note', 500, true),
          timestamp('received_at'),
          timestamp('settled_at', true),
        ],
        indices: [
          new TableIndex({
            name: 'UQ_mpesa_paybill_payments_receipt',
            columnNames: ['receipt_number'],
            isUnique: true,
          }),
          new TableIndex({
            name: 'UQ_mpesa_paybill_payments_contribution',
            columnNames: ['contribution_id'],
            isUnique: true,
          }),
          new TableIndex({
            name: 'IDX_mpesa_paybill_payments_status',
            columnNames: ['status', 'received_at'],
          }),
          new TableIndex({
            name: 'IDX_mpesa_paybill_payments_status_query',
            columnNames: ['status_query_id'],
          }),
        ],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('mpesa_paybill_payments');
    await q.dropTable('mpesa_account_references');
  }
}
