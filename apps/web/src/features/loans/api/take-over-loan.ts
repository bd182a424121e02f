import type { LoanDetail } from '@tontine/contracts';
import { apiRequest } from '../../../lib/api-client';
import { useLoanMutation, type LoanTarget } from './use-loan-mutation';

/**
 * POST /api/loans/:id/take-over: a guarantor who accepted takes an active loan over as it
 * stands, theirs to repay from then on.
 */
export function takeOverLoan({ loanId }: LoanTarget): Promise<LoanDetail> {
  return apiRequest<LoanDetail>(`/loans/${encodeURIComponent(loanId)}/take-over`, {
    method: 'POST',
  });
}

export function useTakeOverLoan() {
  return useLoanMutation(takeOverLoan);
}
