import { useMutation, useQueryClient } from '@tanstack/react-query';
import { consoleSend } from '../../../api/console-api';
import { clearFlags } from './chat-cache';

export const dismissFlags = (id: string) =>
  consoleSend('POST', `/api/chat/messages/${encodeURIComponent(id)}/dismiss-flags`);

/** Ignores a message's reports; once the server agrees it leaves the queue. */
export function useDismissFlags() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: string; groupId: string }) => dismissFlags(id),
    onSuccess: (_answer, { id, groupId }) => clearFlags(client, groupId, id),
  });
}
