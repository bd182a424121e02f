import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CryptoNetworkDto, WalletNetwork, WalletToken } from '@tontine/contracts';
import type { TFunction } from 'i18next';
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

/**
 * The crypto choice's name and hint from what the server offers: "Crypto (USDT, USDC)" and
 * "USDT ou USDC sur Polygon", never a token or a network that cannot be used here.
 */
export function cryptoOfferTexts(offer: CryptoOffer, t: TFunction, language: string) {
  if (offer.unavailable) {
    return {
      label: t('groups.payments.method.crypto'),
      hint: t('errors.CRYPTO_SERVICE_UNAVAILABLE'),
    };
  }
  if (offer.tokens.length === 0) {
    // Not read yet (or the read failed): the crypto page says what it offers.
    return { label: t('groups.payments.method.crypto'), hint: t('groups.payments.cryptoPageHint') };
  }
  const or = new Intl.ListFormat(language, { type: 'disjunction' });
  return {
    label: t('groups.payments.crypto', { tokens: offer.tokens.join(', ') }),
    hint: t('groups.payments.cryptoHint', {
      tokens: or.format(offer.tokens),
      networks: or.format(offer.networks.map((n) => t(`crypto.networkName.${n}`))),
    }),
  };
}
