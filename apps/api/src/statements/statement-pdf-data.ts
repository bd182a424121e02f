import Big from 'big.js';
import {
  beneficiaryOf,
  cycleDueDate,
  moneySum,
  payersOf,
  potOf,
  type ContributionMethod,
  type ContributionStatus,
  type FineStatus,
  type GroupFundDto,
  type GroupRulesDto,
  type GroupStatus,
  type LoanInterestMethod,
  type LoanStatus,
  type PayoutFrequency,
  type PayoutMethod,
  type PayoutOrderMethod,
  type ReportPayerState,
} from '@tontine/contracts';

/**
 * What the two PDF documents show, assembled from the ledger's rows by pure functions: the
 * figures are decided here, with big.js, and the renderer only lays them out. Every total is
 * the sum of the same rows the API's other answers add up (the rotation's approved amounts,
 * the fines' fund, the payouts), so the documents agree with them to the cent.
 */

/** The rows the documents read, as the views service loads them. */
export interface LedgerContribution {
  id: string;
  userId: string;
  cycleNumber: number;
  amount: string;
  method: ContributionMethod;
  status: ContributionStatus;
  txHash: string | null;
  reversesId: string | null;
  createdAt: Date;
}

export interface LedgerPayout {
  cycleNumber: number;
  beneficiaryId: string;
  amount: string;
  method: PayoutMethod;
  receiptNumber: string | null;
  createdAt: Date;
}

export interface LedgerFine {
  userId: string;
  cycleNumber: number;
  amount: string;
  status: FineStatus;
}

export interface PdfGroup {
  name: string;
  currency: string;
  contributionAmount: string;
  frequency: PayoutFrequency;
  startDate: string;
  currentCycle: number;
  beneficiaryContributes: boolean;
}

export interface ReportGroup extends PdfGroup {
  status: GroupStatus;
  memberCount: number;
  payoutOrderMethod: PayoutOrderMethod;
  rules: GroupRulesDto;
}

export interface PaymentLine {
  at: Date;
  amount: string;
  method: ContributionMethod;
  /** The M-Pesa receipt, the transaction's hash, or null (cash). */
  reference: string | null;
  /** A reversing entry: an approved payment cancelled by an admin. */
  correction: boolean;
}

export interface PayoutLine {
  cycle: number;
  at: Date;
  amount: string;
  method: PayoutMethod;
  receipt: string | null;
}

export interface StatementCycle {
  cycle: number;
  dueDate: string;
  /** The contribution owed this cycle; null when the member owed nothing (their own pot). */
  due: string | null;
  paid: string;
  payments: PaymentLine[];
  fine: { amount: string; status: FineStatus } | null;
}

/** A loan of the member from the group's savings fund, as its rows stand. */
export interface LedgerLoan {
  id: string;
  amount: string;
  termMonths: number;
  monthlyRate: string;
  interestMethod: LoanInterestMethod;
  status: LoanStatus;
  totalRepayable: string;
  /** Late fines its instalments got, owed on the loan. */
  penalties: string;
  disbursedAt: Date | null;
}

export interface LedgerLoanRepayment {
  loanId: string;
  amount: string;
  interestPart: string;
  principalPart: string;
  createdAt: Date;
}

export interface StatementLoan {
  amount: string;
  termMonths: number;
  monthlyRate: string;
  interestMethod: LoanInterestMethod;
  status: 'active' | 'closed';
  disbursedAt: Date;
  totalRepayable: string;
  repaid: string;
  outstanding: string;
  repayments: Array<{ at: Date; amount: string; interest: string; principal: string }>;
}

export interface MemberStatement {
  group: PdfGroup;
  member: string;
  cycles: StatementCycle[];
  payouts: PayoutLine[];
  /** The loans whose money left the fund: being repaid or repaid, oldest first. */
  loans: StatementLoan[];
  totals: { contributions: string; fines: string; payouts: string; loansOutstanding: string };
}

