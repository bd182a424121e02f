import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RotationDto } from '@tontine/contracts';
import { apiRequest } from '../lib/api-client';
import { queryKeys } from '../lib/query-keys';

/**
 * GET /api/groups/:id/rotation: the queue, its order method and every cycle's member states,
 * for the group's members. One cached rotation for the payments tab, the members' states and
 * the rotation tools: a payment or a decision refreshes them all.
 */
export function getGroupRotation(id: string, signal?: AbortSignal): Promise<RotationDto> {
  return apiRequest<RotationDto>(`/groups/${encodeURIComponent(id)}/rotation`, { signal });
}

export function groupRotationQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.groupRotation(id),
    queryFn: ({ signal }) => getGroupRotation(id, signal),
  });
}

export function useGroupRotation(id: string, enabled = true) {
  return useQuery({ ...groupRotationQueryOptions(id), enabled });
}
