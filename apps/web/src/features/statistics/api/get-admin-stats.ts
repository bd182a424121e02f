import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminStatsDto } from '@tontine/contracts';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * Under `groups`: a payment, a payout or a membership change (which all refresh `groups`)
 * refreshes the statistics with the rest.
 */
export const adminStatsQueryKey = [...queryKeys.groups, 'admin-stats'] as const;

/** GET /api/admin/stats: the statistics over the groups the caller administers. */
export function getAdminStats(signal?: AbortSignal): Promise<AdminStatsDto> {
  return apiRequest<AdminStatsDto>('/admin/stats', { signal });
}

export function adminStatsQueryOptions() {
  return queryOptions({
    queryKey: adminStatsQueryKey,
    queryFn: ({ signal }) => getAdminStats(signal),
  });
}

/** `fresh` refetches on mount even within the stale time: the modal shows today's figures. */
export function useAdminStats({ fresh = false }: { fresh?: boolean } = {}) {
  return useQuery({ ...adminStatsQueryOptions(), refetchOnMount: fresh ? 'always' : true });
}
