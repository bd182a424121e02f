import { queryOptions, useQuery } from '@tanstack/react-query';
import { MPESA_CURRENCY, type MpesaAvailability } from '@tontine/contracts';
import type { TFunction } from 'i18next';
import { apiRequest } from '../lib/api-client';
import { queryKeys } from '../lib/query-keys';

/** GET /api/mpesa: whether this server collects through M-Pesa. */
export function getMpesaAvailability(signal?: AbortSignal): Promise<MpesaAvailability> {
  return apiRequest<MpesaAvailability>('/mpesa', { signal });
}

export function mpesaAvailabilityQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.mpesaAvailability,
    queryFn: ({ signal }) => getMpesaAvailability(signal),
    // The configuration changes only with a restart of the server.
    staleTime: 5 * 60_000,
  });
}

/**
 * Whether M-Pesa can be offered: false until the server says it is configured, so that no
 * entry leads to a push that cannot be sent; the `/mpesa` page says what to do instead.
 */
export function useMpesaAvailable(): boolean {
  return useQuery(mpesaAvailabilityQueryOptions()).data?.available ?? false;
}

/**
 * Whether a group's due can be paid by M-Pesa, and the hint every "M-Pesa" entry shows: only
 * where the server collects through it, and only in Kenyan shillings.
 */
export function useMpesaOffer(currency: string | undefined, t: TFunction) {
  const available = useMpesaAvailable();
  if (!available) return { enabled: false, hint: t('memberPages.payments.mpesaHint') };
  if (currency !== undefined && currency !== MPESA_CURRENCY)
    return { enabled: false, hint: t('errors.MPESA_CURRENCY_NOT_KES') };
  return { enabled: true, hint: t('memberPages.mpesa.hintAvailable') };
}
