import { TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { flag, refColumn, text } from './columns.js';

/**
 * Savings paid in tokens: a quote and a crypto payment may be for a saving into the group's
 * fund (the saving is written, pending, when the payment is), and a saving paid on chain keeps
 * its transaction's hash.
 */
export class SavingsByCrypto1769900000000 implements MigrationInterface {
  name = 'SavingsByCrypto1769900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumn('crypto_payment_quotes', new TableColumn(flag('for_saving', false)));
    await q.addColumn('crypto_payments', new TableColumn(refColumn('saving_id', true)));
    await q.createIndex(
      'crypto_payments',
      new TableIndex({ name: 'IDX_crypto_payments_saving', columnNames: ['saving_id'] }),
    );
    await q.addColumn('savings', new TableColumn(text('tx_hash', 66, true)));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropColumn('savings', 'tx_hash');
    await q.query('DELETE FROM crypto_payments WHERE saving_id IS NOT NULL');
    await q.dropIndex('crypto_payments', 'IDX_crypto_payments_saving');
    await q.dropColumn('crypto_payments', 'saving_id');
    await q.dropColumn('crypto_payment_quotes', 'for_saving');
  }
}
