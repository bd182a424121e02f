import { useQuery } from '@tanstack/react-query';
import type { CryptoPaymentDto } from '@tontine/contracts';
import { apiRequest } from '../../../lib/api-client';
import { cryptoKeys } from './crypto-keys';

/**
 * GET /api/crypto/payments/:id: the payer's own payment (checked on chain first while pending,
 * the stored state when the node does not answer). Reopens a payment's status from its URL.
 */
export function getCryptoPayment(id: string, signal?: AbortSignal): Promise<CryptoPaymentDto> {
  return apiRequest<CryptoPaymentDto>(`/crypto/payments/${encodeURIComponent(id)}`, { signal });
}

export function useCryptoPayment(id: string) {
  return useQuery({
    queryKey: [...cryptoKeys.payment(id), 'opened'] as const,
    queryFn: ({ signal }) => getCryptoPayment(id, signal),
  });
}
