import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateNotifications } from './invalidate';

/** POST /api/notifications/read: several of the caller's notifications become read at once. */
export function markNotificationsRead(ids: string[]): Promise<{ updated: number }> {
  return apiRequest('/notifications/read', { method: 'POST', body: { ids } });
}

export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onSettled: () => invalidateNotifications(queryClient),
  });
}
