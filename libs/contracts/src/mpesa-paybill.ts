import { z } from 'zod';
import { MPESA_FAILURE_REASONS, MPESA_PAYMENT_STATUSES } from './mpesa.js';

/**
 * Paybill (C2B): a member pays from the M-Pesa menu to the platform's paybill, typing the
 * account number their group page shows; the payment is matched to them once Safaricom confirms
 * it. One that matches nobody waits in the operators' suspense queue.
 */

/** A paybill payment's life: confirmed with Safaricom, then matched, or held for an operator. */
export const MPESA_PAYBILL_STATUSES = [
  'confirming',
  'matched',
  'suspense',
  'assigned',
  'refunded',
] as const;
export type MpesaPaybillStatus = (typeof MPESA_PAYBILL_STATUSES)[number];

/** Why a paybill payment waits for an operator. */
export const MPESA_SUSPENSE_REASONS = [
  'unknown_reference',
  'amount_exceeds_due',
  'nothing_due',
  'not_payable',
] as const;
export type MpesaSuspenseReason = (typeof MPESA_SUSPENSE_REASONS)[number];

/** GET /api/groups/:id/mpesa: what the caller types in the M-Pesa menu for this group. */
export const mpesaAccountDtoSchema = z.strictObject({
  paybill: z.string(),
  /** Nine digits, the last a check digit: a typo is refused, never paid to someone else. */
  account_reference: z.string(),
});
export type MpesaAccountDto = z.infer<typeof mpesaAccountDtoSchema>;

export const consoleMpesaPushRowSchema = z.strictObject({
  id: z.string(),
  user_name: z.string(),
  group_name: z.string(),
  cycle_number: z.number().int(),
  amount: z.string(),
  phone_number: z.string(),
  status: z.enum(MPESA_PAYMENT_STATUSES),
  failure_reason: z.enum(MPESA_FAILURE_REASONS).nullable(),
  receipt_number: z.string().nullable(),
  created_at: z.string(),
});
export type ConsoleMpesaPushRow = z.output<typeof consoleMpesaPushRowSchema>;

export const consoleMpesaPaybillRowSchema = z.strictObject({
  id: z.string(),
  /** Safaricom's receipt (TransID). */
  receipt_number: z.string(),
  amount: z.string(),
  /** What the payer typed as the account number. */
  bill_ref_number: z.string(),
  /** The payer's number as Safaricom shows it (masked: `2547****149`). */
  msisdn: z.string(),
  payer_name: z.string(),
  status: z.enum(MPESA_PAYBILL_STATUSES),
  suspense_reason: z.enum(MPESA_SUSPENSE_REASONS).nullable(),
  /** The member and group it was matched or assigned to. */
  user_name: z.string().nullable(),
  group_name: z.string().nullable(),
  cycle_number: z.number().int().nullable(),
  /** The operator's note of an assignment or a refund. */
  resolution_note: z.string().nullable(),
  received_at: z.string(),
});
export type ConsoleMpesaPaybillRow = z.output<typeof consoleMpesaPaybillRowSchema>;

/**
 * POST /api/superadmin/mpesa/paybill/:id/assign: the payment goes to the member and group the
 * account number names (the one the payer meant), for what that member owes.
 */
export const mpesaAssignSchema = z.strictObject({
  account_reference: z
    .string({ error: 'invalidValue' })
    .trim()
    .min(1, { error: 'invalidValue' })
    .max(20, { error: 'invalidValue' }),
  note: z.string({ error: 'invalidValue' }).trim().max(500, { error: 'invalidValue' }).optional(),
});
export type MpesaAssignInput = z.input<typeof mpesaAssignSchema>;

/**
 * POST /api/superadmin/mpesa/paybill/:id/refund: the operator sent the money back from the
 * M-Pesa business portal (a reversal), and records it here with its reference.
 */
export const mpesaRefundSchema = z.strictObject({
  note: z
    .string({ error: 'invalidValue' })
    .trim()
    .min(3, { error: 'invalidValue' })
    .max(500, { error: 'invalidValue' }),
});
export type MpesaRefundInput = z.input<typeof mpesaRefundSchema>;
