import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GroupActivityDto } from '@tontine/contracts';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/groups/:id/activity: the group's feed, for its members and super admins. */
export function getGroupActivity(id: string, signal?: AbortSignal): Promise<GroupActivityDto[]> {
  return apiRequest<GroupActivityDto[]>(`/groups/${encodeURIComponent(id)}/activity`, { signal });
}

export function groupActivityQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.groupActivity(id),
    queryFn: ({ signal }) => getGroupActivity(id, signal),
  });
}

export function useGroupActivity(id: string, enabled = true) {
  return useQuery({ ...groupActivityQueryOptions(id), enabled });
}
