import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GroupMemberDto, SetMemberRole } from '@tontine/contracts';
import { apiRequest } from '../../../lib/api-client';
import { invalidateGroupQueries } from '../../../lib/invalidate-groups';

export interface SetMemberRoleInput extends SetMemberRole {
  groupId: string;
  userId: string;
}

/** PUT /api/groups/:id/members/:userId/role: an admin names a treasurer, or takes it back. */
export function setMemberRole({ groupId, userId, role }: SetMemberRoleInput) {
  return apiRequest<GroupMemberDto>(
    `/groups/${encodeURIComponent(groupId)}/members/${encodeURIComponent(userId)}/role`,
    { method: 'PUT', body: { role } },
  );
}

export function useSetMemberRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setMemberRole,
    onSuccess: () => invalidateGroupQueries(queryClient),
  });
}
