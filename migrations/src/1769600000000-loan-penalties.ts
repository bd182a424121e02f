import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { money, timestamp } from './columns.js';

const zero = (name: string) => new TableColumn({ ...money(name), default: 0 });

/**
 * A loan instalment left unpaid past its due date and the group's days of grace gets the group's
 * late fine, owed on the loan: kept on the instalment, totalled on the loan, and each repayment
 * says what of it went to penalties.
 */
export class LoanPenalties1769600000000 implements MigrationInterface {
  name = 'LoanPenalties1769600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumns('loans', [zero('penalties'), zero('penalties_paid')]);
    await q.addColumns('loan_instalments', [
      zero('penalty'),
      zero('penalty_paid'),
      new TableColumn(timestamp('penalty_applied_at', true)),
    ]);
    await q.addColumns('loan_repayments', [zero('penalty_part')]);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropColumn('loan_repayments', 'penalty_part');
    await q.dropColumns('loan_instalments', ['penalty', 'penalty_paid', 'penalty_applied_at']);
    await q.dropColumns('loans', ['penalties', 'penalties_paid']);
  }
}
