import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GroupStandings } from '@tontine/contracts';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * GET /api/groups/:id/standings: the standings of the group's active members and of the people
 * whose join request waits. For the group's admins only (GROUP_ADMIN_REQUIRED otherwise).
 */
export function getGroupStandings(groupId: string, signal?: AbortSignal): Promise<GroupStandings> {
  return apiRequest<GroupStandings>(`/groups/${encodeURIComponent(groupId)}/standings`, {
    signal,
  });
}

export function groupStandingsQueryOptions(groupId: string) {
  return queryOptions({
    queryKey: queryKeys.groupStandings(groupId),
    queryFn: ({ signal }) => getGroupStandings(groupId, signal),
    // What moves a score (a payment approved, a fine settled, a request decided) invalidates
    // everything under `groups`; otherwise a badge mounting later (the members tab opened
    // after the requests panel) reads the page's answer instead of asking again.
    staleTime: 5 * 60_000,
  });
}

/** One request per group, whichever badges (members, requests) read it. */
export function useGroupStandings(groupId: string) {
  return useQuery(groupStandingsQueryOptions(groupId));
}
