import type { LoanDetail } from '@tontine/contracts';
import { apiRequest } from '../../../lib/api-client';
import { useLoanMutation, type LoanTarget } from './use-loan-mutation';

/** POST /api/loans/:id/cancel: its member withdraws the application, until the disbursement. */
export function cancelLoan({ loanId }: LoanTarget): Promise<LoanDetail> {
  return apiRequest<LoanDetail>(`/loans/${encodeURIComponent(loanId)}/cancel`, {
    method: 'POST',
  });
}

export function useCancelLoan() {
  return useLoanMutation(cancelLoan);
}
