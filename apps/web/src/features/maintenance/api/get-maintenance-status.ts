import { queryOptions, useQuery } from '@tanstack/react-query';
import { MAINTENANCE_POLL_MS, type MaintenanceStatus } from '@tontine/contracts';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/maintenance/status (no auth). */
export function getMaintenanceStatus(): Promise<MaintenanceStatus> {
  return apiRequest<MaintenanceStatus>('/maintenance/status', { authenticated: false });
}

/**
 * Polled every 30 s, also in a background tab, so that members leave and come back
 * from the maintenance page on their own.
 */
export function maintenanceStatusQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.maintenanceStatus,
    queryFn: getMaintenanceStatus,
    refetchInterval: MAINTENANCE_POLL_MS,
    refetchIntervalInBackground: true,
    staleTime: 0,
    retry: false,
  });
}

export function useMaintenanceStatus() {
  return useQuery(maintenanceStatusQueryOptions());
}
