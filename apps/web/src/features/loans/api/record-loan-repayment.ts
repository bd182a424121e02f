import type { LoanDetail } from '@tontine/contracts';
import { apiRequest } from '../../../lib/api-client';
import { useLoanMutation, type LoanTarget } from './use-loan-mutation';

export interface RecordLoanRepaymentInput extends LoanTarget {
  /** A decimal string ('1020.07'), at most what is left to repay. */
  amount: string;
  /** One per submission, the same for its retries: a retried click records once. */
  idempotencyKey: string;
}

/**
 * POST /api/loans/:id/repayments with `{ amount }` (admins, treasurers): cash received, applied
 * to the oldest instalment's interest, then its principal, then the next; the last shilling
 * closes the loan.
 */
export function recordLoanRepayment({
  loanId,
  amount,
  idempotencyKey,
}: RecordLoanRepaymentInput): Promise<LoanDetail> {
  return apiRequest<LoanDetail>(`/loans/${encodeURIComponent(loanId)}/repayments`, {
    method: 'POST',
    body: { amount },
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function useRecordLoanRepayment() {
  return useLoanMutation(recordLoanRepayment);
}
