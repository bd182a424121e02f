import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContributionDto } from '@tontine/contracts';
import { apiRequest } from '../../../lib/api-client';
import { invalidateRotationQueries } from './invalidate-rotation-queries';

export interface ApproveContributionInput {
  groupId: string;
  contributionId: string;
}

/** POST /api/contributions/:id/approve: final; a second decision answers 409. */
export function approveContribution({
  contributionId,
}: ApproveContributionInput): Promise<ContributionDto> {
  return apiRequest<ContributionDto>(
    `/contributions/${encodeURIComponent(contributionId)}/approve`,
    { method: 'POST' },
  );
}

/** Refreshes on failure too: a 409 means another admin decided, and the queue is stale. */
export function useApproveContribution() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveContribution,
    onSettled: (_data, _error, { groupId }) => invalidateRotationQueries(queryClient, groupId),
  });
}
