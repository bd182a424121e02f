import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CryptoNetworkDto } from '@tontine/contracts';
import { apiRequest } from '../../../lib/api-client';
import { cryptoKeys } from './crypto-keys';

/** GET /api/crypto/networks: what the server is configured for; the rest is unavailable. */
export function getCryptoNetworks(signal?: AbortSignal): Promise<CryptoNetworkDto[]> {
  return apiRequest<CryptoNetworkDto[]>('/crypto/networks', { signal });
}

export function cryptoNetworksQueryOptions() {
  return queryOptions({
    queryKey: cryptoKeys.networks,
    queryFn: ({ signal }) => getCryptoNetworks(signal),
    // The configuration changes only with a restart of the server.
    staleTime: 5 * 60_000,
  });
}

export function useCryptoNetworks() {
  return useQuery(cryptoNetworksQueryOptions());
}
