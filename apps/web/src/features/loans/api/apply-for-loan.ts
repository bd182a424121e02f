import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplyLoan, LoanDetail } from '@tontine/contracts';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { invalidateLoanQueries } from './invalidate-loan-queries';

export interface ApplyForLoanInput {
  groupId: string;
  /** With `accepted_total_repayable`: the schedule's total the member read before confirming. */
  body: ApplyLoan;
}

/**
 * POST /api/groups/:id/loans: the application, on the group's rules of the moment. The server
 * works the schedule out again and refuses it (409 LOAN_TERMS_CHANGED) when its total is no
 * longer the one the member accepted.
 */
export function applyForLoan({ groupId, body }: ApplyForLoanInput): Promise<LoanDetail> {
  return apiRequest<LoanDetail>(`/groups/${encodeURIComponent(groupId)}/loans`, {
    method: 'POST',
    body,
  });
}

/** Refreshes on failure too: a refusal may mean the rules or the limit changed meanwhile. */
export function useApplyForLoan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyForLoan,
    onSuccess: (detail) => queryClient.setQueryData(queryKeys.loan(detail.loan.id), detail),
    onSettled: (_data, _error, { groupId }) => invalidateLoanQueries(queryClient, groupId),
  });
}
