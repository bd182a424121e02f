import { LENT_LOAN_STATUSES } from '@tontine/contracts';
import Big from 'big.js';
import {
  reconcileLoanDisbursements,
  type LoanDisbursementRule,
} from './loan-disbursements-reconciliation.js';

type Row = Record<string, unknown>;

export type LoanRule =
  | 'loan_repayment_split'
  | 'loan_totals_mismatch'
  | 'loan_schedule_mismatch'
  | 'loan_state_incomplete'
  | 'savings_fund_overdrawn'
  | 'mpesa_repayment_unbacked'
  | 'mpesa_repayment_unapplied'
  | LoanDisbursementRule;

/** Sums of a money column by a key, exact (the rows' own values, added with big.js). */
function sumsBy(rows: Row[], key: string, column: string): Map<string, Big> {
  const sums = new Map<string, Big>();
  for (const row of rows) {
    const id = String(row[key]);
    sums.set(id, (sums.get(id) ?? new Big(0)).plus(String(row[column] ?? 0)));
  }
  return sums;
}

const differ = (a: unknown, b: Big | undefined) => !new Big(String(a ?? 0)).eq(b ?? 0);

/**
 * The loans' rules: each repayment is split exactly into late fine, interest and principal; a loan's repaid
 * totals are its repayments' sums and its instalments' paid parts; its schedule adds up to its
 * amount and its interest; each state carries what it needs (a disbursed loan its instalments, a
 * closed one nothing left to repay); no group's savings fund lends more than it holds (a loan
 * on its way by M-Pesa counts as lent); and what M-Pesa sent matches the loans it disbursed.
 */
