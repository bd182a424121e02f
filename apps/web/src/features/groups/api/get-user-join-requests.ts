import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JoinRequestDto } from '@tontine/contracts';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** A request of the caller: the owner also sees the still-valid temporary code. */
export type MyJoinRequestDto = JoinRequestDto;

/** GET /api/users/:id/join-requests: the user's requests, newest first. */
export function getUserJoinRequests(
  userId: string,
  signal?: AbortSignal,
): Promise<MyJoinRequestDto[]> {
  return apiRequest<MyJoinRequestDto[]>(`/users/${encodeURIComponent(userId)}/join-requests`, {
    signal,
  });
}

export function userJoinRequestsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: queryKeys.userJoinRequests(userId),
    queryFn: ({ signal }) => getUserJoinRequests(userId, signal),
  });
}

export function useUserJoinRequests(userId: string) {
  return useQuery(userJoinRequestsQueryOptions(userId));
}
