import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContributionDto } from '@tontine/contracts';
import { apiRequest } from '../lib/api-client';
import { queryKeys } from '../lib/query-keys';

/**
 * GET /api/groups/:id/contributions, newest first: a member receives their own contributions,
 * an admin every contribution of the group (the validation queue reads those).
 */
export function getGroupContributions(
  id: string,
  signal?: AbortSignal,
): Promise<ContributionDto[]> {
  return apiRequest<ContributionDto[]>(`/groups/${encodeURIComponent(id)}/contributions`, {
    signal,
  });
}

export function groupContributionsQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.groupContributions(id),
    queryFn: ({ signal }) => getGroupContributions(id, signal),
  });
}

export function useGroupContributions(id: string, enabled = true) {
  return useQuery({ ...groupContributionsQueryOptions(id), enabled });
}
