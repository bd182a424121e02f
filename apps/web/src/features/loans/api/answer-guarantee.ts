import type { LoanDetail } from '@tontine/contracts';
import { apiRequest } from '../../../lib/api-client';
import { useLoanMutation, type LoanTarget } from './use-loan-mutation';

export interface AnswerGuaranteeInput extends LoanTarget {
  accept: boolean;
}

/**
 * POST /api/loans/:id/guarantee with `{ accept }`, by an asked guarantor while the loan waits for
 * its guarantors: one refusal ends the application; once all accept, it waits for approval.
 */
export function answerGuarantee({ loanId, accept }: AnswerGuaranteeInput): Promise<LoanDetail> {
  return apiRequest<LoanDetail>(`/loans/${encodeURIComponent(loanId)}/guarantee`, {
    method: 'POST',
    body: { accept },
  });
}

export function useAnswerGuarantee() {
  return useLoanMutation(answerGuarantee);
}
