import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JoinWithPermanentCodeResponse } from '@tontine/contracts';
import { apiRequest } from '../../../lib/api-client';
import { invalidateGroupQueries } from '../../../lib/invalidate-groups';

export interface JoinWithPermanentCodeInput {
  code: string;
  /** The version of the group's rules the member read and accepted. */
  acceptedRulesVersion?: number;
}

/**
 * POST /api/groups/join-with-permanent-code, the code trimmed and upper-cased; a version of
 * the rules older than the group's is refused (GROUP_RULES_CHANGED).
 */
export function joinWithPermanentCode({
  code,
  acceptedRulesVersion,
}: JoinWithPermanentCodeInput): Promise<JoinWithPermanentCodeResponse> {
  return apiRequest<JoinWithPermanentCodeResponse>('/groups/join-with-permanent-code', {
    method: 'POST',
    body: {
      permanent_code: code.trim().toUpperCase(),
      ...(acceptedRulesVersion === undefined
        ? {}
        : { accepted_rules_version: acceptedRulesVersion }),
    },
  });
}

export function useJoinWithPermanentCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinWithPermanentCode,
    onSuccess: () => invalidateGroupQueries(queryClient),
  });
}
