import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JoinWithInvitationCodeResponse } from '@tontine/contracts';
import { apiRequest } from '../lib/api-client';
import { invalidateGroupQueries } from '../lib/invalidate-groups';

/** POST /api/groups/join with a temporary code received after an accepted request. */
export function joinWithInvitationCode(code: string): Promise<JoinWithInvitationCodeResponse> {
  return apiRequest<JoinWithInvitationCodeResponse>('/groups/join', {
    method: 'POST',
    body: { invitation_code: code.trim().toUpperCase() },
  });
}

export function useJoinWithInvitationCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinWithInvitationCode,
    onSuccess: () => invalidateGroupQueries(queryClient),
  });
}
