import { apiRequest } from '../../../lib/api-client';

/** POST /api/chat/groups/:groupId/read: everything up to `messageId` is read. */
export function markChatRead(groupId: string, messageId: string) {
  return apiRequest<{ unread_count: number }>(`/chat/groups/${encodeURIComponent(groupId)}/read`, {
    method: 'POST',
    body: { message_id: messageId },
  });
}
