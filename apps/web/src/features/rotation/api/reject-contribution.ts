import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContributionDto } from '@tontine/contracts';
import { apiRequest } from '../../../lib/api-client';
import { invalidateRotationQueries } from './invalidate-rotation-queries';

export interface RejectContributionInput {
  groupId: string;
  contributionId: string;
  /** Required: the member reads it in their history. */
  reason: string;
}

/** POST /api/contributions/:id/reject with `{ reason }`. */
export function rejectContribution({
  contributionId,
  reason,
}: RejectContributionInput): Promise<ContributionDto> {
  return apiRequest<ContributionDto>(
    `/contributions/${encodeURIComponent(contributionId)}/reject`,
    { method: 'POST', body: { reason } },
  );
}

/** Refreshes on failure too: a 409 means another admin decided, and the queue is stale. */
export function useRejectContribution() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectContribution,
    onSettled: (_data, _error, { groupId }) => invalidateRotationQueries(queryClient, groupId),
  });
}
