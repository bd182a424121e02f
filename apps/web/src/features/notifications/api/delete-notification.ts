import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateNotifications } from './invalidate';

/** DELETE /api/notifications/:id: removes one of the caller's notifications. */
export function deleteNotification(id: string): Promise<{ deleted: number }> {
  return apiRequest(`/notifications/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNotification,
    onSettled: () => invalidateNotifications(queryClient),
  });
}
