import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavingResponse } from '@tontine/contracts';
import { apiRequest } from '../../../lib/api-client';
import { invalidateSavingsQueries } from './invalidate-savings-queries';

export interface ApproveSavingInput {
  groupId: string;
  savingId: string;
}

/** POST /api/savings/:id/approve (admins, treasurers): the declared cash goes to the fund. */
export function approveSaving({ savingId }: ApproveSavingInput): Promise<SavingResponse> {
  return apiRequest<SavingResponse>(`/savings/${encodeURIComponent(savingId)}/approve`, {
    method: 'POST',
  });
}

/** Refreshes on failure too: a 409 means another treasurer decided, and the list is stale. */
export function useApproveSaving() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveSaving,
    onSettled: (_data, _error, { groupId }) => invalidateSavingsQueries(queryClient, groupId),
  });
}
