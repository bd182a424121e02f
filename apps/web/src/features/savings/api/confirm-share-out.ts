import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConfirmShareOut, ShareOutDto } from '@tontine/contracts';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { invalidateSavingsQueries } from './invalidate-savings-queries';

export interface ConfirmShareOutInput extends ConfirmShareOut {
  groupId: string;
}

/**
 * POST /api/groups/:id/share-out with `{ accepted_balance }` (the group's admins): the balance of
 * the preview the admin read. The server refuses it (409 SHARE_OUT_CHANGED) when a saving or a
 * repayment moved the fund since, and while a loan is out or the fund holds nothing.
 */
export function confirmShareOut({ groupId, ...body }: ConfirmShareOutInput): Promise<ShareOutDto> {
  return apiRequest<ShareOutDto>(`/groups/${encodeURIComponent(groupId)}/share-out`, {
    method: 'POST',
    body,
  });
}

/**
 * The fund's figures change (its balance to zero, what was shared out up, each member's savings
 * and what they may borrow from nothing): the fund and the preview are read again. On failure
 * too: a refusal means the fund moved or a loan went out meanwhile, and the new preview says so.
 */
export function useConfirmShareOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmShareOut,
    onSettled: (_data, _error, { groupId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.groupShareOut(groupId) }),
        invalidateSavingsQueries(queryClient, groupId),
      ]),
  });
}
