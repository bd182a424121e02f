import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FineResponse } from '@tontine/contracts';
import { apiRequest } from '../../../lib/api-client';
import { invalidateFineQueries } from './invalidate-fine-queries';

export interface PayFineInput {
  groupId: string;
  fineId: string;
}

/**
 * POST /api/fines/:id/pay, no body: the fine's member declares a cash payment (pending until an
 * admin validates it); a group admin records the cash received for another member (paid). No
 * Idempotency-Key, unlike a contribution paid in cash: the call records no new payment but
 * moves the one fine, so a repeated declaration answers the same pending fine, and a repeated
 * recording is refused as settled.
 */
export function payFine({ fineId }: PayFineInput): Promise<FineResponse> {
  return apiRequest<FineResponse>(`/fines/${encodeURIComponent(fineId)}/pay`, { method: 'POST' });
}

/** Refreshes on failure too: a 409 means the fine changed since the list was read. */
export function usePayFine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: payFine,
    onSettled: (_data, _error, { groupId }) => invalidateFineQueries(queryClient, groupId),
  });
}
