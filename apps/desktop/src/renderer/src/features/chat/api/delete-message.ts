import { useMutation, useQueryClient } from '@tanstack/react-query';
import { consoleSend } from '../../../api/console-api';
import { removeMessage } from './chat-cache';

export const deleteMessage = (id: string) =>
  consoleSend('DELETE', `/api/chat/messages/${encodeURIComponent(id)}`);

/** Deletes a message; once the server agrees it leaves the history and the queue. */
export function useDeleteMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: string; groupId: string }) => deleteMessage(id),
    onSuccess: (_answer, { id, groupId }) => removeMessage(client, groupId, id),
  });
}
