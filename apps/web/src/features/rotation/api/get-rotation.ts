import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RotationDto } from '@tontine/contracts';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/groups/:id/rotation: the queue, its order method and every cycle's member states. */
export function getRotation(groupId: string, signal?: AbortSignal): Promise<RotationDto> {
  return apiRequest<RotationDto>(`/groups/${encodeURIComponent(groupId)}/rotation`, { signal });
}

/** The shared key: the payments tab and this feature read and refresh one cached rotation. */
export function rotationQueryOptions(groupId: string) {
  return queryOptions({
    queryKey: queryKeys.groupRotation(groupId),
    queryFn: ({ signal }) => getRotation(groupId, signal),
  });
}

export function useRotation(groupId: string, enabled = true) {
  return useQuery({ ...rotationQueryOptions(groupId), enabled });
}
