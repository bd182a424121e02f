import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestJoinResponse } from '@tontine/contracts';
import { apiRequest } from '../../../lib/api-client';
import { invalidateGroupQueries } from '../../../lib/invalidate-groups';

export interface RequestJoinInput {
  groupId: string;
  /** The version of the group's rules the member read and accepted, when they were shown. */
  acceptedRulesVersion?: number;
}

/**
 * POST /api/groups/:id/request-join: joins a public group, or asks to join a private one.
 * Without rules to name, the call has no body, as the documents send it.
 */
export function requestJoin({
  groupId,
  acceptedRulesVersion,
}: RequestJoinInput): Promise<RequestJoinResponse> {
  return apiRequest<RequestJoinResponse>(`/groups/${encodeURIComponent(groupId)}/request-join`, {
    method: 'POST',
    ...(acceptedRulesVersion === undefined
      ? {}
      : { body: { accepted_rules_version: acceptedRulesVersion } }),
  });
}

export function useRequestJoin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestJoin,
    onSuccess: () => invalidateGroupQueries(queryClient),
  });
}
