import type { LoanDetail } from '@tontine/contracts';
import { apiRequest } from '../../../lib/api-client';
import { useLoanMutation, type LoanTarget } from './use-loan-mutation';

export interface RejectLoanInput extends LoanTarget {
  /** Required: the member is told it. */
  reason: string;
}

/** POST /api/loans/:id/reject with `{ reason }` (admins, treasurers), before the disbursement. */
export function rejectLoan({ loanId, reason }: RejectLoanInput): Promise<LoanDetail> {
  return apiRequest<LoanDetail>(`/loans/${encodeURIComponent(loanId)}/reject`, {
    method: 'POST',
    body: { reason },
  });
}

export function useRejectLoan() {
  return useLoanMutation(rejectLoan);
}
