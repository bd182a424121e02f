import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaySaving, SavingResponse } from '@tontine/contracts';
import { apiRequest } from '../../../lib/api-client';
import { invalidateSavingsQueries } from './invalidate-savings-queries';

export interface PaySavingInput extends PaySaving {
  groupId: string;
}

/**
 * POST /api/groups/:id/savings with `{ amount?, user_id? }`: a member declares the cash they
 * handed in (pending until validated); an admin or treasurer records another member's
 * (`user_id`), approved at once. A fixed saving leaves `amount` out: the server knows what is
 * left of the cycle's. No Idempotency-Key: a repeated fixed declaration is refused as already
 * paid, and a free one is the member's to repeat.
 */
export function paySaving({ groupId, ...body }: PaySavingInput): Promise<SavingResponse> {
  return apiRequest<SavingResponse>(`/groups/${encodeURIComponent(groupId)}/savings`, {
    method: 'POST',
    body,
  });
}

/** Refreshes on failure too: a 409 means the cycle's saving was declared meanwhile. */
export function usePaySaving() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: paySaving,
    onSettled: (_data, _error, { groupId }) => invalidateSavingsQueries(queryClient, groupId),
  });
}
