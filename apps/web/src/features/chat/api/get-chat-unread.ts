import { useQuery } from '@tanstack/react-query';
import type { ChatUnreadDto } from '@tontine/contracts';
import { apiRequest } from '../../../lib/api-client';
import { chatKeys } from './chat-keys';

/** GET /api/chat/unread: unread messages per group of the caller, as a map by group id. */
export function useChatUnread() {
  return useQuery({
    queryKey: chatKeys.unread,
    queryFn: ({ signal }) => apiRequest<ChatUnreadDto[]>('/chat/unread', { signal }),
    select: (rows) => new Map(rows.map((r) => [r.group_id, r.unread_count])),
  });
}
