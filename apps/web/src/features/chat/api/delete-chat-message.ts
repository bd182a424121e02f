import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** DELETE /api/chat/messages/:id: the author's own message, or any message for a moderator. */
export function deleteChatMessage(id: string): Promise<unknown> {
  return apiRequest(`/chat/messages/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteChatMessage() {
  return useMutation({ mutationFn: deleteChatMessage });
}