/** The member's disbursed loans with their repayments, what each repaid and what is left. */
export function statementLoansOf(
  loans: readonly LedgerLoan[],
  repayments: readonly LedgerLoanRepayment[],
): StatementLoan[] {
  return loans
    .filter(
      (l): l is LedgerLoan & { status: 'active' | 'closed'; disbursedAt: Date } =>
        (l.status === 'active' || l.status === 'closed') && l.disbursedAt !== null,
    )
    .sort((a, b) => a.disbursedAt.getTime() - b.disbursedAt.getTime())
    .map((loan) => {
      const own = repayments
        .filter((r) => r.loanId === loan.id)
        .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
      const repaid = moneySum(own.map((r) => r.amount));
      return {
        amount: loan.amount,
        termMonths: loan.termMonths,
        monthlyRate: loan.monthlyRate,
        interestMethod: loan.interestMethod,
        status: loan.status,
        disbursedAt: loan.disbursedAt,
        totalRepayable: loan.totalRepayable,
        repaid,
        outstanding: new Big(loan.totalRepayable).plus(loan.penalties).minus(repaid).toFixed(2),
        repayments: own.map((r) => ({
          at: r.createdAt,
          amount: r.amount,
          interest: r.interestPart,
          principal: r.principalPart,
        })),
      };
    });
}

export interface ReportPayer {
  name: string;
  state: ReportPayerState;
  approved: string;
  pending: string;
  /** False for someone who paid into a cycle without owing it (a member who has since left). */
  expected: boolean;
}

export interface ReportCycle {
  cycle: number;
  dueDate: string;
  beneficiary: string | null;
  pot: string;
  collected: string;
  payout: PayoutLine | null;
  payers: ReportPayer[];
  fines: Array<{ name: string; amount: string; status: FineStatus }>;
}

export interface GroupReport {
  group: ReportGroup;
  cycles: ReportCycle[];
  fund: GroupFundDto;
  totals: { contributions: string; payouts: string; fines: string; notYetPaidOut: string };
}

/**
 * The cycles a document runs through: from 1 to the current one, and on to the last cycle any
 * row names (a payment made ahead, a completed group whose current cycle is past its queue), so
 * that every row of the ledger is in a cycle the document shows.
 */
function lastCycle(group: PdfGroup, queueLength: number, rowCycles: readonly number[]): number {
  const current = queueLength > 0 ? Math.min(group.currentCycle, queueLength) : 1;
  return Math.max(1, current, ...rowCycles);
}

function cyclesUpTo(last: number): number[] {
  return Array.from({ length: last }, (_, i) => i + 1);
}

/** Groups rows by cycle, keeping their order. */
function byCycle<T extends { cycleNumber: number }>(rows: readonly T[]): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) {
    const list = map.get(row.cycleNumber);
    if (list) list.push(row);
    else map.set(row.cycleNumber, [row]);
  }
  return map;
}

function payoutLine(p: LedgerPayout): PayoutLine {
  return {
    cycle: p.cycleNumber,
    at: p.createdAt,
    amount: p.amount,
    method: p.method,
    receipt: p.receiptNumber,
  };
}

/** A payment's receipt or reference: the M-Pesa receipt, else the chain's transaction hash. */
function referenceOf(c: LedgerContribution, receipts: ReadonlyMap<string, string>): string | null {
  return receipts.get(c.id) ?? receipts.get(c.reversesId ?? '') ?? c.txHash;
}

/**
 * A member's statement of one group: each cycle's due, the approved payments (reversals
 * included, as negative lines), the cycle's fine, the pots they received, and the totals.
 */
export function memberStatementOf(input: {
  group: PdfGroup;
  memberId: string;
  memberName: string;
  queue: readonly string[];
  contributions: readonly LedgerContribution[];
  payouts: readonly LedgerPayout[];
  fines: readonly LedgerFine[];
  receipts: ReadonlyMap<string, string>;
  loans?: readonly LedgerLoan[];
  loanRepayments?: readonly LedgerLoanRepayment[];
}): MemberStatement {
  const { group, memberId, queue } = input;
  const approved = input.contributions
    .filter((c) => c.userId === memberId && c.status === 'approved')
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const received = input.payouts
    .filter((p) => p.beneficiaryId === memberId)
    .sort((a, b) => a.cycleNumber - b.cycleNumber);
  const fines = input.fines.filter((f) => f.userId === memberId);
  const paymentsOf = byCycle(approved);
  const fineOf = new Map(fines.map((f) => [f.cycleNumber, f]));
  const last = lastCycle(group, queue.length, [
    ...approved.map((c) => c.cycleNumber),
    ...received.map((p) => p.cycleNumber),
    ...fines.map((f) => f.cycleNumber),
  ]);
  const cycles = cyclesUpTo(last).map((cycle): StatementCycle => {
    const payments = paymentsOf.get(cycle) ?? [];
    const fine = fineOf.get(cycle);
    const owes = payersOf(queue, cycle, group.beneficiaryContributes).includes(memberId);
    return {
      cycle,
      dueDate: cycleDueDate(group.startDate, group.frequency, cycle),
      due: owes ? group.contributionAmount : null,
      paid: moneySum(payments.map((c) => c.amount)),
      payments: payments.map((c) => ({
        at: c.createdAt,
        amount: c.amount,
        method: c.method,
        reference: referenceOf(c, input.receipts),
        correction: c.reversesId !== null,
      })),
      fine: fine ? { amount: fine.amount, status: fine.status } : null,
    };
  });
  const loans = statementLoansOf(input.loans ?? [], input.loanRepayments ?? []);
  return {
    group,
    member: input.memberName,
    cycles,
    payouts: received.map(payoutLine),
    loans,
    totals: {
      contributions: moneySum(approved.map((c) => c.amount)),
      fines: moneySum(fines.filter((f) => f.status === 'paid').map((f) => f.amount)),
      payouts: moneySum(received.map((p) => p.amount)),
      loansOutstanding: moneySum(loans.map((l) => l.outstanding)),
    },
  };
}

