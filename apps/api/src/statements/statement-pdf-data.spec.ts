import { describe, expect, it } from 'vitest';
import {
  groupReportOf,
  memberStatementOf,
  statementLoansOf,
  type LedgerContribution,
  type LedgerPayout,
  type ReportGroup,
} from './statement-pdf-data.js';

const group: ReportGroup = {
  name: 'Amis',
  currency: 'KES',
  contributionAmount: '500.50',
  frequency: 'monthly',
  startDate: '2026-01-31',
  currentCycle: 2,
  beneficiaryContributes: false,
  status: 'active',
  memberCount: 3,
  payoutOrderMethod: 'join_order',
  rules: {
    late_fine_kind: 'fixed',
    late_fine: '50.00',
    paid_member_late_fine: '75.00',
    grace_days: 0,
    reminder_days_before: 2,
    version: 1,
    effective_from_cycle: 1,
  },
};
const queue = ['amina', 'baraka', 'chausiku'];
let sequence = 0;

function paid(
  userId: string,
  cycle: number,
  amount: string,
  more: Partial<LedgerContribution> = {},
) {
  sequence += 1;
  return {
    id: `c-${sequence}`,
    userId,
    cycleNumber: cycle,
    amount,
    method: 'cash',
    status: 'approved',
    txHash: null,
    reversesId: null,
    createdAt: new Date(Date.UTC(2026, 0, sequence)),
    ...more,
  } satisfies LedgerContribution;
}

const payouts: LedgerPayout[] = [
  {
    cycleNumber: 1,
    beneficiaryId: 'amina',
    amount: '1001.00',
    method: 'mpesa',
    receiptNumber: 'SJK4H7TQ2X',
    createdAt: new Date(Date.UTC(2026, 1, 2)),
  },
];

describe('the figures of the PDF documents', () => {
  it("add a member's approved payments, oldest first, a reversal included, to the cent", () => {
    const cancelled = paid('baraka', 1, '500.50');
    const contributions = [
      paid('baraka', 1, '0.10'),
      cancelled,
      paid('baraka', 1, '-500.50', { reversesId: cancelled.id }),
      paid('baraka', 1, '500.40', { method: 'mobile_money', id: 'mpesa-1' }),
      paid('baraka', 2, '200.00', { status: 'pending' }),
      paid('chausiku', 1, '500.50'),
    ];
    const statement = memberStatementOf({
      group,
      memberId: 'baraka',
      memberName: 'Baraka',
      queue,
      contributions,
      payouts,
      fines: [
        { userId: 'baraka', cycleNumber: 1, amount: '50.00', status: 'paid' },
        { userId: 'baraka', cycleNumber: 2, amount: '50.00', status: 'unpaid' },
      ],
      receipts: new Map([['mpesa-1', 'SJK4H7TQ2Y']]),
    });
    expect(statement.totals).toEqual({
      contributions: '500.50',
      fines: '50.00',
      payouts: '0.00',
      loansOutstanding: '0.00',
    });
    const [first, second] = statement.cycles;
    expect(first!.paid).toBe('500.50');
    expect(first!.payments.map((p) => [p.amount, p.correction, p.reference])).toEqual([
      ['500.50', false, null],
      ['0.10', false, null],
      ['-500.50', true, null],
      ['500.40', false, 'SJK4H7TQ2Y'],
    ]);
    // Cycle 2 is Baraka's own pot, which he does not pay into; his pending payment is not shown.
    expect(second).toMatchObject({ due: null, paid: '0.00', payments: [], dueDate: '2026-02-28' });
    expect(second!.fine).toEqual({ amount: '50.00', status: 'unpaid' });
  });

  it('run the statement to the last cycle a row names, past the current one', () => {
    const statement = memberStatementOf({
      group,
      memberId: 'chausiku',
      memberName: 'Chausiku',
      queue,
      contributions: [paid('chausiku', 3, '500.50')],
      payouts: [],
      fines: [],
      receipts: new Map(),
    });
    expect(statement.cycles.map((c) => c.cycle)).toEqual([1, 2, 3]);
    expect(statement.totals.contributions).toBe('500.50');
  });

  it("give the report each cycle's payers, someone who paid without owing included, and the ledger's totals", () => {
    const report = groupReportOf({
      group,
      queue,
      names: new Map([
        ['amina', 'Amina'],
        ['baraka', 'Baraka'],
        ['chausiku', 'Chausiku'],
        ['left', 'Dalia'],
      ]),
      contributions: [
        paid('baraka', 1, '500.50'),
        paid('chausiku', 1, '300.00'),
        paid('chausiku', 1, '200.50', { status: 'pending' }),
        paid('left', 1, '100.00'),
        paid('baraka', 2, '500.50', { status: 'rejected' }),
      ],
      payouts,
      fines: [{ userId: 'chausiku', cycleNumber: 1, amount: '50.00', status: 'pending' }],
      fund: {
        currency: 'KES',
        balance: '0.00',
        fines_paid: '0.00',
        fines_outstanding: '50.00',
        fines_waived: '0.00',
      },
    });
    const [first, second] = report.cycles;
    expect(first).toMatchObject({ beneficiary: 'Amina', pot: '1001.00', collected: '900.50' });
    expect(first!.payers).toEqual([
      { name: 'Baraka', state: 'paid', approved: '500.50', pending: '0.00', expected: true },
      { name: 'Chausiku', state: 'pending', approved: '300.00', pending: '200.50', expected: true },
      { name: 'Dalia', state: 'unpaid', approved: '100.00', pending: '0.00', expected: false },
    ]);
    expect(first!.payout?.receipt).toBe('SJK4H7TQ2X');
    expect(first!.fines).toEqual([{ name: 'Chausiku', amount: '50.00', status: 'pending' }]);
    expect(second!.payers.map((p) => [p.name, p.state])).toEqual([
      ['Amina', 'unpaid'],
      ['Chausiku', 'unpaid'],
    ]);
    expect(report.totals).toEqual({
      contributions: '900.50',
      payouts: '1001.00',
      fines: '0.00',
      notYetPaidOut: '-100.50',
    });
  });

  it("list a member's disbursed loans, oldest first, with what each repaid and what is left", () => {
    const at = (day: number) => new Date(Date.UTC(2026, 4, day));
    const loan = (id: string, status: 'active' | 'closed' | 'approved', day: number | null) => ({
      id,
      amount: '1000.00',
      termMonths: 3,
      monthlyRate: '1',
      interestMethod: 'reducing' as const,
      status,
      totalRepayable: '1020.07',
      penalties: '0.00',
      disbursedAt: day === null ? null : at(day),
    });
    const repayment = (
      loanId: string,
      amount: string,
      interest: string,
      principal: string,
      day: number,
    ) => ({
      loanId,
      amount,
      interestPart: interest,
      principalPart: principal,
      createdAt: at(day),
    });
    const loans = statementLoansOf(
      [loan('later', 'active', 9), loan('first', 'closed', 2), loan('waiting', 'approved', null)],
      [
        repayment('first', '520.00', '10.00', '510.00', 5),
        repayment('first', '500.07', '10.07', '490.00', 3),
        repayment('later', '0.10', '0.10', '0.00', 10),
      ],
    );
    expect(loans.map((l) => [l.status, l.repaid, l.outstanding])).toEqual([
      ['closed', '1020.07', '0.00'],
      ['active', '0.10', '1019.97'],
    ]);
    expect(loans[0]!.repayments.map((r) => r.amount)).toEqual(['500.07', '520.00']);
  });
});
