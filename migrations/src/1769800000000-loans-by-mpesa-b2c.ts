import { TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { integer, refColumn, text } from './columns.js';

/**
 * Loans sent to the borrower's phone by M-Pesa B2C: a B2C row carries either a cycle's pot or a
 * loan, and a loan keeps how it was handed over and, for M-Pesa, Safaricom's receipt. Loans
 * disbursed before this were handed over in cash.
 */
export class LoansByMpesaB2c1769800000000 implements MigrationInterface {
  name = 'LoansByMpesaB2c1769800000000';

  async up(q: QueryRunner): Promise<void> {
    await cycleOptional(q, true);
    await q.addColumn('mpesa_payouts', new TableColumn(refColumn('loan_id', true)));
    await q.createIndex(
      'mpesa_payouts',
      new TableIndex({ name: 'IDX_mpesa_payouts_loan', columnNames: ['loan_id'] }),
    );
    await q.addColumns('loans', [
      new TableColumn(text('disbursement_method', 10, true)),
      new TableColumn(text('disbursement_receipt', 20, true)),
    ]);
    await q.query("UPDATE loans SET disbursement_method = 'cash' WHERE disbursed_at IS NOT NULL");
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropColumns('loans', ['disbursement_method', 'disbursement_receipt']);
    await q.query('DELETE FROM mpesa_payouts WHERE loan_id IS NOT NULL');
    await q.dropIndex('mpesa_payouts', 'IDX_mpesa_payouts_loan');
    await q.dropColumn('mpesa_payouts', 'loan_id');
    await cycleOptional(q, false);
  }
}

/**
 * MariaDB changes the column in place, keeping the indexes on it; SQLite has no ALTER COLUMN,
 * and TypeORM rebuilds the table for it.
 */
async function cycleOptional(q: QueryRunner, optional: boolean): Promise<void> {
  if (q.connection.driver.options.type === 'better-sqlite3') {
    await q.changeColumn(
      'mpesa_payouts',
      'cycle_number',
      new TableColumn({ ...integer('cycle_number'), isNullable: optional }),
    );
    return;
  }
  await q.query(
    `ALTER TABLE mpesa_payouts MODIFY cycle_number int ${optional ? 'NULL' : 'NOT NULL'}`,
  );
}
