import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PayoutOrderMethod, RotationDto } from '@tontine/contracts';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface ChangeRotationMethodInput {
  groupId: string;
  method: PayoutOrderMethod;
}

/** PUT /api/groups/:id/rotation/method: how the queue is ordered, until the first payout. */
export function changeRotationMethod({
  groupId,
  method,
}: ChangeRotationMethodInput): Promise<RotationDto> {
  return apiRequest<RotationDto>(`/groups/${encodeURIComponent(groupId)}/rotation/method`, {
    method: 'PUT',
    body: { payout_order_method: method },
  });
}

/**
 * The answer is the new rotation (a started queue is made again at once); the group's detail
 * carries the method too. A refusal refreshes: the first payout may have locked the order.
 */
export function useChangeRotationMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeRotationMethod,
    onSuccess: (rotation, { groupId }) => {
      queryClient.setQueryData(queryKeys.groupRotation(groupId), rotation);
      return queryClient.invalidateQueries({ queryKey: queryKeys.group(groupId) });
    },
    onError: (_error, { groupId }) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.groupRotation(groupId) }),
  });
}
