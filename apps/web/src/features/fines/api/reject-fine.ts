import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FineResponse } from '@tontine/contracts';
import { apiRequest } from '../../../lib/api-client';
import { invalidateFineQueries } from './invalidate-fine-queries';

export interface RejectFineInput {
  groupId: string;
  fineId: string;
  /** Required: the member reads it beside the fine, unpaid again. */
  reason: string;
}

/** POST /api/fines/:id/reject with `{ reason }`: a pending payment is refused. */
export function rejectFine({ fineId, reason }: RejectFineInput): Promise<FineResponse> {
  return apiRequest<FineResponse>(`/fines/${encodeURIComponent(fineId)}/reject`, {
    method: 'POST',
    body: { reason },
  });
}

/** Refreshes on failure too: a 409 means another admin decided, and the list is stale. */
export function useRejectFine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectFine,
    onSettled: (_data, _error, { groupId }) => invalidateFineQueries(queryClient, groupId),
  });
}
