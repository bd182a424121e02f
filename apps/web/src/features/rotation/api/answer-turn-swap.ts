import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TurnSwapResponse } from '@tontine/contracts';
import { apiRequest } from '../../../lib/api-client';
import { invalidateTurnSwapQueries } from './get-turn-swaps';

/**
 * The steps after a proposal, each its own endpoint: the counterpart accepts or declines, the
 * proposer cancels (while it is open), an admin approves or rejects.
 */
export type TurnSwapStep = 'accept' | 'decline' | 'cancel' | 'approve' | 'reject';

export type AnswerTurnSwapInput = {
  groupId: string;
  swapId: string;
} & (
  | { step: Exclude<TurnSwapStep, 'reject'> }
  /** Required for a rejection: both members read it. */
  | { step: 'reject'; reason: string }
);

/**
 * POST /api/turn-swaps/:id/{accept|decline|cancel|approve|reject} (a rejection with
 * `{ reason }`): 200 `{ swap }` as it now is. Accept and approve answer 409
 * TURN_SWAP_OVERTAKEN when a payout reached either turn first.
 */
export function answerTurnSwap(input: AnswerTurnSwapInput): Promise<TurnSwapResponse> {
  return apiRequest<TurnSwapResponse>(
    `/turn-swaps/${encodeURIComponent(input.swapId)}/${input.step}`,
    { method: 'POST', body: input.step === 'reject' ? { reason: input.reason } : undefined },
  );
}

/** Refreshes on failure too: the swap may have been decided or overtaken meanwhile. */
export function useAnswerTurnSwap() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerTurnSwap,
    onSettled: (_data, _error, { groupId }) => invalidateTurnSwapQueries(queryClient, groupId),
  });
}
