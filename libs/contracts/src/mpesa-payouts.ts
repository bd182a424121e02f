import { z } from 'zod';
import { MPESA_CURRENCY } from './mpesa.js';

/**
 * Money sent to a member's phone through M-Pesa (B2C): a cycle's pot to its beneficiary, or a
 * loan to its borrower. A payout is paid only when Safaricom's result, confirmed by its
 * Transaction Status, says so; a failure leaves the cycle unpaid (the loan undisbursed) with the
 * reason, and the admin may send it again.
 */

export const MPESA_PAYOUT_STATUSES = ['pending', 'paid', 'failed'] as const;
export type MpesaPayoutStatus = (typeof MPESA_PAYOUT_STATUSES)[number];

/** Why Safaricom did not carry out a payout, from its B2C result codes. */
export const MPESA_PAYOUT_FAILURE_REASONS = [
  'insufficient_float',
  'limit',
  'wrong_number',
  'configuration',
  'timed_out',
  'declined',
] as const;
export type MpesaPayoutFailureReason = (typeof MPESA_PAYOUT_FAILURE_REASONS)[number];

/** The reasons in French, as the audit trail and the logs keep them. */
export const MPESA_PAYOUT_FAILURE_REASONS_FR: Record<MpesaPayoutFailureReason, string> = {
  insufficient_float: 'le compte M-Pesa de la plateforme n’avait pas assez de fonds',
  limit: 'le montant dépasse une limite de M-Pesa',
  wrong_number: 'ce numéro ne peut pas recevoir d’argent M-Pesa',
  configuration: 'les identifiants M-Pesa de la plateforme ont été refusés',
  timed_out: 'M-Pesa n’a pas traité la demande à temps',
  declined: 'M-Pesa a refusé la transaction',
};

export const mpesaPayoutDtoSchema = z.strictObject({
  id: z.string(),
  group_id: z.string(),
  /** The cycle whose pot it carries; null for a loan. */
  cycle_number: z.number().int().nullable(),
  /** The loan it disburses; null for a pot. */
  loan_id: z.string().nullable(),
  beneficiary_id: z.string(),
  beneficiary_name: z.string(),
  status: z.enum(MPESA_PAYOUT_STATUSES),
  failure_reason: z.enum(MPESA_PAYOUT_FAILURE_REASONS).nullable(),
  /** Whole shillings ("12000.00"). */
  amount: z.string(),
  currency: z.literal(MPESA_CURRENCY),
  /** The MSISDN the pot goes to (`2547…`). */
  phone_number: z.string(),
  /** Safaricom's receipt, once paid. */
  receipt_number: z.string().nullable(),
  /** The payout recorded for the cycle, once paid (null for a loan). */
  payout_id: z.string().nullable(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
});
export type MpesaPayoutDto = z.output<typeof mpesaPayoutDtoSchema>;

/**
 * GET /api/groups/:id/mpesa/payout: what the admin's confirmation shows before sending the pot
 * of the current cycle (the beneficiary, their registered Kenyan number if they have one, the
 * pot), and the last M-Pesa payout of that cycle, to follow it.
 */
export const mpesaPayoutOfferSchema = z.strictObject({
  available: z.boolean(),
  cycle_number: z.number().int(),
  beneficiary_id: z.string().nullable(),
  beneficiary_name: z.string().nullable(),
  /** The beneficiary's registered number as an MSISDN, when it is a Kenyan mobile number. */
  phone_number: z.string().nullable(),
  /** The approved money of the cycle: what would be sent. */
  amount: z.string(),
  latest: mpesaPayoutDtoSchema.nullable(),
});
export type MpesaPayoutOffer = z.output<typeof mpesaPayoutOfferSchema>;

/** GET /api/superadmin/mpesa/payouts: one pot sent by M-Pesa, as the console lists it. */
export const consoleMpesaPayoutRowSchema = z.strictObject({
  id: z.string(),
  beneficiary_name: z.string(),
  group_name: z.string(),
  /** The cycle whose pot it carries; null for a loan. */
  cycle_number: z.number().int().nullable(),
  /** The loan it disburses; null for a pot. */
  loan_id: z.string().nullable(),
  amount: z.string(),
  phone_number: z.string(),
  status: z.enum(MPESA_PAYOUT_STATUSES),
  failure_reason: z.enum(MPESA_PAYOUT_FAILURE_REASONS).nullable(),
  receipt_number: z.string().nullable(),
  created_at: z.string(),
});
export type ConsoleMpesaPayoutRow = z.output<typeof consoleMpesaPayoutRowSchema>;
