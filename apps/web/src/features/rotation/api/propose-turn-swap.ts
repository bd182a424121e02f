import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProposeTurnSwap, TurnSwapResponse } from '@tontine/contracts';
import { apiRequest } from '../../../lib/api-client';
import { invalidateTurnSwapQueries } from './get-turn-swaps';

export interface ProposeTurnSwapInput {
  groupId: string;
  /** The member whose turn the caller asks for, in exchange for their own. */
  counterpartId: string;
}

/** POST /api/groups/:id/turn-swaps with `{ counterpart_id }`: 201 `{ swap }`, proposed. */
export function proposeTurnSwap({
  groupId,
  counterpartId,
}: ProposeTurnSwapInput): Promise<TurnSwapResponse> {
  const body: ProposeTurnSwap = { counterpart_id: counterpartId };
  return apiRequest<TurnSwapResponse>(`/groups/${encodeURIComponent(groupId)}/turn-swaps`, {
    method: 'POST',
    body,
  });
}

/** Refreshes on failure too: a refusal (a turn paid out, a swap already open) means a stale screen. */
export function useProposeTurnSwap() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: proposeTurnSwap,
    onSettled: (_data, _error, { groupId }) => invalidateTurnSwapQueries(queryClient, groupId),
  });
}
