import type { MpesaPayoutFailureReason } from '@tontine/contracts';

/** What a payout's queue timeout is recorded as, beside Safaricom's own result codes. */
export const QUEUE_TIMEOUT = 'timeout';

/**
 * Why a B2C payment did not pay, from Safaricom's published B2C result codes; a code not listed
 * is a refusal that the admin can only retry.
 */
const REASONS: ReadonlyMap<string, MpesaPayoutFailureReason> = new Map([
  ['1', 'insufficient_float'],
  ['2', 'limit'],
  ['3', 'limit'],
  ['4', 'limit'],
  ['8', 'limit'],
  ['11', 'wrong_number'],
  ['2040', 'wrong_number'],
  ['SFC_IC0003', 'wrong_number'],
  ['2001', 'configuration'],
  ['2028', 'configuration'],
  ['8006', 'configuration'],
  [QUEUE_TIMEOUT, 'timed_out'],
]);

export function payoutFailureReasonOf(resultCode: string | null): MpesaPayoutFailureReason {
  return (resultCode && REASONS.get(resultCode)) || 'declined';
}
