import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RotationDto } from '@tontine/contracts';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface ArrangeRotationOrderInput {
  groupId: string;
  /** Every active member once, first beneficiary first. */
  userIds: string[];
}

/** PUT /api/groups/:id/rotation/order: the admin's queue (admin_set), before the start. */
export function arrangeRotationOrder({
  groupId,
  userIds,
}: ArrangeRotationOrderInput): Promise<RotationDto> {
  return apiRequest<RotationDto>(`/groups/${encodeURIComponent(groupId)}/rotation/order`, {
    method: 'PUT',
    body: { user_ids: userIds },
  });
}

/**
 * The answer is the new rotation: it replaces the cached one at once. A refusal refreshes too:
 * the rotation may have started (and locked the order) since the page loaded.
 */
export function useArrangeRotationOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: arrangeRotationOrder,
    onSuccess: (rotation, { groupId }) => {
      queryClient.setQueryData(queryKeys.groupRotation(groupId), rotation);
    },
    onError: (_error, { groupId }) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.groupRotation(groupId) }),
  });
}
