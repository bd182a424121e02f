import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GroupFines } from '@tontine/contracts';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * GET /api/groups/:id/fines, newest cycle first, with the group's fund: a member receives their
 * own fines, the group's admins every member's (`can_manage`).
 */
export function getGroupFines(groupId: string, signal?: AbortSignal): Promise<GroupFines> {
  return apiRequest<GroupFines>(`/groups/${encodeURIComponent(groupId)}/fines`, { signal });
}

export function groupFinesQueryOptions(groupId: string) {
  return queryOptions({
    queryKey: queryKeys.groupFines(groupId),
    queryFn: ({ signal }) => getGroupFines(groupId, signal),
  });
}

export function useGroupFines(groupId: string) {
  return useQuery(groupFinesQueryOptions(groupId));
}
