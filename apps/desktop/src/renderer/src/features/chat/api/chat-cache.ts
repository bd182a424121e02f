import type { QueryClient } from '@tanstack/react-query';
import type { ChatMessageDto } from '@tontine/contracts';
import { queryKeys } from '../../../lib/query-keys';
import type { FlaggedQueue } from './get-flagged-queue';
import type { ChatHistory } from './get-history';

// What the server said happened to a message is written into the cached history and queue:
// the socket's events and the operator's own actions change the lists without a new read.

/** Applies `change` to every page of the group's cached history (page 0 is the newest). */
function changeHistory(
  client: QueryClient,
  groupId: string,
  change: (items: ChatMessageDto[], pageIndex: number) => ChatMessageDto[],
) {
  client.setQueryData<ChatHistory>(queryKeys.chatHistory(groupId), (history) =>
    history
      ? {
          ...history,
          pages: history.pages.map((page, index) => ({
            ...page,
            items: change(page.items, index),
          })),
        }
      : history,
  );
}

/** Adds a message the socket delivered at the end of the newest page, once. */
export function appendMessage(client: QueryClient, message: ChatMessageDto) {
  const history = client.getQueryData<ChatHistory>(queryKeys.chatHistory(message.group_id));
  if (history?.pages.some((page) => page.items.some((m) => m.id === message.id))) return;
  changeHistory(client, message.group_id, (items, index) =>
    index === 0 ? [...items, message] : items,
  );
}

/** Puts the server's new version of a message in place in its group's history. */
export function replaceMessage(client: QueryClient, message: ChatMessageDto) {
  changeHistory(client, message.group_id, (items) =>
    items.map((m) => (m.id === message.id ? message : m)),
  );
}

/** Takes a message off the moderation queue. */
function removeFromQueue(client: QueryClient, messageId: string) {
  client.setQueryData<FlaggedQueue>(queryKeys.flaggedQueue, (queue) =>
    queue
      ? {
          ...queue,
          pages: queue.pages.map((page) => ({
            ...page,
            items: page.items.filter((m) => m.id !== messageId),
          })),
        }
      : queue,
  );
}

/** A deleted message leaves its group's history and the queue. */
export function removeMessage(client: QueryClient, groupId: string, messageId: string) {
  changeHistory(client, groupId, (items) => items.filter((m) => m.id !== messageId));
  removeFromQueue(client, messageId);
}

/** A message whose reports were dismissed shows unreported and leaves the queue. */
export function clearFlags(client: QueryClient, groupId: string, messageId: string) {
  changeHistory(client, groupId, (items) =>
    items.map((m) =>
      m.id === messageId ? { ...m, is_flagged: false, flag_count: 0, flag_reasons: [] } : m,
    ),
  );
  removeFromQueue(client, messageId);
}
