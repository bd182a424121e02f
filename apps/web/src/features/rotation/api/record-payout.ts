import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PayoutDto } from '@tontine/contracts';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { invalidateRotationQueries } from './invalidate-rotation-queries';

/** POST /api/groups/:id/payouts: pays the current cycle's pot; the server checks it is complete. */
export function recordPayout(groupId: string): Promise<PayoutDto> {
  return apiRequest<PayoutDto>(`/groups/${encodeURIComponent(groupId)}/payouts`, {
    method: 'POST',
  });
}

/** The cycle advances: the group lists (current cycle, totals) refresh with the rotation. */
export function useRecordPayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordPayout,
    onSettled: (_data, _error, groupId) =>
      Promise.all([
        invalidateRotationQueries(queryClient, groupId),
        queryClient.invalidateQueries({ queryKey: queryKeys.groups }),
      ]).then(() => undefined),
  });
}
