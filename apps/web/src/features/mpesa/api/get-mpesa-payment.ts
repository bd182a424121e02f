import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { MpesaPaymentDto } from '@tontine/contracts';
import { useEffect } from 'react';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** How often a pending payment is read again: the member is looking at the screen. */
const FOLLOW_MS = 2000;

export function getMpesaPayment(id: string, signal?: AbortSignal): Promise<MpesaPaymentDto> {
  return apiRequest<MpesaPaymentDto>(`/mpesa/payments/${encodeURIComponent(id)}`, { signal });
}

/**
 * GET /api/mpesa/payments/:id, followed while pending; once it is settled the groups' figures
 * are read again (the contribution was approved or released).
 */
export function useMpesaPayment(id: string) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: queryKeys.mpesaPayment(id),
    queryFn: ({ signal }) => getMpesaPayment(id, signal),
    refetchInterval: (q) => (q.state.data?.status === 'pending' ? FOLLOW_MS : false),
  });
  const status = query.data?.status;
  useEffect(() => {
    if (status && status !== 'pending')
      void queryClient.invalidateQueries({ queryKey: queryKeys.groups });
  }, [status, queryClient]);
  return query;
}
