import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ExchangeRateDto } from '@tontine/contracts';
import { apiRequest } from '../lib/api-client';
import { queryKeys } from '../lib/query-keys';

/** GET /api/rates: the current rate of each currency the super admins keep one for. */
export function getRates(signal?: AbortSignal): Promise<ExchangeRateDto[]> {
  return apiRequest<ExchangeRateDto[]>('/rates', { signal });
}

/** The rates change rarely (a super admin sets them): read at most every ten minutes. */
export function ratesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.rates,
    queryFn: ({ signal }) => getRates(signal),
    staleTime: 10 * 60_000,
  });
}

/** Only read when something must be converted. */
export function useRates(enabled = true) {
  return useQuery({ ...ratesQueryOptions(), enabled });
}
