import Big from 'big.js';
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { z } from 'zod';
import { amountOrZeroField, moneyField } from './money.js';

/**
 * Contributions paid with M-Pesa (Safaricom's Daraja API): the member approves a push on their
 * phone (STK push); Safaricom's receipt, confirmed with Daraja, is the proof, so the
 * contribution counts without the admin's validation.
 */

/** The only currency M-Pesa moves. */
export const MPESA_CURRENCY = 'KES';

/**
 * Safaricom's limits for one customer payment, in whole shillings: a due above the maximum is
 * paid in several pushes.
 */
export const MPESA_MIN_AMOUNT = 1;
export const MPESA_MAX_AMOUNT = 250_000;

export const MPESA_PAYMENT_STATUSES = ['pending', 'paid', 'failed'] as const;
export type MpesaPaymentStatus = (typeof MPESA_PAYMENT_STATUSES)[number];

/** Why a push did not pay, from Safaricom's result code; shown to the payer in their language. */
export const MPESA_FAILURE_REASONS = [
  'cancelled',
  'wrong_pin',
  'insufficient_funds',
  'timed_out',
  'busy',
  'declined',
] as const;
export type MpesaFailureReason = (typeof MPESA_FAILURE_REASONS)[number];

/**
 * The reasons in French, as a notification stores its text (the clients render the reader's
 * language from the code, kept beside it as `reason_code`).
 */
export const MPESA_FAILURE_REASONS_FR: Record<MpesaFailureReason, string> = {
  cancelled: 'vous avez annulé la demande sur votre téléphone',
  wrong_pin: 'le code PIN M-Pesa saisi était erroné',
  insufficient_funds: 'le solde M-Pesa était insuffisant',
  timed_out: 'la demande a expiré sans réponse sur le téléphone',
  busy: 'une autre transaction M-Pesa était en cours sur ce téléphone',
  declined: 'M-Pesa a refusé la transaction',
};

/**
 * A Kenyan mobile number as M-Pesa names it (MSISDN `2547XXXXXXXX` or `2541XXXXXXXX`), from
 * any way a Kenyan types one: 0712 345 678, +254 712 345 678, 254712345678, 712345678.
 * Null when it is not a Kenyan mobile number.
 */
export function kenyanMsisdn(input: string): string | null {
  const phone = parsePhoneNumberFromString(input.trim(), 'KE');
  if (!phone || phone.country !== 'KE' || !phone.isValid()) return null;
  const national = String(phone.nationalNumber);
  return /^[17]\d{8}$/.test(national) ? `254${national}` : null;
}

/** `254712345678` → `0712 345 678`, the way it is read back to a Kenyan. */
export function displayMsisdn(msisdn: string): string {
  const national = msisdn.replace(/^254/, '0');
  return `${national.slice(0, 4)} ${national.slice(4, 7)} ${national.slice(7)}`;
}

/**
 * What one push asks for a due amount: M-Pesa moves whole shillings, so the cents of a due stay
 * due (paid in cash), never rounded up into money nobody owes; a due above Safaricom's maximum
 * is asked in several pushes. Null when less than one shilling is due.
 */
export function mpesaPushAmount(due: string): string | null {
  const whole = new Big(due).round(0, Big.roundDown);
  if (whole.lt(MPESA_MIN_AMOUNT)) return null;
  return (whole.gt(MPESA_MAX_AMOUNT) ? new Big(MPESA_MAX_AMOUNT) : whole).toFixed(2);
}

/** A Kenyan mobile number typed any way a Kenyan types one, read as its MSISDN. */
export const kenyanPhoneField = z
  .string({ error: 'mpesaPhoneInvalid' })
  .max(24, { error: 'mpesaPhoneInvalid' })
  .transform((v, ctx) => {
    const msisdn = kenyanMsisdn(v);
    if (msisdn) return msisdn;
    ctx.addIssue({ code: 'custom', message: 'mpesaPhoneInvalid' });
    return z.NEVER;
  });

/** POST /api/mpesa/payments: pay what is due for a cycle with an M-Pesa push. */
export const mpesaPaymentSchema = z
  .strictObject({
    group_id: z.string({ error: 'invalidValue' }).min(1, { error: 'invalidValue' }).max(36),
    /** Default: the member's registered number, when it is a Kenyan mobile number. */
    phone_number: kenyanPhoneField.optional(),
    cycle_number: z
      .number({ error: 'invalidValue' })
      .int()
      .min(1, { error: 'invalidValue' })
      .optional(),
    /** A late fine of the caller's in the group, paid whole instead of a contribution. */
    fine_id: z
      .string({ error: 'invalidValue' })
      .min(1, { error: 'invalidValue' })
      .max(36)
      .optional(),
    /** A saving into the group's fund instead: a fixed saving leaves `amount` out. */
    saving: z
      .strictObject(
        { amount: amountOrZeroField('savingAmountInvalid').optional() },
        { error: 'invalidValue' },
      )
      .optional(),
    /** A repayment of the caller's loan instead, in whole shillings. */
    loan_repayment: z
      .strictObject(
        {
          loan_id: z.string({ error: 'invalidValue' }).min(1, { error: 'invalidValue' }).max(36),
          amount: moneyField('loanAmountInvalid', 'loanAmountInvalid'),
        },
        { error: 'invalidValue' },
      )
      .optional(),
  })
  .superRefine((input, ctx) => {
    // One push pays one thing.
    const purposes = [input.fine_id, input.saving, input.loan_repayment].filter(Boolean).length;
    if (purposes > 1 || (purposes === 1 && input.cycle_number !== undefined))
      ctx.addIssue({ code: 'custom', path: ['fine_id'], message: 'invalidValue' });
  });
export type MpesaPaymentInput = z.input<typeof mpesaPaymentSchema>;

export const mpesaPaymentDtoSchema = z.strictObject({
  id: z.string(),
  group_id: z.string(),
  group_name: z.string(),
  cycle_number: z.number().int(),
  status: z.enum(MPESA_PAYMENT_STATUSES),
  failure_reason: z.enum(MPESA_FAILURE_REASONS).nullable(),
  /** Whole shillings ("1500.00"). */
  amount: z.string(),
  currency: z.literal(MPESA_CURRENCY),
  /** The MSISDN the push went to (`2547…`). */
  phone_number: z.string(),
  checkout_request_id: z.string(),
  /** Safaricom's receipt (`TK4S7XQ2PA`), once paid. */
  receipt_number: z.string().nullable(),
  /** The contribution it pays, or null when it pays something else. */
  contribution_id: z.string().nullable(),
  /** The late fine it pays, or null. */
  fine_id: z.string().nullable(),
  /** The saving into the group's fund it pays, or null. */
  saving_id: z.string().nullable(),
  /** The loan it repays, or null. */
  loan_id: z.string().nullable(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
});
export type MpesaPaymentDto = z.infer<typeof mpesaPaymentDtoSchema>;

/** GET /api/mpesa: whether this deployment collects through M-Pesa. */
export const mpesaAvailabilitySchema = z.strictObject({
  available: z.boolean(),
});
export type MpesaAvailability = z.infer<typeof mpesaAvailabilitySchema>;
