import { useQueryClient } from '@tanstack/react-query';
import type { ChatEvent } from '@tontine/contracts';
import { queryKeys } from '../../../lib/query-keys';
import { appendMessage, clearFlags, removeMessage, replaceMessage } from '../api/chat-cache';
import type { GroupOption } from '../api/search-groups';
import type { ChatNotifications } from './use-chat-notifications';

/**
 * What the open group's socket says, written into the cached history and queue. A message
 * from someone else and a new report are notified; a report also has the queue read again.
 */
export function useChatEvents(
  group: GroupOption | null,
  me: string | null,
  { notifyMessage, notifyReport }: ChatNotifications,
) {
  const client = useQueryClient();
  return (event: ChatEvent) => {
    switch (event.type) {
      case 'new_message':
        appendMessage(client, event.message);
        if (event.message.sender_id !== me && group) notifyMessage(event.message, group.name);
        break;
      case 'message_deleted':
        removeMessage(client, event.group_id, event.message_id);
        break;
      case 'message_flagged':
        replaceMessage(client, event.message);
        if (group) notifyReport(event.message, group.name);
        void client.invalidateQueries({ queryKey: queryKeys.flaggedQueue });
        break;
      case 'flag_dismissed':
        clearFlags(client, event.group_id, event.message_id);
        break;
    }
  };
}
