import Big from 'big.js';
import { z } from 'zod';
import { LOAN_INTEREST_METHODS } from './loan-schedule.js';
import { amountOrZeroField } from './money.js';

/**
 * Table banking: beside its rotation, a group may keep a savings fund that its members pay into
 * each cycle and borrow from at interest, with guarantors, repaid by the month. The fund's rules
 * are the group's admins' to set.
 */

/** A fixed saving each cycle, or a free one of at least the amount (0: any amount). */
export const SAVING_KINDS = ['fixed', 'free'] as const;
export type SavingKind = (typeof SAVING_KINDS)[number];

/** Who approves a loan once its guarantors accepted: an admin, or a treasurer then an admin. */
export const LOAN_APPROVALS = ['admin', 'treasurer_and_admin'] as const;
export type LoanApproval = (typeof LOAN_APPROVALS)[number];

export const SAVINGS_FUND_LIMITS = {
  /** The smallest loan: below it, a schedule's monthly rounding weighs on the instalments. */
  minLoan: '100',
  maxTermMonths: 36,
  /** Percent a month. */
  maxMonthlyRate: '10',
  maxGuarantors: 5,
  /** A member borrows at most this many times their own savings. */
  maxMultiple: '10',
} as const;

/** A fund that is off: what a group has until its admins turn savings on. */
export const DEFAULT_SAVINGS_RULES = {
  enabled: false,
  saving_kind: 'fixed',
  saving_amount: '0.00',
  loan_multiple: '3',
  loan_cap: '0.00',
  interest_method: 'reducing',
  monthly_rate: '1',
  max_term_months: 6,
  guarantors_required: 1,
  approval: 'admin',
} as const satisfies SavingsRules;

/** A decimal with up to `scale` decimals between 0 and `max`, as text. */
const boundedDecimal = (max: string, scale: number, error: string) => {
  const pattern = new RegExp(`^\\d{1,6}(\\.\\d{1,${scale}})?$`);
  return z.union([z.string(), z.number()], { error }).transform((v, ctx) => {
    const text = typeof v === 'number' ? String(v) : v.trim();
    // Checked in one step: a text that is not a decimal never reaches big.js.
    if (!pattern.test(text) || new Big(text).gt(max)) {
      ctx.addIssue({ code: 'custom', message: error });
      return z.NEVER;
    }
    return new Big(text).toString();
  });
};

/** PUT /api/groups/:id/savings-rules: the fund's rules, all of them at once. */
export const savingsRulesSchema = z
  .strictObject({
    enabled: z.boolean({ error: 'invalidValue' }),
    saving_kind: z.enum(SAVING_KINDS, { error: 'invalidValue' }),
    /** Fixed: what each member saves each cycle; free: the least a saving may be. */
    saving_amount: amountOrZeroField('savingAmountInvalid'),
    loan_multiple: boundedDecimal(SAVINGS_FUND_LIMITS.maxMultiple, 2, 'loanMultipleInvalid'),
    /** The most any member may owe the fund at once; 0: no loans. */
    loan_cap: amountOrZeroField('loanCapInvalid'),
    interest_method: z.enum(LOAN_INTEREST_METHODS, { error: 'invalidValue' }),
    /** Percent a month, up to three decimals. */
    monthly_rate: boundedDecimal(SAVINGS_FUND_LIMITS.maxMonthlyRate, 3, 'monthlyRateInvalid'),
    max_term_months: z
      .number({ error: 'loanTermInvalid' })
      .int({ error: 'loanTermInvalid' })
      .min(1, { error: 'loanTermInvalid' })
      .max(SAVINGS_FUND_LIMITS.maxTermMonths, { error: 'loanTermInvalid' }),
    guarantors_required: z
      .number({ error: 'guarantorsInvalid' })
      .int({ error: 'guarantorsInvalid' })
      .min(0, { error: 'guarantorsInvalid' })
      .max(SAVINGS_FUND_LIMITS.maxGuarantors, { error: 'guarantorsInvalid' }),
    approval: z.enum(LOAN_APPROVALS, { error: 'invalidValue' }),
  })
  .superRefine((rules, ctx) => {
    // A fixed saving of nothing would make a fund nobody pays into.
    if (rules.enabled && rules.saving_kind === 'fixed' && new Big(rules.saving_amount).lte(0))
      ctx.addIssue({ code: 'custom', path: ['saving_amount'], message: 'savingAmountInvalid' });
    if (new Big(rules.loan_cap).gt(0) && new Big(rules.loan_cap).lt(SAVINGS_FUND_LIMITS.minLoan))
      ctx.addIssue({ code: 'custom', path: ['loan_cap'], message: 'loanCapInvalid' });
  });
export type SavingsRules = z.output<typeof savingsRulesSchema>;
export type SavingsRulesInput = z.input<typeof savingsRulesSchema>;

