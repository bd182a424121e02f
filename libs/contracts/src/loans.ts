import { z } from 'zod';
import { LOAN_INTEREST_METHODS } from './loan-schedule.js';
import { amountOrZeroField, moneyField } from './money.js';
import { kenyanPhoneField } from './mpesa.js';
import { mpesaPayoutDtoSchema } from './mpesa-payouts.js';
import { SAVINGS_FUND_LIMITS } from './savings-fund.js';

/**
 * A loan from a group's savings fund: applied for by a member, guaranteed by other members,
 * approved by the group's rule, disbursed from the fund, repaid by the month.
 *
 * - `awaiting_guarantors`: the guarantors are asked; one declining ends the application
 *   (`declined`);
 * - `awaiting_approval`: every guarantor accepted; a treasurer then an admin, or an admin alone,
 *   approves (or rejects, `rejected`);
 * - `approved`: waits for its disbursement, which the fund must hold at that moment;
 * - `disbursing`: sent to the borrower's phone by M-Pesa, its amount held out of the fund until
 *   Safaricom's confirmed result makes it `active`, or a failure makes it `approved` again;
 * - `active`: disbursed, being repaid; `closed` once repaid in full;
 * - `cancelled`: withdrawn by its member before the disbursement.
 */
export const LOAN_STATUSES = [
  'awaiting_guarantors',
  'awaiting_approval',
  'approved',
  'disbursing',
  'active',
  'closed',
  'declined',
  'rejected',
  'cancelled',
] as const;
export type LoanStatus = (typeof LOAN_STATUSES)[number];

/** A loan still on its way to the fund's money: one at a time per member. */
export const OPEN_LOAN_APPLICATION_STATUSES = [
  'awaiting_guarantors',
  'awaiting_approval',
  'approved',
] as const satisfies readonly LoanStatus[];

/**
 * A loan that binds its member: one application at a time, and no leaving the group while one
 * is open, on its way to their phone or being repaid.
 */
export const BINDING_LOAN_STATUSES = [
  ...OPEN_LOAN_APPLICATION_STATUSES,
  'disbursing',
  'active',
] as const satisfies readonly LoanStatus[];

/**
 * The loans whose money left the fund: on its way to the borrower's phone (held until the
 * provider's result), being repaid, or repaid.
 */
export const LENT_LOAN_STATUSES = [
  'disbursing',
  'active',
  'closed',
] as const satisfies readonly LoanStatus[];

/** What the loan waits for now; null once it is over. */
export const LOAN_NEXT_STEPS = [
  'guarantors',
  'treasurer',
  'admin',
  'disbursement',
  'repayment',
] as const;
export type LoanNextStep = (typeof LOAN_NEXT_STEPS)[number];

export const GUARANTEE_STATUSES = ['pending', 'accepted', 'declined'] as const;
export type GuaranteeStatus = (typeof GUARANTEE_STATUSES)[number];

/**
 * How a loan's money moves: cash handed over by a treasurer, or M-Pesa (B2C to the borrower's
 * phone, STK push from it), each confirmed by Safaricom.
 */
export const LOAN_MONEY_METHODS = ['cash', 'mpesa'] as const;
export type LoanMoneyMethod = (typeof LOAN_MONEY_METHODS)[number];

/** The loan book's tabs. */
export const LOAN_BOOK_VIEWS = ['applications', 'active', 'late', 'closed'] as const;
export type LoanBookView = (typeof LOAN_BOOK_VIEWS)[number];

export const LOAN_PURPOSE_MAX = 500;

/**
 * POST /api/groups/:id/loans: the application. `accepted_total_repayable` is the total the
 * member saw in the schedule before confirming: the loan is refused if the group's rules changed
 * it since.
 */
