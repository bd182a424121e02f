import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JoinRequestDto } from '@tontine/contracts';
import { apiRequest } from '../../../lib/api-client';
import { invalidateGroupQueries } from '../../../lib/invalidate-groups';

export interface DecideJoinRequestInput {
  requestId: string;
  adminResponse?: string;
}

/** POST /api/join-requests/:id/reject, with an optional response to the requester. */
export function rejectJoinRequest({
  requestId,
  adminResponse,
}: DecideJoinRequestInput): Promise<JoinRequestDto> {
  const text = adminResponse?.trim();
  return apiRequest<JoinRequestDto>(`/join-requests/${encodeURIComponent(requestId)}/reject`, {
    method: 'POST',
    body: text ? { admin_response: text } : {},
  });
}

/** The request list, the pending counts and the members change: they all refresh. */
export function useRejectJoinRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectJoinRequest,
    onSuccess: () => invalidateGroupQueries(queryClient),
  });
}