/** GET and PUT /api/groups/:id/savings-rules: the fund's rules as they stand. */
export const savingsRulesDtoSchema = z.strictObject({
  enabled: z.boolean(),
  saving_kind: z.enum(SAVING_KINDS),
  saving_amount: z.string(),
  loan_multiple: z.string(),
  loan_cap: z.string(),
  interest_method: z.enum(LOAN_INTEREST_METHODS),
  monthly_rate: z.string(),
  max_term_months: z.number(),
  guarantors_required: z.number(),
  approval: z.enum(LOAN_APPROVALS),
  /** The group's currency, which every amount is in. */
  currency: z.string(),
  /** When the admins last changed them; null while the group runs on the defaults. */
  updated_at: z.string().nullable(),
});
export type SavingsRulesDto = z.output<typeof savingsRulesDtoSchema>;

/**
 * The most a member may borrow now: their savings times the group's multiple, within the cap,
 * less what they already owe the fund; never below zero.
 */
export function borrowingLimit(
  rules: Pick<SavingsRules, 'loan_multiple' | 'loan_cap'>,
  ownSavings: string,
  owed: string,
): string {
  const bySavings = new Big(ownSavings).times(rules.loan_multiple);
  const limit = bySavings.lt(rules.loan_cap) ? bySavings : new Big(rules.loan_cap);
  const left = limit.minus(owed);
  return (left.gt(0) ? left : new Big(0)).round(2, Big.roundDown).toFixed(2);
}

/** A saving waits for a treasurer's validation when its member declares it paid in cash. */
export const SAVING_STATUSES = ['pending', 'approved', 'rejected'] as const;

/**
 * Cash (declared, then validated by a treasurer), M-Pesa (confirmed by Safaricom) or tokens
 * (confirmed on chain).
 */
export const SAVING_METHODS = ['cash', 'mpesa', 'crypto'] as const;
export type SavingMethod = (typeof SAVING_METHODS)[number];
export type SavingStatus = (typeof SAVING_STATUSES)[number];

/**
 * POST /api/groups/:id/savings: a saving paid in cash into the fund, for the group's current
 * cycle. By its member: declared, pending until validated. By an admin or treasurer with
 * `user_id`: they received the cash, and it is approved at once. `amount`: a free saving's
 * amount (a fixed saving is the rules' amount, and may be left out).
 */
export const paySavingSchema = z.strictObject({
  amount: amountOrZeroField('savingAmountInvalid').optional(),
  user_id: z.string({ error: 'invalidValue' }).min(1, { error: 'invalidValue' }).max(36).optional(),
});
export type PaySavingInput = z.input<typeof paySavingSchema>;
export type PaySaving = z.output<typeof paySavingSchema>;

export const savingDtoSchema = z.strictObject({
  id: z.string(),
  group_id: z.string(),
  user_id: z.string(),
  user_name: z.string(),
  cycle_number: z.number(),
  amount: z.string(),
  currency: z.string(),
  method: z.enum(SAVING_METHODS),
  status: z.enum(SAVING_STATUSES),
  /** Safaricom's receipt of a saving paid by M-Pesa. */
  receipt_number: z.string().nullable(),
  /** The transaction of a saving paid in tokens. */
  tx_hash: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  decided_by_name: z.string().nullable(),
  rejection_reason: z.string().nullable(),
});
export type SavingDto = z.output<typeof savingDtoSchema>;

/** The answer of every change to a saving: the saving as it now is. */
export const savingResponseSchema = z.strictObject({ saving: savingDtoSchema });
export type SavingResponse = z.output<typeof savingResponseSchema>;

/**
 * The group's savings fund: what members saved, what fines brought in, what loans earned, less
 * what is lent out and what was shared out. Exact, derived from the rows themselves.
 */
export const savingsFundDtoSchema = z.strictObject({
  currency: z.string(),
  balance: z.string(),
  savings: z.string(),
  fines_kept: z.string(),
  interest_earned: z.string(),
  loans_outstanding: z.string(),
  shared_out: z.string(),
});
export type SavingsFundDto = z.output<typeof savingsFundDtoSchema>;

/** GET /api/groups/:id/savings: the fund, the caller's own savings, and the savings listed. */
export const groupSavingsSchema = z.strictObject({
  rules: savingsRulesDtoSchema,
  fund: savingsFundDtoSchema,
  /** The caller's approved savings in the group. */
  my_savings: z.string(),
  /** What the caller still has to save this cycle (a fixed saving); null for a free one or no fund. */
  my_due_this_cycle: z.string().nullable(),
  /** The most the caller may borrow now. */
  my_borrowing_limit: z.string(),
  current_cycle: z.number(),
  /** Newest first: every member's for those who handle the money, the caller's own otherwise. */
  savings: z.array(savingDtoSchema),
  can_manage: z.boolean(),
});
export type GroupSavings = z.output<typeof groupSavingsSchema>;
