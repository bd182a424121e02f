import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateGroupQueries } from '../../../lib/invalidate-groups';

export interface ExcludeMemberInput {
  groupId: string;
  userId: string;
}

/** DELETE /api/groups/:id/members/:userId: not oneself, not an admin. */
export function excludeMember({ groupId, userId }: ExcludeMemberInput): Promise<unknown> {
  return apiRequest(
    `/groups/${encodeURIComponent(groupId)}/members/${encodeURIComponent(userId)}`,
    { method: 'DELETE' },
  );
}

export function useExcludeMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: excludeMember,
    onSuccess: () => invalidateGroupQueries(queryClient),
  });
}
