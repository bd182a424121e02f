import { TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { referenceOptional, refColumn, text } from './columns.js';

/**
 * Fines paid in tokens: a quote and a crypto payment are for a cycle's contribution or for a
 * fine (`fine_id`), and a fine paid on chain keeps its transaction's hash. A fine may have
 * several payments over time (a failed one, then the one that paid), so `fine_id` is indexed,
 * not unique.
 */
export class FinesByCrypto1769100000000 implements MigrationInterface {
  name = 'FinesByCrypto1769100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumn('crypto_payment_quotes', new TableColumn(refColumn('fine_id', true)));
    await referenceOptional(q, 'crypto_payments', 'contribution_id', true);
    await q.addColumn('crypto_payments', new TableColumn(refColumn('fine_id', true)));
    await q.createIndex(
      'crypto_payments',
      new TableIndex({ name: 'IDX_crypto_payments_fine', columnNames: ['fine_id'] }),
    );
    await q.addColumn('fines', new TableColumn(text('tx_hash', 66, true)));
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropColumn('fines', 'tx_hash');
    await q.dropIndex('crypto_payments', 'IDX_crypto_payments_fine');
    await q.query('DELETE FROM crypto_payments WHERE contribution_id IS NULL');
    await q.dropColumn('crypto_payments', 'fine_id');
    await referenceOptional(q, 'crypto_payments', 'contribution_id', false);
    await q.dropColumn('crypto_payment_quotes', 'fine_id');
  }
}
