import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationDto } from '@tontine/contracts';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * GET /api/notifications: the caller's notifications, newest first. A failed load empties the
 * list and is only logged: the page shows its empty state rather than an error.
 */
export async function getNotifications(signal?: AbortSignal): Promise<NotificationDto[]> {
  try {
    return await apiRequest<NotificationDto[]>('/notifications', { signal });
  } catch (error) {
    console.error('[notifications] load failed', error);
    return [];
  }
}

export function notificationsQueryOptions(enabled = true) {
  return queryOptions({
    queryKey: queryKeys.notifications,
    queryFn: ({ signal }) => getNotifications(signal),
    enabled,
    staleTime: 30_000,
  });
}

export function useNotifications(enabled = true) {
  return useQuery(notificationsQueryOptions(enabled));
}
