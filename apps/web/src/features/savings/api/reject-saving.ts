import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavingResponse } from '@tontine/contracts';
import { apiRequest } from '../../../lib/api-client';
import { invalidateSavingsQueries } from './invalidate-savings-queries';

export interface RejectSavingInput {
  groupId: string;
  savingId: string;
  /** Required: the member reads it beside their saving. */
  reason: string;
}

/** POST /api/savings/:id/reject with `{ reason }`: the declared cash was not received. */
export function rejectSaving({ savingId, reason }: RejectSavingInput): Promise<SavingResponse> {
  return apiRequest<SavingResponse>(`/savings/${encodeURIComponent(savingId)}/reject`, {
    method: 'POST',
    body: { reason },
  });
}

/** Refreshes on failure too: a 409 means another treasurer decided, and the list is stale. */
export function useRejectSaving() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectSaving,
    onSettled: (_data, _error, { groupId }) => invalidateSavingsQueries(queryClient, groupId),
  });
}
