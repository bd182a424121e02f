import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MpesaPayoutDto, MpesaPayoutOffer } from '@tontine/contracts';
import { useEffect, useRef } from 'react';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { invalidateRotationQueries } from './invalidate-rotation-queries';

/** How often a payout on its way is read again: the admin is looking at the screen. */
const FOLLOW_MS = 2000;

export function getMpesaPayoutOffer(
  groupId: string,
  signal?: AbortSignal,
): Promise<MpesaPayoutOffer> {
  return apiRequest<MpesaPayoutOffer>(`/groups/${encodeURIComponent(groupId)}/mpesa/payout`, {
    signal,
  });
}

/**
 * GET /api/groups/:id/mpesa/payout: what the confirmation shows, and the cycle's last M-Pesa
 * payout, followed while Safaricom carries it; once it is paid the rotation is read again (the
 * cycle moved on).
 */
export function useMpesaPayoutOffer(groupId: string, enabled: boolean) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: queryKeys.mpesaPayout(groupId),
    queryFn: ({ signal }) => getMpesaPayoutOffer(groupId, signal),
    enabled,
    refetchInterval: (q) => (q.state.data?.latest?.status === 'pending' ? FOLLOW_MS : false),
  });
  // A payout that leaves pending, paid (the offer then names the next cycle) or failed.
  const wasPending = useRef(false);
  const pending = query.data?.latest?.status === 'pending';
  useEffect(() => {
    if (wasPending.current && !pending) void invalidateRotationQueries(queryClient, groupId);
    wasPending.current = pending;
  }, [pending, groupId, queryClient]);
  return query;
}

/** POST /api/groups/:id/payouts with `method: "mpesa"`: answers the payout, pending. */
export function sendMpesaPayout({
  groupId,
  cycle,
  phoneNumber,
}: {
  groupId: string;
  cycle: number;
  phoneNumber: string;
}) {
  return apiRequest<MpesaPayoutDto>(`/groups/${encodeURIComponent(groupId)}/payouts`, {
    method: 'POST',
    body: { method: 'mpesa', cycle_number: cycle, phone_number: phoneNumber },
  });
}

export function useSendMpesaPayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMpesaPayout,
    onSettled: (_data, _error, { groupId }) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.mpesaPayout(groupId) }),
  });
}
