import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CryptoNetworkDto, WalletNetwork, WalletToken } from '@tontine/contracts';
import { apiRequest } from '../lib/api-client';
import { queryKeys } from '../lib/query-keys';

/** GET /api/crypto/networks: what the server is configured for; the rest is unavailable. */
export function getCryptoNetworks(signal?: AbortSignal): Promise<CryptoNetworkDto[]> {
  return apiRequest<CryptoNetworkDto[]>('/crypto/networks', { signal });
}

export function cryptoNetworksQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.cryptoNetworks,
    queryFn: ({ signal }) => getCryptoNetworks(signal),
    // The configuration changes only with a restart of the server.
    staleTime: 5 * 60_000,
  });
}

export function useCryptoNetworks() {
  return useQuery(cryptoNetworksQueryOptions());
}

/** What paying in crypto can use, as the server says it is configured. */
export interface CryptoOffer {
  /** The server said that no network is configured: every crypto entry is disabled. */
  unavailable: boolean;
  networks: WalletNetwork[];
  tokens: WalletToken[];
}

/**
 * The crypto offer every "pay in crypto" entry point reads, so that none leads to a page where
 * nothing can be chosen: only the networks the server has configured, and their tokens.
 */
export function useCryptoOffer(): CryptoOffer {
  const networks = useCryptoNetworks();
  const configured = (networks.data ?? []).filter((n) => n.available);
  const tokens = [
    ...new Set(configured.flatMap((n) => n.tokens.map((token) => token.symbol))),
  ] as WalletToken[];
  return {
    // A failed read disables nothing: the crypto page itself says what went wrong.
    unavailable: networks.isSuccess && configured.length === 0,
    networks: configured.map((n) => n.network),
    tokens,
  };
}
