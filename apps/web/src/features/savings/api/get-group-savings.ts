import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GroupSavings } from '@tontine/contracts';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * GET /api/groups/:id/savings: the fund's rules and figures, the reader's own savings, what they
 * still owe this cycle and may borrow, and the savings (every member's for the admins and
 * treasurers, `can_manage`; the reader's own otherwise).
 */
export function getGroupSavings(groupId: string, signal?: AbortSignal): Promise<GroupSavings> {
  return apiRequest<GroupSavings>(`/groups/${encodeURIComponent(groupId)}/savings`, { signal });
}

export function groupSavingsQueryOptions(groupId: string) {
  return queryOptions({
    queryKey: queryKeys.groupSavings(groupId),
    queryFn: ({ signal }) => getGroupSavings(groupId, signal),
  });
}

export function useGroupSavings(groupId: string) {
  return useQuery(groupSavingsQueryOptions(groupId));
}
