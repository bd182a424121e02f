import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CryptoTransactionDto } from '@tontine/contracts';
import { apiRequest } from '../../../lib/api-client';
import { cryptoKeys } from './crypto-keys';

/** GET /api/crypto/transactions: deposits, crypto contributions and sends, newest first. */
export function getCryptoTransactions(signal?: AbortSignal): Promise<CryptoTransactionDto[]> {
  return apiRequest<CryptoTransactionDto[]>('/crypto/transactions', { signal });
}

/** While something waits for its confirmations, the list is read again this often. */
const PENDING_REFRESH_MS = 10_000;

export function cryptoTransactionsQueryOptions() {
  return queryOptions({
    queryKey: cryptoKeys.transactions,
    queryFn: ({ signal }) => getCryptoTransactions(signal),
    refetchInterval: (query) =>
      query.state.data?.some((tx) => tx.status === 'pending') ? PENDING_REFRESH_MS : false,
  });
}

export function useCryptoTransactions() {
  return useQuery(cryptoTransactionsQueryOptions());
}
