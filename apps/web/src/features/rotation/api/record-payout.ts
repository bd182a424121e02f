import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PayoutDto } from '@tontine/contracts';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { invalidateRotationQueries } from './invalidate-rotation-queries';

/**
 * POST /api/groups/:id/payouts: pays the pot of the cycle on screen; the server checks it is
 * complete, and answers 409 when that cycle was already paid (a double click, a stale screen).
 */
export function recordPayout({ groupId, cycle }: { groupId: string; cycle: number }) {
  return apiRequest<PayoutDto>(`/groups/${encodeURIComponent(groupId)}/payouts`, {
    method: 'POST',
    body: { cycle_number: cycle },
  });
}

/** The cycle advances: the group lists (current cycle, totals) refresh with the rotation. */
export function useRecordPayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordPayout,
    onSettled: (_data, _error, { groupId }) =>
      Promise.all([
        invalidateRotationQueries(queryClient, groupId),
        queryClient.invalidateQueries({ queryKey: queryKeys.groups }),
      ]).then(() => undefined),
  });
}
