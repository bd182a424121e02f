import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestJoinResponse } from '@tontine/contracts';
import { apiRequest } from '../../../lib/api-client';
import { invalidateGroupQueries } from '../../../lib/invalidate-groups';

/** POST /api/groups/:id/request-join: joins a public group, or asks to join a private one. */
export function requestJoin(groupId: string): Promise<RequestJoinResponse> {
  return apiRequest<RequestJoinResponse>(`/groups/${encodeURIComponent(groupId)}/request-join`, {
    method: 'POST',
  });
}

export function useRequestJoin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestJoin,
    onSuccess: () => invalidateGroupQueries(queryClient),
  });
}
