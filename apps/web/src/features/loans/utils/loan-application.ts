import {
  SAVINGS_FUND_LIMITS,
  applyLoanSchema,
  isPositiveMoney,
  loanSchedule,
  moneyOwed,
  type ApplyLoan,
  type ErrorCode,
  type LoanSchedule,
  type MessageKey,
  type SavingsRulesDto,
} from '@tontine/contracts';

/** The application as the modal holds it: the number inputs answer '' while empty. */
export interface LoanApplicationValues {
  amount: number | string;
  term_months: number | string;
  purpose: string;
  guarantor_ids: string[];
}

export const LOAN_APPLICATION_FIELDS = [
  'amount',
  'term_months',
  'purpose',
  'guarantor_ids',
] as const satisfies readonly (keyof LoanApplicationValues)[];
export type LoanApplicationField = (typeof LOAN_APPLICATION_FIELDS)[number];

/** Why a field cannot be sent: a contracts message, or the refusal the API would answer. */
export type LoanProblem = { message: MessageKey } | { error: ErrorCode };

/** The rules a schedule is worked out with, as the API works it out (`loanSchedule`). */
export function scheduleFor(
  rules: Pick<SavingsRulesDto, 'monthly_rate' | 'interest_method'>,
  principal: string,
  months: number,
): LoanSchedule {
  return loanSchedule({
    principal,
    monthlyRate: rules.monthly_rate,
    months,
    method: rules.interest_method,
  });
}

const decimalText = (value: number | string) =>
  typeof value === 'number' ? String(value) : value.trim();

/**
 * The application as the API will read it, with the schedule the member is about to accept, or
 * why the server would refuse it, field by field: the contracts' schema first, then the group's
 * rules (the smallest loan, the reader's limit, the longest term, the number of guarantors),
 * compared exactly, never as floats. `accepted_total_repayable` is the schedule's own total.
 */
export function readLoanApplication(
  values: LoanApplicationValues,
  { rules, limit }: { rules: SavingsRulesDto; limit: string },
):
  | { body: ApplyLoan; schedule: LoanSchedule; problems: null }
  | { body: null; schedule: null; problems: Partial<Record<LoanApplicationField, LoanProblem>> } {
  const parsed = applyLoanSchema.safeParse({
    amount: decimalText(values.amount),
    term_months: values.term_months === '' ? Number.NaN : Number(values.term_months),
    purpose: values.purpose,
    guarantor_ids: values.guarantor_ids,
    accepted_total_repayable: '0',
  });
  const problems: Partial<Record<LoanApplicationField, LoanProblem>> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as LoanApplicationField;
      problems[field] ??= { message: issue.message as MessageKey };
    }
  }
  const data = parsed.success ? parsed.data : null;
  // `moneyOwed(a, b)` is above zero exactly when a > b.
  if (data && isPositiveMoney(moneyOwed(SAVINGS_FUND_LIMITS.minLoan, data.amount)))
    problems.amount = { error: 'LOAN_TOO_SMALL' };
  else if (data && isPositiveMoney(moneyOwed(data.amount, limit)))
    problems.amount = { error: 'LOAN_OVER_LIMIT' };
  if (data && data.term_months > rules.max_term_months)
    problems.term_months = { error: 'LOAN_TERM_TOO_LONG' };
  if (values.guarantor_ids.length !== rules.guarantors_required)
    problems.guarantor_ids = { error: 'LOAN_GUARANTORS_REQUIRED' };
  if (!data || Object.keys(problems).length > 0) return { body: null, schedule: null, problems };
  const schedule = scheduleFor(rules, data.amount, data.term_months);
  return {
    body: { ...data, accepted_total_repayable: schedule.totalRepayable },
    schedule,
    problems: null,
  };
}
