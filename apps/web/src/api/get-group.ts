import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GroupDetailDto } from '@tontine/contracts';
import { apiRequest } from '../lib/api-client';
import { queryKeys } from '../lib/query-keys';

/**
 * GET /api/groups/:id: members, code and admin phone only for the group's members. Read by the
 * group page and by the chat (its subtitle and desktop notifications) under one key, so coming
 * from the group page to its chat costs no second call.
 */
export function getGroup(id: string, signal?: AbortSignal): Promise<GroupDetailDto> {
  return apiRequest<GroupDetailDto>(`/groups/${encodeURIComponent(id)}`, { signal });
}

export function groupQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.group(id),
    queryFn: ({ signal }) => getGroup(id, signal),
  });
}

export function useGroup(id: string) {
  return useQuery(groupQueryOptions(id));
}
