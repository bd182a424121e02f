import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JoinRequestDto } from '@tontine/contracts';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/groups/:id/join-requests: a list for the group's admins, newest first. */
export function getGroupJoinRequests(
  groupId: string,
  signal?: AbortSignal,
): Promise<JoinRequestDto[]> {
  return apiRequest<JoinRequestDto[]>(`/groups/${encodeURIComponent(groupId)}/join-requests`, {
    signal,
  });
}

export function groupJoinRequestsQueryOptions(groupId: string) {
  return queryOptions({
    queryKey: queryKeys.groupJoinRequests(groupId),
    queryFn: ({ signal }) => getGroupJoinRequests(groupId, signal),
  });
}

export function useGroupJoinRequests(groupId: string, enabled: boolean) {
  return useQuery({ ...groupJoinRequestsQueryOptions(groupId), enabled });
}
