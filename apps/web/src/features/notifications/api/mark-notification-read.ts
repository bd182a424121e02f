import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateNotifications } from './invalidate';

/** POST /api/notifications/:id/read: one of the caller's notifications becomes read. */
export function markNotificationRead(id: string): Promise<{ updated: number }> {
  return apiRequest(`/notifications/${encodeURIComponent(id)}/read`, { method: 'POST' });
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSettled: () => invalidateNotifications(queryClient),
  });
}
