import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FineResponse } from '@tontine/contracts';
import { apiRequest } from '../../../lib/api-client';
import { invalidateFineQueries } from './invalidate-fine-queries';

export interface WaiveFineInput {
  groupId: string;
  fineId: string;
  /** Required: the member reads why they no longer owe it. */
  reason: string;
}

/** POST /api/fines/:id/waive with `{ reason }`: an unpaid or pending fine is no longer owed. */
export function waiveFine({ fineId, reason }: WaiveFineInput): Promise<FineResponse> {
  return apiRequest<FineResponse>(`/fines/${encodeURIComponent(fineId)}/waive`, {
    method: 'POST',
    body: { reason },
  });
}

/** Refreshes on failure too: a 409 means the fine was settled meanwhile. */
export function useWaiveFine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: waiveFine,
    onSettled: (_data, _error, { groupId }) => invalidateFineQueries(queryClient, groupId),
  });
}
