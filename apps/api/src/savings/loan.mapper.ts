import {
  loanSchedule,
  type LoanDto,
  type LoanInstalmentDto,
  type LoanNextStep,
  type LoanRepaymentDto,
} from '@tontine/contracts';
import Big from 'big.js';
import type { Loan, LoanGuarantor, LoanInstalment, LoanRepayment } from './loan.entities.js';

type Names = ReadonlyMap<string, string>;

/** Today in UTC (YYYY-MM-DD): a due date is late from the day after it. */
export const utcToday = (now = new Date()): string => now.toISOString().slice(0, 10);

export function nextStepOf(loan: Loan): LoanNextStep | null {
  switch (loan.status) {
    case 'awaiting_guarantors':
      return 'guarantors';
    case 'awaiting_approval':
      return loan.approval === 'treasurer_and_admin' && !loan.treasurerApprovedAt
        ? 'treasurer'
        : 'admin';
    case 'approved':
    case 'disbursing':
      return 'disbursement';
    case 'active':
      return 'repayment';
    default:
      return null;
  }
}

export function isLate(loan: Loan, today: string): boolean {
  return loan.status === 'active' && loan.nextDueDate !== null && loan.nextDueDate < today;
}

const nameOf = (names: Names, id: string | null) => (id ? (names.get(id) ?? '') : null);

export function toLoanDto(
  loan: Loan,
  guarantors: readonly LoanGuarantor[],
  names: Names,
  today: string,
): LoanDto {
  const repaid = new Big(loan.principalRepaid).plus(loan.interestPaid).plus(loan.penaltiesPaid);
  return {
    id: loan.id,
    group_id: loan.groupId,
    user_id: loan.userId,
    user_name: names.get(loan.userId) ?? '',
    amount: loan.amount,
    currency: loan.currency,
    term_months: loan.termMonths,
    interest_method: loan.interestMethod,
    monthly_rate: loan.monthlyRate,
    purpose: loan.purpose,
    status: loan.status,
    next_step: nextStepOf(loan),
    total_interest: loan.totalInterest,
    total_repayable: loan.totalRepayable,
    penalties: loan.penalties,
    repaid: repaid.toFixed(2),
    outstanding: new Big(loan.totalRepayable).plus(loan.penalties).minus(repaid).toFixed(2),
    late: isLate(loan, today),
    next_due_date: loan.status === 'active' ? loan.nextDueDate : null,
    guarantors: guarantors.map((g) => ({
      user_id: g.userId,
      user_name: names.get(g.userId) ?? '',
      status: g.status,
      decided_at: g.decidedAt?.toISOString() ?? null,
    })),
    treasurer_approved_by_name: nameOf(names, loan.treasurerApprovedBy),
    approved_by_name: nameOf(names, loan.approvedBy),
    rejection_reason: loan.rejectionReason,
    taken_over_from_name: nameOf(names, loan.takenOverFrom),
    created_at: loan.createdAt.toISOString(),
    disbursed_at: loan.disbursedAt?.toISOString() ?? null,
    disbursement_method: loan.disbursementMethod,
    disbursement_receipt: loan.disbursementReceipt,
    closed_at: loan.closedAt?.toISOString() ?? null,
  };
}

/**
 * The schedule as the member reads it: the stored instalments once the loan is disbursed, with
 * what each has received; before that, the schedule its terms give, not yet dated.
 */
export function toInstalmentDtos(
  loan: Loan,
  rows: readonly LoanInstalment[],
  today: string,
): LoanInstalmentDto[] {
  if (!rows.length)
    return loanSchedule({
      principal: loan.amount,
      monthlyRate: loan.monthlyRate,
      months: loan.termMonths,
      method: loan.interestMethod,
    }).instalments.map((i) => ({
      ...i,
      due_date: null,
      penalty: '0.00',
      paid: '0.00',
      status: 'upcoming' as const,
    }));
  let dueFound = false;
  return [...rows]
    .sort((a, b) => a.number - b.number)
    .map((row) => {
      const amount = new Big(row.principal).plus(row.interest);
      const paid = new Big(row.principalPaid).plus(row.interestPaid).plus(row.penaltyPaid);
      const settled = paid.gte(amount.plus(row.penalty));
      let status: LoanInstalmentDto['status'] = 'upcoming';
      if (settled) status = 'paid';
      else if (row.dueDate < today) status = 'late';
      else if (!dueFound) status = 'due';
      if (!settled && row.dueDate >= today) dueFound = true;
      return {
        number: row.number,
        due_date: row.dueDate,
        principal: row.principal,
        interest: row.interest,
        amount: amount.toFixed(2),
        penalty: row.penalty,
        paid: paid.toFixed(2),
        status,
      };
    });
}

export function toRepaymentDto(r: LoanRepayment, names: Names): LoanRepaymentDto {
  return {
    id: r.id,
    amount: r.amount,
    penalty_part: r.penaltyPart,
    interest_part: r.interestPart,
    principal_part: r.principalPart,
    method: r.method,
    receipt_number: r.receiptNumber,
    recorded_by_name: names.get(r.recordedBy) ?? '',
    created_at: r.createdAt.toISOString(),
  };
}
