import { useMutation } from '@tanstack/react-query';
import type { CryptoQuoteDto, CryptoQuoteInput } from '@tontine/contracts';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/crypto/payments/quote: what the cycle still asks, or the caller's late fine
 * (`fine_id`), in the token, at today's rate.
 */
export function createCryptoQuote(body: CryptoQuoteInput): Promise<CryptoQuoteDto> {
  return apiRequest<CryptoQuoteDto>('/crypto/payments/quote', { method: 'POST', body });
}

export function useCreateCryptoQuote() {
  return useMutation({ mutationFn: createCryptoQuote });
}
