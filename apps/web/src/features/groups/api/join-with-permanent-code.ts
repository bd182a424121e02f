import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JoinWithPermanentCodeResponse } from '@tontine/contracts';
import { apiRequest } from '../../../lib/api-client';
import { invalidateGroupQueries } from '../../../lib/invalidate-groups';

/** POST /api/groups/join-with-permanent-code, the code trimmed and upper-cased. */
export function joinWithPermanentCode(code: string): Promise<JoinWithPermanentCodeResponse> {
  return apiRequest<JoinWithPermanentCodeResponse>('/groups/join-with-permanent-code', {
    method: 'POST',
    body: { permanent_code: code.trim().toUpperCase() },
  });
}

export function useJoinWithPermanentCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinWithPermanentCode,
    onSuccess: () => invalidateGroupQueries(queryClient),
  });
}
