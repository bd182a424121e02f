import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CryptoTransactionDto } from '@tontine/contracts';
import { apiRequest } from '../../../lib/api-client';
import { cryptoKeys } from './crypto-keys';

/** GET /api/crypto/transactions: deposits, crypto contributions and sends, newest first. */
export function getCryptoTransactions(signal?: AbortSignal): Promise<CryptoTransactionDto[]> {
  return apiRequest<CryptoTransactionDto[]>('/crypto/transactions', { signal });
}

export function cryptoTransactionsQueryOptions() {
  return queryOptions({
    queryKey: cryptoKeys.transactions,
    queryFn: ({ signal }) => getCryptoTransactions(signal),
  });
}

export function useCryptoTransactions() {
  return useQuery(cryptoTransactionsQueryOptions());
}
