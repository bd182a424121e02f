import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CryptoPaymentDto, CryptoPaymentInput } from '@tontine/contracts';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { cryptoKeys } from './crypto-keys';

export interface CreateCryptoPaymentInput {
  body: CryptoPaymentInput;
  /** Made once per quote: a retried click pays once. */
  idempotencyKey: string;
}

/**
 * POST /api/crypto/payments: from the custodial wallet (the server signs the transfer) or an
 * outside wallet's transaction hash. Either way a pending contribution of the group, or the
 * quote's fine held pending until the chain confirms it.
 */
export function createCryptoPayment({
  body,
  idempotencyKey,
}: CreateCryptoPaymentInput): Promise<CryptoPaymentDto> {
  return apiRequest<CryptoPaymentDto>('/crypto/payments', {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function useCreateCryptoPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCryptoPayment,
    onSuccess: (payment) => {
      queryClient.setQueryData(cryptoKeys.payment(payment.id), payment);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: cryptoKeys.wallets }),
        queryClient.invalidateQueries({ queryKey: cryptoKeys.transactions }),
        // Under `groups`: the rotation, the contributions and the lists.
        queryClient.invalidateQueries({ queryKey: queryKeys.groups }),
        queryClient.invalidateQueries({ queryKey: queryKeys.memberSummary }),
      ]).then(() => undefined);
    },
  });
}
