import {
  loanSchedule,
  type GroupSavings,
  type LoanDetail,
  type LoanDto,
  type LoanInstalmentDto,
} from '@tontine/contracts';
import { makeGroupSavings, makeSavingsRules } from '../../../test/factories';

let loanSequence = 0;

/**
 * Baraka's loan of 3 000 KES over 3 months at 1 % a month on the balance still owed, asked on
 * 4 January 2026 with Amina (u-1, the reader) as guarantor, waiting for her answer.
 */
export function makeLoan(overrides: Partial<LoanDto> = {}): LoanDto {
  loanSequence += 1;
  const amount = overrides.amount ?? '3000.00';
  const schedule = loanSchedule({
    principal: amount,
    monthlyRate: '1',
    months: 3,
    method: 'reducing',
  });
  return {
    id: `l-${loanSequence}`,
    group_id: 'g-1',
    user_id: 'u-2',
    user_name: 'Baraka',
    amount,
    currency: 'KES',
    term_months: 3,
    interest_method: 'reducing',
    monthly_rate: '1',
    purpose: 'Un stock de tissus pour la boutique',
    status: 'awaiting_guarantors',
    next_step: 'guarantors',
    total_interest: schedule.totalInterest,
    total_repayable: schedule.totalRepayable,
    penalties: '0.00',
    repaid: '0.00',
    outstanding: schedule.totalRepayable,
    late: false,
    next_due_date: null,
    guarantors: [{ user_id: 'u-1', user_name: 'Amina', status: 'pending', decided_at: null }],
    treasurer_approved_by_name: null,
    approved_by_name: null,
    rejection_reason: null,
    taken_over_from_name: null,
    created_at: '2026-01-04T09:00:00.000Z',
    disbursed_at: null,
    disbursement_method: null,
    disbursement_receipt: null,
    closed_at: null,
    ...overrides,
  };
}

/** `months` months after the day `timestamp` falls on (YYYY-MM-DD). */
function monthsAfter(timestamp: string, months: number): string {
  const date = new Date(timestamp);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 10);
}

/**
 * A loan's schedule as the API answers it: its terms' instalments, nothing paid, dated a month
 * apart from its disbursement once disbursed (the first then to pay), undated before.
 */
export function makeInstalments(loan: LoanDto): LoanInstalmentDto[] {
  const { instalments } = loanSchedule({
    principal: loan.amount,
    monthlyRate: loan.monthly_rate,
    months: loan.term_months,
    method: loan.interest_method,
  });
  const disbursed = loan.disbursed_at;
  return instalments.map((instalment, i) => ({
    ...instalment,
    due_date: disbursed ? monthsAfter(disbursed, i + 1) : null,
    penalty: '0.00',
    paid: '0.00',
    status: disbursed && i === 0 ? 'due' : 'upcoming',
  }));
}

/** GET /api/loans/:id for `loan`, the reader allowed nothing unless `can` says so. */
export function makeLoanDetail(
  loan: LoanDto = makeLoan(),
  overrides: Partial<Omit<LoanDetail, 'can'>> & { can?: Partial<LoanDetail['can']> } = {},
): LoanDetail {
  const { can, ...rest } = overrides;
  return {
    loan,
    instalments: makeInstalments(loan),
    repayments: [],
    can: {
      guarantee: false,
      approve: false,
      reject: false,
      disburse: false,
      repay: false,
      cancel: false,
      take_over: false,
      ...can,
    },
    mpesa_disbursement: null,
    ...rest,
  };
}

/**
 * A fund that lends: up to 3 times one's savings and 50 000 KES, 1 % a month on the balance
 * still owed, over 12 months at most, one guarantor; the reader may borrow 15 000 KES.
 */
export function makeLendingSavings(overrides: Partial<GroupSavings> = {}): GroupSavings {
  return makeGroupSavings({
    rules: makeSavingsRules({
      saving_kind: 'free',
      saving_amount: '0.00',
      loan_multiple: '3',
      loan_cap: '50000.00',
      interest_method: 'reducing',
      monthly_rate: '1',
      max_term_months: 12,
      guarantors_required: 1,
    }),
    my_savings: '5000.00',
    my_due_this_cycle: null,
    my_borrowing_limit: '15000.00',
    ...overrides,
  });
}
