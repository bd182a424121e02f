import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateNotifications } from './invalidate';

/** POST /api/notifications/delete: removes several of the caller's notifications at once. */
export function deleteNotifications(ids: string[]): Promise<{ deleted: number }> {
  return apiRequest('/notifications/delete', { method: 'POST', body: { ids } });
}

export function useDeleteNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNotifications,
    onSettled: () => invalidateNotifications(queryClient),
  });
}
