import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SendJoinRequestResponse } from '@tontine/contracts';
import { apiRequest } from '../../../lib/api-client';
import { invalidateGroupQueries } from '../../../lib/invalidate-groups';

export interface SendJoinRequestInput {
  groupId: string;
  message: string;
  /** The version of the group's rules the member read and accepted, when they were shown. */
  acceptedRulesVersion?: number;
}

/** POST /api/groups/:id/join-request with a message; on success both request lists refresh. */
export function sendJoinRequest({
  groupId,
  message,
  acceptedRulesVersion,
}: SendJoinRequestInput): Promise<SendJoinRequestResponse> {
  return apiRequest<SendJoinRequestResponse>(
    `/groups/${encodeURIComponent(groupId)}/join-request`,
    {
      method: 'POST',
      body: {
        message: message.trim(),
        ...(acceptedRulesVersion === undefined
          ? {}
          : { accepted_rules_version: acceptedRulesVersion }),
      },
    },
  );
}

export function useSendJoinRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendJoinRequest,
    onSuccess: () => invalidateGroupQueries(queryClient),
  });
}
