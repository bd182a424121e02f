import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteNotification } from '../api/delete-notification';
import { invalidateNotifications } from '../api/invalidate';
import { markNotificationRead } from '../api/mark-notification-read';

export type BulkAction = 'read' | 'delete';

const PER_ID = { read: markNotificationRead, delete: deleteNotification } as const;

/**
 * A bulk action on the selection: the per-id call for one id at a time, in order (a failure
 * stops the rest); the list refreshes afterwards, whatever the outcome.
 */
export function useBulkNotificationAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ action, ids }: { action: BulkAction; ids: readonly string[] }) => {
      for (const id of ids) await PER_ID[action](id);
    },
    onSettled: () => invalidateNotifications(queryClient),
  });
}