export const applyLoanSchema = z.strictObject({
  amount: moneyField('loanAmountInvalid', 'loanAmountInvalid'),
  term_months: z
    .number({ error: 'loanTermInvalid' })
    .int({ error: 'loanTermInvalid' })
    .min(1, { error: 'loanTermInvalid' })
    .max(SAVINGS_FUND_LIMITS.maxTermMonths, { error: 'loanTermInvalid' }),
  purpose: z
    .string({ error: 'loanPurposeRequired' })
    .trim()
    .min(1, { error: 'loanPurposeRequired' })
    .max(LOAN_PURPOSE_MAX, { error: 'invalidValue' }),
  guarantor_ids: z
    .array(z.string({ error: 'invalidValue' }).min(1).max(36), { error: 'invalidValue' })
    .max(SAVINGS_FUND_LIMITS.maxGuarantors, { error: 'guarantorsInvalid' }),
  accepted_total_repayable: amountOrZeroField('loanAmountInvalid'),
});
export type ApplyLoanInput = z.input<typeof applyLoanSchema>;
export type ApplyLoan = z.output<typeof applyLoanSchema>;

/** POST /api/loans/:id/guarantee: the asked guarantor accepts or declines. */
export const guaranteeDecisionSchema = z.strictObject({
  accept: z.boolean({ error: 'invalidValue' }),
});
export type GuaranteeDecision = z.output<typeof guaranteeDecisionSchema>;

/**
 * POST /api/loans/:id/disburse: cash handed over (the default), or the amount sent to the
 * borrower's phone by M-Pesa B2C (`phone_number`, or their registered Kenyan number).
 */
export const disburseLoanSchema = z.strictObject({
  method: z.enum(LOAN_MONEY_METHODS, { error: 'invalidValue' }).default('cash'),
  phone_number: kenyanPhoneField.optional(),
});
export type DisburseLoanInput = z.input<typeof disburseLoanSchema>;

/** POST /api/loans/:id/repayments: cash received by a treasurer or admin. */
export const loanRepaymentSchema = z.strictObject({
  amount: moneyField('loanAmountInvalid', 'loanAmountInvalid'),
});
export type LoanRepaymentInput = z.input<typeof loanRepaymentSchema>;

/** GET /api/groups/:id/loans: one tab of the loan book, newest first, by pages. */
export const loanBookQuerySchema = z.strictObject({
  view: z.enum(LOAN_BOOK_VIEWS, { error: 'invalidValue' }).default('applications'),
  /** The last loan's id of the page before: ids are time-ordered. */
  cursor: z
    .string({ error: 'invalidValue' })
    .regex(/^[0-9a-f-]{36}$/i, { error: 'invalidValue' })
    .optional(),
});
export type LoanBookQuery = z.output<typeof loanBookQuerySchema>;

export const loanGuarantorDtoSchema = z.strictObject({
  user_id: z.string(),
  user_name: z.string(),
  status: z.enum(GUARANTEE_STATUSES),
  decided_at: z.string().nullable(),
});
export type LoanGuarantorDto = z.output<typeof loanGuarantorDtoSchema>;

export const loanDtoSchema = z.strictObject({
  id: z.string(),
  group_id: z.string(),
  user_id: z.string(),
  user_name: z.string(),
  amount: z.string(),
  currency: z.string(),
  term_months: z.number(),
  interest_method: z.enum(LOAN_INTEREST_METHODS),
  monthly_rate: z.string(),
  purpose: z.string(),
  status: z.enum(LOAN_STATUSES),
  next_step: z.enum(LOAN_NEXT_STEPS).nullable(),
  total_interest: z.string(),
  total_repayable: z.string(),
  /** The late fines its instalments got (the group's late fine, once each). */
  penalties: z.string(),
  /** Principal, interest and late fines repaid so far. */
  repaid: z.string(),
  /** What is left to repay: total_repayable + penalties − repaid. */
  outstanding: z.string(),
  /** An instalment is past its due date and not fully repaid. */
  late: z.boolean(),
  /** The next instalment's due date (YYYY-MM-DD) while the loan is active. */
  next_due_date: z.string().nullable(),
  guarantors: z.array(loanGuarantorDtoSchema),
  treasurer_approved_by_name: z.string().nullable(),
  approved_by_name: z.string().nullable(),
  rejection_reason: z.string().nullable(),
  /** The member who borrowed it, when a guarantor took it over. */
  taken_over_from_name: z.string().nullable(),
  created_at: z.string(),
  disbursed_at: z.string().nullable(),
  /** How the money was handed over, once it was; and Safaricom's receipt for M-Pesa. */
  disbursement_method: z.enum(LOAN_MONEY_METHODS).nullable(),
  disbursement_receipt: z.string().nullable(),
  closed_at: z.string().nullable(),
});
export type LoanDto = z.output<typeof loanDtoSchema>;

