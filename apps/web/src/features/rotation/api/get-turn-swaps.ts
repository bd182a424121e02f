import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { GroupTurnSwaps } from '@tontine/contracts';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * GET /api/groups/:id/turn-swaps, newest first: a member receives the swaps they proposed or
 * were asked for, the group's admins every swap (`can_decide`).
 */
export function getGroupTurnSwaps(groupId: string, signal?: AbortSignal): Promise<GroupTurnSwaps> {
  return apiRequest<GroupTurnSwaps>(`/groups/${encodeURIComponent(groupId)}/turn-swaps`, {
    signal,
  });
}

export function groupTurnSwapsQueryOptions(groupId: string) {
  return queryOptions({
    queryKey: queryKeys.groupTurnSwaps(groupId),
    queryFn: ({ signal }) => getGroupTurnSwaps(groupId, signal),
  });
}

/** Read only once the queue is written: before that no turn can be swapped. */
export function useGroupTurnSwaps(groupId: string, enabled = true) {
  return useQuery({ ...groupTurnSwapsQueryOptions(groupId), enabled });
}

/**
 * Every step on a swap may move the queue (an approval) or find it moved (a payout overtook
 * the swap, another admin decided first): the swaps and the rotation are read again, on a
 * refusal too.
 */
export function invalidateTurnSwapQueries(queryClient: QueryClient, groupId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.groupTurnSwaps(groupId) }),
    queryClient.invalidateQueries({ queryKey: queryKeys.groupRotation(groupId) }),
  ]).then(() => undefined);
}
