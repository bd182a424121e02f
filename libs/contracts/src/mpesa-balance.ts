import { z } from 'zod';

/**
 * The platform's M-Pesa float: what Safaricom's Account Balance API answers for each of the
 * platform's shortcodes (the paybill that collects, the B2C shortcode that pays out). Daraja
 * acknowledges the query at once and posts the balance later, so a query is pending until that
 * answer (or Safaricom's queue timeout) arrives.
 */

/** What a shortcode is for: collecting (the paybill, MPESA_SHORTCODE) or paying out (B2C). */
export const MPESA_SHORTCODE_PURPOSES = ['paybill', 'b2c'] as const;
export type MpesaShortcodePurpose = (typeof MPESA_SHORTCODE_PURPOSES)[number];

export const MPESA_BALANCE_STATES = ['pending', 'answered', 'failed'] as const;
export type MpesaBalanceState = (typeof MPESA_BALANCE_STATES)[number];

/**
 * One account of a shortcode as Safaricom lists it (`Working Account`, `Utility Account`…):
 * amounts are exact decimal strings, negative where the account is (a charges account).
 */
export const mpesaBalanceAccountSchema = z.strictObject({
  name: z.string(),
  currency: z.string(),
  available: z.string(),
  /** The figures Safaricom gives after the available one, when it gives them. */
  uncleared: z.string().nullable(),
  reserved: z.string().nullable(),
  unreserved: z.string().nullable(),
});
export type MpesaBalanceAccount = z.output<typeof mpesaBalanceAccountSchema>;

export const mpesaBalanceQueryDtoSchema = z.strictObject({
  id: z.string(),
  state: z.enum(MPESA_BALANCE_STATES),
  /** The operator who asked (their username; empty once the account is gone). */
  requested_by: z.string(),
  requested_at: z.string(),
  /** When Safaricom's answer (or its failure) arrived. */
  answered_at: z.string().nullable(),
  /** The time of the balance on Safaricom's side (BOCompletedTime), when it says. */
  balance_at: z.string().nullable(),
  /** Safaricom's result code (`0`, `2001`, `SFC_IC0003`…), once it answered. */
  result_code: z.string().nullable(),
  result_description: z.string().nullable(),
  /** Empty unless answered. */
  accounts: z.array(mpesaBalanceAccountSchema),
});
export type MpesaBalanceQueryDto = z.output<typeof mpesaBalanceQueryDtoSchema>;

/** GET and POST /api/superadmin/mpesa/balance: each configured shortcode's float. */
export const mpesaFloatBalanceSchema = z.strictObject({
  shortcodes: z.array(
    z.strictObject({
      shortcode: z.string(),
      /** Both when one shortcode collects and pays out. */
      purposes: z.array(z.enum(MPESA_SHORTCODE_PURPOSES)),
      /** The last balance Safaricom answered. */
      latest: mpesaBalanceQueryDtoSchema.nullable(),
      /** The last query asked, answered or not: the one the console follows after a refresh. */
      last_query: mpesaBalanceQueryDtoSchema.nullable(),
    }),
  ),
});
export type MpesaFloatBalance = z.output<typeof mpesaFloatBalanceSchema>;
