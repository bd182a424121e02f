import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyPaymentsDto } from '@tontine/contracts';
import { apiRequest } from '../lib/api-client';
import { queryKeys } from '../lib/query-keys';

/**
 * GET /api/users/me/payments: per group what the current cycle still asks of the caller, and
 * their contributions across groups. Shared by the payments page and the dashboard. The key
 * sits under `groups`, so a payment, a decision or a payout (which refresh the groups) refresh
 * it too.
 */
export function getMyPayments(signal?: AbortSignal): Promise<MyPaymentsDto> {
  return apiRequest<MyPaymentsDto>('/users/me/payments', { signal });
}

export function myPaymentsQueryOptions() {
  return queryOptions({
    queryKey: [...queryKeys.groups, 'my-payments'] as const,
    queryFn: ({ signal }) => getMyPayments(signal),
  });
}

export function useMyPayments() {
  return useQuery(myPaymentsQueryOptions());
}
