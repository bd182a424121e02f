import type { MpesaFailureReason } from '@tontine/contracts';

/** Safaricom's result code for a transaction that went through. */
export const MPESA_SUCCESS = 0;

/**
 * Why an STK push did not pay, from Safaricom's published result codes; a code not listed is
 * a refusal the payer cannot act on but by trying again.
 */
const REASONS: ReadonlyMap<number, MpesaFailureReason> = new Map([
  [1, 'insufficient_funds'],
  [1032, 'cancelled'],
  [1037, 'timed_out'],
  [1019, 'timed_out'],
  [2001, 'wrong_pin'],
  [1001, 'busy'],
]);

export function failureReasonOf(resultCode: number): MpesaFailureReason {
  return REASONS.get(resultCode) ?? 'declined';
}
