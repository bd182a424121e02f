import type { LoanDetail } from '@tontine/contracts';
import { apiRequest } from '../../../lib/api-client';
import { useLoanMutation, type LoanTarget } from './use-loan-mutation';

/**
 * POST /api/loans/:id/disburse (admins, treasurers): the cash is handed to the member, if the
 * fund holds it at that moment; the schedule is dated from today.
 */
export function disburseLoan({ loanId }: LoanTarget): Promise<LoanDetail> {
  return apiRequest<LoanDetail>(`/loans/${encodeURIComponent(loanId)}/disburse`, {
    method: 'POST',
  });
}

export function useDisburseLoan() {
  return useLoanMutation(disburseLoan);
}
