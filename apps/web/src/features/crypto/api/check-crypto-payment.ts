import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CryptoPaymentDto } from '@tontine/contracts';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { cryptoKeys } from './crypto-keys';

/** How often a pending payment is checked again on chain while its status view is open. */
export const PAYMENT_CHECK_MS = 4000;

/** POST /api/crypto/payments/:id/check: the server reads the chain again and answers. */
export function checkCryptoPayment(id: string, signal?: AbortSignal): Promise<CryptoPaymentDto> {
  return apiRequest<CryptoPaymentDto>(`/crypto/payments/${encodeURIComponent(id)}/check`, {
    method: 'POST',
    signal,
  });
}

/**
 * The payment as the chain says now: checked again every few seconds while it is pending,
 * never again once it is confirmed or failed. Starts from the creation's answer.
 */
export function useCryptoPaymentStatus(payment: CryptoPaymentDto) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: cryptoKeys.payment(payment.id),
    queryFn: ({ signal }) => checkCryptoPayment(payment.id, signal),
    initialData: payment,
    // The creation's answer is a fresh check: the next one comes after the interval.
    staleTime: PAYMENT_CHECK_MS,
    refetchInterval: (query) =>
      query.state.data?.chain_status === 'pending' ? PAYMENT_CHECK_MS : false,
  });
  // The chain's answer settles a fine or a saving by itself (paid into the fund, or to pay
  // again), with no admin's decision to come: the group's fines, its fund and the payments page
  // are read again.
  const fineSettled =
    (query.data.fine_id !== null || query.data.saving_id !== null) &&
    query.data.chain_status !== 'pending';
  useEffect(() => {
    if (fineSettled) void queryClient.invalidateQueries({ queryKey: queryKeys.groups });
  }, [fineSettled, queryClient]);
  return query;
}
