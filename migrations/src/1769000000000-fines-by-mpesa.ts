import { TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { referenceOptional, refColumn, text } from './columns.js';

/**
 * Fines paid by M-Pesa: a push pays a contribution or a fine (`fine_id`), and a fine records
 * how its payment came and Safaricom's receipt. The payments already recorded were cash.
 */
export class FinesByMpesa1769000000000 implements MigrationInterface {
  name = 'FinesByMpesa1769000000000';

  async up(q: QueryRunner): Promise<void> {
    await referenceOptional(q, 'mpesa_payments', 'contribution_id', true);
    await q.addColumn('mpesa_payments', new TableColumn(refColumn('fine_id', true)));
    await q.createIndex(
      'mpesa_payments',
      new TableIndex({ name: 'IDX_mpesa_payments_fine', columnNames: ['fine_id'] }),
    );
    await q.addColumn('fines', new TableColumn(text('payment_method', 8, true)));
    await q.addColumn('fines', new TableColumn(text('receipt_number', 20, true)));
    await q.query("UPDATE fines SET payment_method = 'cash' WHERE payment_recorded_at IS NOT NULL");
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropColumn('fines', 'receipt_number');
    await q.dropColumn('fines', 'payment_method');
    await q.dropIndex('mpesa_payments', 'IDX_mpesa_payments_fine');
    await q.query('DELETE FROM mpesa_payments WHERE contribution_id IS NULL');
    await q.dropColumn('mpesa_payments', 'fine_id');
    await referenceOptional(q, 'mpesa_payments', 'contribution_id', false);
  }
}
