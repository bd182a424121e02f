import { TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { refColumn, text } from './columns.js';

/**
 * Savings and loan repayments paid by M-Pesa: the STK push names the saving it holds or the loan
 * it repays, and the saving or the repayment keeps the receipt Safaricom confirmed.
 */
export class SavingsByMpesa1769700000000 implements MigrationInterface {
  name = 'SavingsByMpesa1769700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumns('mpesa_payments', [
      new TableColumn(refColumn('saving_id', true)),
      new TableColumn(refColumn('loan_id', true)),
    ]);
    await q.createIndex(
      'mpesa_payments',
      new TableIndex({ name: 'IDX_mpesa_payments_saving', columnNames: ['saving_id'] }),
    );
    await q.createIndex(
      'mpesa_payments',
      new TableIndex({ name: 'IDX_mpesa_payments_loan', columnNames: ['loan_id'] }),
    );
    await q.addColumn('savings', new TableColumn(text('receipt_number', 20, true)));
    await q.addColumn('loan_repayments', new TableColumn(text('receipt_number', 20, true)));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropColumn('loan_repayments', 'receipt_number');
    await q.dropColumn('savings', 'receipt_number');
    await q.dropIndex('mpesa_payments', 'IDX_mpesa_payments_loan');
    await q.dropIndex('mpesa_payments', 'IDX_mpesa_payments_saving');
    await q.dropColumns('mpesa_payments', ['saving_id', 'loan_id']);
  }
}