export const INSTALMENT_STATUSES = ['paid', 'late', 'due', 'upcoming'] as const;
export type InstalmentStatus = (typeof INSTALMENT_STATUSES)[number];

export const loanInstalmentDtoSchema = z.strictObject({
  number: z.number(),
  /** Null until the loan is disbursed: the schedule's months run from that day. */
  due_date: z.string().nullable(),
  principal: z.string(),
  interest: z.string(),
  amount: z.string(),
  /** The group's late fine, once the instalment was unpaid past its due date and the grace. */
  penalty: z.string(),
  /** What of the amount and the penalty is repaid. */
  paid: z.string(),
  status: z.enum(INSTALMENT_STATUSES),
});
export type LoanInstalmentDto = z.output<typeof loanInstalmentDtoSchema>;

export const loanRepaymentDtoSchema = z.strictObject({
  id: z.string(),
  amount: z.string(),
  penalty_part: z.string(),
  interest_part: z.string(),
  principal_part: z.string(),
  method: z.enum(LOAN_MONEY_METHODS),
  /** Safaricom's receipt of a repayment by M-Pesa. */
  receipt_number: z.string().nullable(),
  recorded_by_name: z.string(),
  created_at: z.string(),
});
export type LoanRepaymentDto = z.output<typeof loanRepaymentDtoSchema>;

/** GET /api/loans/:id and the answer of every change to a loan. */
export const loanDetailSchema = z.strictObject({
  loan: loanDtoSchema,
  instalments: z.array(loanInstalmentDtoSchema),
  repayments: z.array(loanRepaymentDtoSchema),
  /** What the caller may do now; the API checks each again. */
  can: z.strictObject({
    guarantee: z.boolean(),
    approve: z.boolean(),
    reject: z.boolean(),
    disburse: z.boolean(),
    repay: z.boolean(),
    cancel: z.boolean(),
    take_over: z.boolean(),
  }),
  /**
   * For those who handle the group's money, while the loan waits for its money or after it was
   * sent by M-Pesa: whether M-Pesa can send it (set up here, a loan in KES), the borrower's
   * registered Kenyan number to send it to, and the last B2C request, to follow it. Null for
   * anyone else.
   */
  mpesa_disbursement: z
    .strictObject({
      available: z.boolean(),
      phone_number: z.string().nullable(),
      latest: mpesaPayoutDtoSchema.nullable(),
    })
    .nullable(),
});
export type LoanDetail = z.output<typeof loanDetailSchema>;

export const loanBookPageSchema = z.strictObject({
  view: z.enum(LOAN_BOOK_VIEWS),
  loans: z.array(loanDtoSchema),
  next_cursor: z.string().nullable(),
  counts: z.strictObject({
    applications: z.number(),
    active: z.number(),
    late: z.number(),
    closed: z.number(),
  }),
});
export type LoanBookPage = z.output<typeof loanBookPageSchema>;

/** GET /api/groups/:id/my-loans: the caller's loans, and those they were asked to guarantee. */
export const myLoansSchema = z.strictObject({
  loans: z.array(loanDtoSchema),
  guarantees: z.array(loanDtoSchema),
});
export type MyLoans = z.output<typeof myLoansSchema>;