export async function reconcileLoans(
  q: (sql: string) => Promise<Row[]>,
  found: (rule: LoanRule, details: Record<string, unknown>) => void,
): Promise<number> {
  const loans = await q(
    `SELECT id, group_id, status, amount, total_interest, total_repayable, principal_repaid,
            interest_paid, penalties, penalties_paid, approved_by, disbursed_at,
            disbursement_method, disbursement_receipt
     FROM loans`,
  );
  const repayments = await q(
    `SELECT loan_id, group_id, amount, penalty_part, interest_part, principal_part
     FROM loan_repayments`,
  );
  const instalments = await q(
    `SELECT loan_id, principal, interest, principal_paid, interest_paid, penalty, penalty_paid
     FROM loan_instalments`,
  );
  for (const r of repayments)
    if (
      !new Big(String(r.interest_part))
        .plus(String(r.principal_part))
        .plus(String(r.penalty_part))
        .eq(String(r.amount))
    )
      found('loan_repayment_split', { loan: r.loan_id, amount: r.amount });

  const interestRepaid = sumsBy(repayments, 'loan_id', 'interest_part');
  const principalRepaid = sumsBy(repayments, 'loan_id', 'principal_part');
  const scheduled = sumsBy(instalments, 'loan_id', 'principal');
  const scheduledInterest = sumsBy(instalments, 'loan_id', 'interest');
  const paidPrincipal = sumsBy(instalments, 'loan_id', 'principal_paid');
  const paidInterest = sumsBy(instalments, 'loan_id', 'interest_paid');
  const penaltiesRepaid = sumsBy(repayments, 'loan_id', 'penalty_part');
  const penalised = sumsBy(instalments, 'loan_id', 'penalty');
  const paidPenalties = sumsBy(instalments, 'loan_id', 'penalty_paid');
  for (const loan of loans) {
    const id = String(loan.id);
    if (
      differ(loan.principal_repaid, principalRepaid.get(id)) ||
      differ(loan.interest_paid, interestRepaid.get(id)) ||
      differ(loan.penalties_paid, penaltiesRepaid.get(id))
    )
      found('loan_totals_mismatch', { loan: id });
    const disbursed = loan.status === 'active' || loan.status === 'closed';
    const total = new Big(String(loan.amount)).plus(String(loan.total_interest));
    const scheduleWrong =
      !total.eq(String(loan.total_repayable)) ||
      (disbursed &&
        (differ(loan.amount, scheduled.get(id)) ||
          differ(loan.total_interest, scheduledInterest.get(id)) ||
          differ(loan.principal_repaid, paidPrincipal.get(id)) ||
          differ(loan.interest_paid, paidInterest.get(id)) ||
          differ(loan.penalties, penalised.get(id)) ||
          differ(loan.penalties_paid, paidPenalties.get(id))));
    if (scheduleWrong) found('loan_schedule_mismatch', { loan: id });
    const repaid = new Big(String(loan.principal_repaid)).plus(String(loan.interest_paid));
    const approvedOnly = loan.status === 'approved' || loan.status === 'disbursing';
    const complete = !disbursed
      ? repaid.eq(0) && !scheduled.has(id) && (!approvedOnly || Boolean(loan.approved_by))
      : Boolean(loan.disbursed_at && scheduled.has(id)) &&
        (loan.status === 'closed' ? repaid.eq(total) : repaid.lt(total));
    if (!complete) found('loan_state_incomplete', { loan: id, status: loan.status });
  }

  // The fund as FundLedger derives it, for every group that lends: never below zero.
  const lending = new Set([
    ...loans
      .filter((l) => l.disbursed_at || l.status === 'disbursing')
      .map((l) => String(l.group_id)),
    ...(await q('SELECT DISTINCT group_id FROM savings_share_outs')).map((r) => String(r.group_id)),
  ]);
  if (lending.size) {
    const saved = sumsBy(
      await q("SELECT group_id, amount FROM savings WHERE status = 'approved'"),
      'group_id',
      'amount',
    );
    const fines = sumsBy(
      await q("SELECT group_id, amount FROM fines WHERE status = 'paid'"),
      'group_id',
      'amount',
    );
    const lent = sumsBy(
      loans.filter((l) => (LENT_LOAN_STATUSES as readonly string[]).includes(String(l.status))),
      'group_id',
      'amount',
    );
    const back = sumsBy(repayments, 'group_id', 'principal_part');
    const shared = sumsBy(
      await q('SELECT group_id, total FROM savings_share_outs'),
      'group_id',
      'total',
    );
    const interest = sumsBy(repayments, 'group_id', 'interest_part');
    const penalties = sumsBy(repayments, 'group_id', 'penalty_part');
    for (const group of lending) {
      const zero = new Big(0);
      const balance = (saved.get(group) ?? zero)
        .plus(fines.get(group) ?? zero)
        .plus(interest.get(group) ?? zero)
        .plus(penalties.get(group) ?? zero)
        .minus(lent.get(group) ?? zero)
        .plus(back.get(group) ?? zero)
        .minus(shared.get(group) ?? zero);
      if (balance.lt(0)) found('savings_fund_overdrawn', { group, balance: balance.toFixed(2) });
    }
  }
  // A repayment by M-Pesa has its confirmed push, by receipt; a confirmed push was applied whole
  // (what a loan no longer owed when it came is to refund).
  const pushes = await q(
    `SELECT id, loan_id, amount, receipt_number FROM mpesa_payments
     WHERE loan_id IS NOT NULL AND status = 'paid'`,
  );
  const byReceipt = new Map(pushes.map((p) => [String(p.receipt_number), p]));
  const repaidByReceipt = new Map<string, Row>();
  for (const r of await q(
    `SELECT loan_id, amount, receipt_number FROM loan_repayments WHERE method = 'mpesa'`,
  )) {
    repaidByReceipt.set(String(r.receipt_number), r);
    const push = byReceipt.get(String(r.receipt_number));
    if (!push || push.loan_id !== r.loan_id)
      found('mpesa_repayment_unbacked', { loan: r.loan_id, receipt: r.receipt_number });
  }
  for (const push of pushes) {
    const applied = repaidByReceipt.get(String(push.receipt_number));
    if (!applied || !new Big(String(applied.amount)).eq(String(push.amount)))
      found('mpesa_repayment_unapplied', {
        payment: push.id,
        paid: push.amount,
        applied: applied?.amount ?? '0.00',
      });
  }
  await reconcileLoanDisbursements(q, found, loans);
  return loans.length;
}
