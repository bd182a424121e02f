import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { invalidateGroupQueries } from '../../../lib/invalidate-groups';

/** DELETE /api/groups/:id (group admin, super admin). */
export function deleteGroup(groupId: string): Promise<{ success: boolean; message: string }> {
  return apiRequest(`/groups/${encodeURIComponent(groupId)}`, { method: 'DELETE' });
}

export function useDeleteGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGroup,
    onSuccess: (_answer, groupId) => {
      queryClient.removeQueries({ queryKey: queryKeys.group(groupId) });
      return invalidateGroupQueries(queryClient);
    },
  });
}
