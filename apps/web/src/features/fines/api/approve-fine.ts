import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FineResponse } from '@tontine/contracts';
import { apiRequest } from '../../../lib/api-client';
import { invalidateFineQueries } from './invalidate-fine-queries';

export interface ApproveFineInput {
  groupId: string;
  fineId: string;
}

/** POST /api/fines/:id/approve: a pending payment becomes paid, and goes to the fund. */
export function approveFine({ fineId }: ApproveFineInput): Promise<FineResponse> {
  return apiRequest<FineResponse>(`/fines/${encodeURIComponent(fineId)}/approve`, {
    method: 'POST',
  });
}

/** Refreshes on failure too: a 409 means another admin decided, and the list is stale. */
export function useApproveFine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveFine,
    onSettled: (_data, _error, { groupId }) => invalidateFineQueries(queryClient, groupId),
  });
}
