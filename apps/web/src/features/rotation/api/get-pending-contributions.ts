import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContributionDto } from '@tontine/contracts';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/groups/:id/contributions: every contribution of the group for its admins. */
export function getContributions(
  groupId: string,
  signal?: AbortSignal,
): Promise<ContributionDto[]> {
  return apiRequest<ContributionDto[]>(`/groups/${encodeURIComponent(groupId)}/contributions`, {
    signal,
  });
}

export function contributionsQueryOptions(groupId: string) {
  return queryOptions({
    queryKey: queryKeys.groupContributions(groupId),
    queryFn: ({ signal }) => getContributions(groupId, signal),
  });
}

/** The API answers newest first; the queue shows the oldest first, as they should be decided. */
function pendingOldestFirst(contributions: ContributionDto[]): ContributionDto[] {
  return contributions.filter((c) => c.status === 'pending').reverse();
}

/** The admin's validation queue: the group's contributions still waiting for a decision. */
export function usePendingContributions(groupId: string, enabled = true) {
  return useQuery({ ...contributionsQueryOptions(groupId), select: pendingOldestFirst, enabled });
}
