import type { ChatMessageDto, ChatPage } from '@tontine/contracts';

/**
 * A message as the list shows it: the API's fields plus the send states only the client
 * knows (is_temp, sending, sent, failed). A temporary message carries a `temp-…` id until the
 * server answers with the real one.
 */
export interface ChatListMessage extends ChatMessageDto {
  is_temp?: boolean;
  sending?: boolean;
  sent?: boolean;
  failed?: boolean;
  /** The temporary message this copy from the socket replaced, until the send is answered. */
  temp_id?: string;
}

/** The open chat: its messages oldest first, with the page's cursor and counters. */
export interface ChatThread extends Omit<ChatPage, 'items'> {
  items: ChatListMessage[];
}

type Updater = (thread: ChatThread) => ChatThread;

/** Applies `update` to a cached thread; a thread that is gone (the chat was left) stays gone. */
export function onThread(update: Updater) {
  return (thread: ChatThread | undefined): ChatThread | undefined =>
    thread ? update(thread) : thread;
}

function mapItems(thread: ChatThread, map: (item: ChatListMessage) => ChatListMessage) {
  return { ...thread, items: thread.items.map(map) };
}

/** The newest message the server knows (temporary ones are not on the server yet). */
export function lastServerMessage(thread: ChatThread): ChatListMessage | undefined {
  return thread.items.findLast((item) => !item.is_temp);
}

export function addTemporary(message: ChatListMessage): Updater {
  return (thread) => ({ ...thread, items: [...thread.items, message] });
}

/**
 * The server accepted the temporary message `tempId` as `id`. When the socket already
 * delivered it, the copy from the socket stays and the temporary one goes (no duplicate).
 */
export function confirmSent(tempId: string, id: string, timestamp: string): Updater {
  return (thread) => {
    const delivered = thread.items.some((item) => item.id === id);
    const items = delivered
      ? thread.items.filter((item) => item.id !== tempId)
      : thread.items.map((item) =>
          item.id === tempId ? { ...item, id, timestamp, is_temp: false } : item,
        );
    return {
      ...thread,
      items: items.map((item) =>
        item.id === id
          ? { ...item, sending: false, sent: true, failed: false, temp_id: undefined }
          : item,
      ),
    };
  };
}

/**
 * Whether the socket already delivered the temporary message `tempId`: the server stored it
 * even though the send's answer failed (a timeout after the server had saved it, say).
 */
export function wasDelivered(thread: ChatThread | undefined, tempId: string): boolean {
  return thread?.items.some((item) => item.temp_id === tempId) ?? false;
}

/** The delivered copy of a send whose answer failed: no longer sending, and not failed. */
export function settleDelivered(tempId: string): Updater {
  return (thread) =>
    mapItems(thread, (item) =>
      item.temp_id === tempId ? { ...item, sending: false, temp_id: undefined } : item,
    );
}

export function clearSentTick(id: string): Updater {
  return (thread) => mapItems(thread, (item) => (item.id === id ? { ...item, sent: false } : item));
}

export function markFailed(tempId: string): Updater {
  return (thread) =>
    mapItems(thread, (item) =>
      item.id === tempId ? { ...item, sending: false, failed: true } : item,
    );
}

export function removeMessage(id: string): Updater {
  return (thread) => ({ ...thread, items: thread.items.filter((item) => item.id !== id) });
}

/**
 * A message from the socket or a catch-up: it replaces the message with its id, else the
 * caller's own temporary message with the same text still waiting for its answer, else it is
 * appended. `added` says whether the list did not have it yet.
 */
export function receiveMessage(
  thread: ChatThread,
  message: ChatMessageDto,
  myId: string | undefined,
): { thread: ChatThread; added: boolean } {
  const index = thread.items.findIndex((item) => item.id === message.id);
  if (index >= 0) {
    const items = thread.items.slice();
    items[index] = { ...items[index], ...message };
    return { thread: { ...thread, items }, added: false };
  }
  if (message.sender_id === myId) {
    const pending = thread.items.findIndex(
      (item) => item.is_temp && item.sending && item.message === message.message,
    );
    if (pending >= 0) {
      const items = thread.items.slice();
      items[pending] = { ...message, sending: true, temp_id: thread.items[pending].id };
      return { thread: { ...thread, items }, added: false };
    }
  }
  return { thread: { ...thread, items: [...thread.items, message] }, added: true };
}

/** Older messages loaded above the list (any already shown are not repeated). */
export function prependOlder(page: ChatPage): Updater {
  return (thread) => {
    const known = new Set(thread.items.map((item) => item.id));
    return {
      ...thread,
      items: [...page.items.filter((item) => !known.has(item.id)), ...thread.items],
      next_cursor: page.next_cursor,
    };
  };
}

/**
 * Everything up to `lastId` is read: the unread count the server answered, and no more
 * new-message markers on those messages (one that arrived meanwhile keeps its marker).
 */
export function markReadThrough(lastId: string, unreadCount: number): Updater {
  return (thread) => {
    const end = thread.items.findIndex((item) => item.id === lastId);
    return {
      ...thread,
      items: thread.items.map((item, index) =>
        index <= end && !item.is_read ? { ...item, is_read: true } : item,
      ),
      unread_count: unreadCount,
    };
  };
}

/** The flag state of one message changed (reported, or its flags dismissed). */
export function patchFlags(
  id: string,
  flags: Partial<Pick<ChatMessageDto, 'is_flagged' | 'flag_count' | 'flag_reasons'>>,
): Updater {
  return (thread) => mapItems(thread, (item) => (item.id === id ? { ...item, ...flags } : item));
}

/** The unread badge's text: capped at '99+'. */
export function unreadBadgeText(count: number, cap: number): string {
  return count > cap ? `${cap}+` : String(count);
}