/**
 * The group report: for every cycle its beneficiary, each expected payer's standing (and anyone
 * else who paid into it), the pot and what was collected, the payout, the cycle's fines; then
 * the fund and the totals.
 */
export function groupReportOf(input: {
  group: ReportGroup;
  queue: readonly string[];
  names: ReadonlyMap<string, string>;
  contributions: readonly LedgerContribution[];
  payouts: readonly LedgerPayout[];
  fines: readonly LedgerFine[];
  fund: GroupFundDto;
}): GroupReport {
  const { group, queue, names } = input;
  const nameOf = (id: string) => names.get(id) ?? '';
  const counted = input.contributions.filter(
    (c) => c.status === 'approved' || c.status === 'pending',
  );
  const contributionsOf = byCycle(counted);
  const payoutOf = new Map(input.payouts.map((p) => [p.cycleNumber, p]));
  const finesOf = byCycle(input.fines);
  const position = new Map(queue.map((id, i) => [id, i]));
  const last = lastCycle(group, queue.length, [
    ...counted.map((c) => c.cycleNumber),
    ...input.payouts.map((p) => p.cycleNumber),
    ...input.fines.map((f) => f.cycleNumber),
  ]);
  const cycles = cyclesUpTo(last).map((cycle): ReportCycle => {
    const rows = contributionsOf.get(cycle) ?? [];
    const expected = payersOf(queue, cycle, group.beneficiaryContributes);
    const paying = [...new Set(rows.map((c) => c.userId))].filter((id) => !expected.includes(id));
    const payers = [
      ...expected,
      ...paying.sort((a, b) => (position.get(a) ?? Infinity) - (position.get(b) ?? Infinity)),
    ].map((userId): ReportPayer => {
      const mine = rows.filter((c) => c.userId === userId);
      const approved = moneySum(mine.filter((c) => c.status === 'approved').map((c) => c.amount));
      const pending = moneySum(mine.filter((c) => c.status === 'pending').map((c) => c.amount));
      const state: ReportPayerState = new Big(approved).gte(group.contributionAmount)
        ? 'paid'
        : mine.some((c) => c.status === 'pending')
          ? 'pending'
          : 'unpaid';
      return {
        name: nameOf(userId),
        state,
        approved,
        pending,
        expected: expected.includes(userId),
      };
    });
    const beneficiary = beneficiaryOf(queue, cycle);
    const payout = payoutOf.get(cycle);
    return {
      cycle,
      dueDate: cycleDueDate(group.startDate, group.frequency, cycle),
      beneficiary: payout ? nameOf(payout.beneficiaryId) : beneficiary ? nameOf(beneficiary) : null,
      pot: potOf(group.contributionAmount, queue.length, group.beneficiaryContributes),
      collected: moneySum(rows.filter((c) => c.status === 'approved').map((c) => c.amount)),
      payout: payout ? payoutLine(payout) : null,
      payers,
      fines: (finesOf.get(cycle) ?? []).map((f) => ({
        name: nameOf(f.userId),
        amount: f.amount,
        status: f.status,
      })),
    };
  });
  const contributions = moneySum(
    input.contributions.filter((c) => c.status === 'approved').map((c) => c.amount),
  );
  const payouts = moneySum(input.payouts.map((p) => p.amount));
  return {
    group,
    cycles,
    fund: input.fund,
    totals: {
      contributions,
      payouts,
      fines: input.fund.fines_paid,
      notYetPaidOut: new Big(contributions).minus(payouts).toFixed(2),
    },
  };
}
