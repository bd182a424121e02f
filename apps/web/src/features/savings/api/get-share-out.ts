import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShareOutPreview } from '@tontine/contracts';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * GET /api/groups/:id/share-out (every member): what each member would receive if the fund were
 * shared out now, their savings back and their part of what it earned, the balance it shares,
 * why it cannot be confirmed now (`blocked`) and whether the reader may confirm it.
 */
export function getShareOut(groupId: string, signal?: AbortSignal): Promise<ShareOutPreview> {
  return apiRequest<ShareOutPreview>(`/groups/${encodeURIComponent(groupId)}/share-out`, {
    signal,
  });
}

export function shareOutQueryOptions(groupId: string) {
  return queryOptions({
    queryKey: queryKeys.groupShareOut(groupId),
    queryFn: ({ signal }) => getShareOut(groupId, signal),
  });
}

/**
 * Read again at each opening: a saving, a fine or a repayment (this feature's or the loans')
 * moves the fund, and a confirmation must name the balance the server holds now.
 */
export function useShareOut(groupId: string) {
  return useQuery({ ...shareOutQueryOptions(groupId), refetchOnMount: 'always' });
}
