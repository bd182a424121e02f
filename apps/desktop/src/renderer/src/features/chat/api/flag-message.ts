import { useMutation, useQueryClient } from '@tanstack/react-query';
import { consoleSend } from '../../../api/console-api';
import { queryKeys } from '../../../lib/query-keys';

export const flagMessage = (id: string, reason: string) =>
  consoleSend('POST', `/api/chat/messages/${encodeURIComponent(id)}/flag`, {
    reason: reason.trim() || undefined,
  });

/** Reports a message; the moderation queue is read again to show it. */
export function useFlagMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => flagMessage(id, reason),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.flaggedQueue }),
  });
}
