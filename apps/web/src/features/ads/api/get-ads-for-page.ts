import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdPage, AdsForPageDto } from '@tontine/contracts';
import { apiRequest } from '../../../lib/api-client';
import { adsKeys } from './ads-keys';

/** GET /api/ads?page=…: what this page may show now (the server applies every cap). */
export function getAdsForPage(page: AdPage, signal?: AbortSignal): Promise<AdsForPageDto> {
  return apiRequest<AdsForPageDto>(`/ads?page=${encodeURIComponent(page)}`, { signal });
}

/**
 * Asked once per visit of a page and kept for the visit: asking again would hide what the
 * visit already shows (its impressions close the frequency caps).
 */
export function adsForPageQueryOptions(page: AdPage, visit: string) {
  return queryOptions({
    queryKey: adsKeys.page(page, visit),
    queryFn: ({ signal }) => getAdsForPage(page, signal),
    staleTime: Infinity,
    gcTime: 60_000,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/** `page` null (a restricted or unknown page): nothing is asked at all. */
export function useAdsForPage(page: AdPage | null, visit: string) {
  return useQuery({
    ...adsForPageQueryOptions(page ?? 'home', visit),
    enabled: page !== null,
  });
}
