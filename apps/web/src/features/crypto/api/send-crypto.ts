import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CryptoSendInput, CryptoTransactionDto } from '@tontine/contracts';
import { apiRequest } from '../../../lib/api-client';
import { cryptoKeys } from './crypto-keys';

export interface SendCryptoInput {
  /** The caller's wallet the tokens leave from. */
  address: string;
  body: CryptoSendInput;
  /** Made once per send dialog: a retried confirmation sends once. */
  idempotencyKey: string;
}

/** POST /api/crypto/wallets/:address/send: the server checks, signs and broadcasts. */
export function sendCrypto({
  address,
  body,
  idempotencyKey,
}: SendCryptoInput): Promise<CryptoTransactionDto> {
  return apiRequest<CryptoTransactionDto>(`/crypto/wallets/${encodeURIComponent(address)}/send`, {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function useSendCrypto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendCrypto,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cryptoKeys.all }),
  });
}
