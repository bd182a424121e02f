import type {
  GuaranteeStatus,
  LoanApproval,
  LoanInterestMethod,
  LoanMoneyMethod,
  LoanStatus,
} from '@tontine/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';
import {
  dateColumn,
  decimalColumn,
  moneyColumn,
  nullableTimeColumn,
  timeColumn,
} from '../database/column-types.js';

const ref = (name: string) => ({ type: 'varchar' as const, length: 36, name });
const optionalRef = (name: string) => ({ ...ref(name), nullable: true });

/** A loan from a group's fund, with the terms it was granted on. */
@Entity('loans')
export class Loan {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id!: string;
  @Column(ref('group_id')) groupId!: string;
  /** The borrower: a guarantor who took the loan over is its borrower from then on. */
  @Column(ref('user_id')) userId!: string;
  @Column(moneyColumn) amount!: string;
  @Column({ type: 'varchar', length: 3 }) currency!: string;
  @Column({ type: 'int', name: 'term_months' }) termMonths!: number;
  @Column({ type: 'varchar', length: 10, name: 'interest_method' })
  interestMethod!: LoanInterestMethod;
  @Column({ ...decimalColumn(6, 3), name: 'monthly_rate' }) monthlyRate!: string;
  @Column({ type: 'varchar', length: 500 }) purpose!: string;
  /** Who approves, as the rules said when the member applied. */
  @Column({ type: 'varchar', length: 20 }) approval!: LoanApproval;
  @Column({ type: 'varchar', length: 20 }) status!: LoanStatus;
  @Column({ ...moneyColumn, name: 'total_interest' }) totalInterest!: string;
  @Column({ ...moneyColumn, name: 'total_repayable' }) totalRepayable!: string;
  @Column({ ...moneyColumn, name: 'principal_repaid' }) principalRepaid!: string;
  @Column({ ...moneyColumn, name: 'interest_paid' }) interestPaid!: string;
  /** The late fines its instalments got, and what of them is paid. */
  @Column(moneyColumn) penalties!: string;
  @Column({ ...moneyColumn, name: 'penalties_paid' }) penaltiesPaid!: string;
  @Column({ ...dateColumn, name: 'next_due_date', nullable: true }) nextDueDate!: string | null;
  @Column(optionalRef('treasurer_approved_by')) treasurerApprovedBy!: string | null;
  @Column({ ...nullableTimeColumn, name: 'treasurer_approved_at' })
  treasurerApprovedAt!: Date | null;
  @Column(optionalRef('approved_by')) approvedBy!: string | null;
  @Column({ ...nullableTimeColumn, name: 'approved_at' }) approvedAt!: Date | null;
  @Column(optionalRef('rejected_by')) rejectedBy!: string | null;
  @Column({ ...nullableTimeColumn, name: 'rejected_at' }) rejectedAt!: Date | null;
  @Column({ type: 'varchar', length: 500, name: 'rejection_reason', nullable: true })
  rejectionReason!: string | null;
  @Column(optionalRef('disbursed_by')) disbursedBy!: string | null;
  @Column({ ...nullableTimeColumn, name: 'disbursed_at' }) disbursedAt!: Date | null;
  /** How the money was handed over, once it was; and Safaricom's receipt for M-Pesa. */
  @Column({ type: 'varchar', length: 10, name: 'disbursement_method', nullable: true })
  disbursementMethod!: LoanMoneyMethod | null;
  @Column({ type: 'varchar', length: 20, name: 'disbursement_receipt', nullable: true })
  disbursementReceipt!: string | null;
  @Column(optionalRef('taken_over_from')) takenOverFrom!: string | null;
  @Column({ ...nullableTimeColumn, name: 'closed_at' }) closedAt!: Date | null;
  @Column({ ...timeColumn, name: 'created_at' }) createdAt!: Date;
}

/** A member asked to guarantee a loan, and their answer. */
@Entity('loan_guarantors')
export class LoanGuarantor {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id!: string;
  @Column(ref('loan_id')) loanId!: string;
  @Column(ref('user_id')) userId!: string;
  @Column({ type: 'varchar', length: 10 }) status!: GuaranteeStatus;
  @Column({ ...nullableTimeColumn, name: 'decided_at' }) decidedAt!: Date | null;
  @Column({ ...timeColumn, name: 'created_at' }) createdAt!: Date;
}

/** One month of a disbursed loan's schedule, and what of it is repaid. */
@Entity('loan_instalments')
export class LoanInstalment {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id!: string;
  @Column(ref('loan_id')) loanId!: string;
  @Column({ type: 'int' }) number!: number;
  @Column({ ...dateColumn, name: 'due_date' }) dueDate!: string;
  @Column(moneyColumn) principal!: string;
  @Column(moneyColumn) interest!: string;
  @Column({ ...moneyColumn, name: 'principal_paid' }) principalPaid!: string;
  @Column({ ...moneyColumn, name: 'interest_paid' }) interestPaid!: string;
  /** The group's late fine, once the instalment is unpaid past its due date and the grace. */
  @Column(moneyColumn) penalty!: string;
  @Column({ ...moneyColumn, name: 'penalty_paid' }) penaltyPaid!: string;
  @Column({ ...nullableTimeColumn, name: 'penalty_applied_at' }) penaltyAppliedAt!: Date | null;
}

/** Money repaid on a loan, split into the late fine, the interest and the principal it paid. */
@Entity('loan_repayments')
export class LoanRepayment {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id!: string;
  @Column(ref('loan_id')) loanId!: string;
  @Column(ref('group_id')) groupId!: string;
  @Column(moneyColumn) amount!: string;
  @Column({ ...moneyColumn, name: 'interest_part' }) interestPart!: string;
  @Column({ ...moneyColumn, name: 'principal_part' }) principalPart!: string;
  @Column({ ...moneyColumn, name: 'penalty_part' }) penaltyPart!: string;
  @Column({ type: 'varchar', length: 3 }) currency!: string;
  @Column({ type: 'varchar', length: 8 }) method!: LoanMoneyMethod;
  /** The member who paid by M-Pesa, or the admin or treasurer who received the cash. */
  @Column(ref('recorded_by')) recordedBy!: string;
  /** Safaricom's receipt of a repayment by M-Pesa. */
  @Column({ type: 'varchar', length: 20, name: 'receipt_number', nullable: true })
  receiptNumber!: string | null;
  @Column({ type: 'varchar', length: 100, name: 'idempotency_key', nullable: true })
  idempotencyKey!: string | null;
  @Column({ ...timeColumn, name: 'created_at' }) createdAt!: Date;
}
