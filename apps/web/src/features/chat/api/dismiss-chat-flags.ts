import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/chat/messages/:id/dismiss-flags: the moderation panel's 'Ignorer'. */
export function dismissChatFlags(id: string): Promise<unknown> {
  return apiRequest(`/chat/messages/${encodeURIComponent(id)}/dismiss-flags`, { method: 'POST' });
}

export function useDismissChatFlags() {
  return useMutation({ mutationFn: dismissChatFlags });
}
