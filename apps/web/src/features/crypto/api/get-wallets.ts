import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WalletDto } from '@tontine/contracts';
import { apiRequest } from '../../../lib/api-client';
import { cryptoKeys } from './crypto-keys';

/** GET /api/crypto/wallets: the caller's custodial wallets with their last balances read. */
export function getWallets(signal?: AbortSignal): Promise<WalletDto[]> {
  return apiRequest<WalletDto[]>('/crypto/wallets', { signal });
}

export function walletsQueryOptions() {
  return queryOptions({
    queryKey: cryptoKeys.wallets,
    queryFn: ({ signal }) => getWallets(signal),
  });
}

export function useWallets() {
  return useQuery(walletsQueryOptions());
}
