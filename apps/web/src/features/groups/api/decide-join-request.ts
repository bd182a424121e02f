import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JoinRequestDto } from '@tontine/contracts';
import { apiRequest } from '../../../lib/api-client';
import { invalidateGroupQueries } from '../../../lib/invalidate-groups';

export interface DecideJoinRequestInput {
  requestId: string;
  adminResponse?: string;
}

/**
 * POST /api/join-requests/:id/accept and /reject, one file for the two: they are one decision,
 * whose response to the requester is optional and sent only when it says something.
 */
export function decideJoinRequest(
  decision: 'accept' | 'reject',
  { requestId, adminResponse }: DecideJoinRequestInput,
): Promise<JoinRequestDto> {
  const text = adminResponse?.trim();
  return apiRequest<JoinRequestDto>(`/join-requests/${encodeURIComponent(requestId)}/${decision}`, {
    method: 'POST',
    body: text ? { admin_response: text } : {},
  });
}

/** The request list, the pending counts and the members change: they all refresh. */
export function useDecideJoinRequest(decision: 'accept' | 'reject') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DecideJoinRequestInput) => decideJoinRequest(decision, input),
    onSuccess: () => invalidateGroupQueries(queryClient),
  });
}
