import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { foreignKey, idColumn, integer, refColumn, text, timestamp } from './columns.js';

/**
 * Proofs of payment: a receipt photo or file attached to a pending contribution. The
 * bytes live under DATA_DIR (outside the web root), named by `storage_key`; the row keeps who
 * sent it, the type read from its bytes, its size and whether it came from the camera.
 */
export class PaymentProofs1768200000000 implements MigrationInterface {
  name = 'PaymentProofs1768200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'payment_proofs',
        columns: [
          idColumn(),
          refColumn('contribution_id'),
          refColumn('uploader_id'),
          text('file_name', 255),
          text('mime_type', 100),
          integer('size'),
          text('source', 10),
          text('storage_key', 100),
          timestamp('created_at'),
        ],
        indices: [
          new TableIndex({
            name: 'IDX_payment_proofs_contribution',
            columnNames: ['contribution_id', 'created_at'],
          }),
          new TableIndex({ name: 'IDX_payment_proofs_uploader', columnNames: ['uploader_id'] }),
          new TableIndex({
            name: 'UQ_payment_proofs_storage_key',
            columnNames: ['storage_key'],
            isUnique: true,
          }),
        ],
        foreignKeys: [
          foreignKey('payment_proofs', 'contribution_id', 'contributions'),
          foreignKey('payment_proofs', 'uploader_id', 'users'),
        ],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('payment_proofs');
  }
}
