import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/chat/messages/:id/flag. */
export function flagChatMessage(id: string, reason: string): Promise<{ message_id: string }> {
  return apiRequest(`/chat/messages/${encodeURIComponent(id)}/flag`, {
    method: 'POST',
    body: { reason },
  });
}

export function useFlagChatMessage() {
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => flagChatMessage(id, reason),
  });
}
