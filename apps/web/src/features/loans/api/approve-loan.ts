import type { LoanDetail } from '@tontine/contracts';
import { apiRequest } from '../../../lib/api-client';
import { useLoanMutation, type LoanTarget } from './use-loan-mutation';

/**
 * POST /api/loans/:id/approve: by the group's rule, an admin alone, or a treasurer then an
 * admin. Nobody approves their own loan.
 */
export function approveLoan({ loanId }: LoanTarget): Promise<LoanDetail> {
  return apiRequest<LoanDetail>(`/loans/${encodeURIComponent(loanId)}/approve`, {
    method: 'POST',
  });
}

export function useApproveLoan() {
  return useLoanMutation(approveLoan);
}
