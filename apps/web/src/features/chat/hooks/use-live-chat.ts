import { useQueryClient } from '@tanstack/react-query';
import { CHAT_LIMITS, type ChatEvent, type ChatMessageDto } from '@tontine/contracts';
import type { SocketFactory } from '../../../lib/reconnecting-socket';
import { chatKeys } from '../api/chat-keys';
import { getChatMessages } from '../api/get-chat-messages';
import {
  lastServerMessage,
  onThread,
  patchFlags,
  receiveMessage,
  removeMessage,
  type ChatThread,
} from '../utils/chat-thread';
import { upsertFlagged, withoutFlagged } from '../utils/flagged-list';
import { useChatSocket } from './use-chat-socket';

export interface LiveChatOptions {
  groupId: string;
  token: string | null | undefined;
  myId: string | undefined;
  /** A message from someone else that was not in the list yet (desktop notice, reading aloud). */
  onIncoming?: (message: ChatMessageDto) => void;
  createSocket?: SocketFactory;
}

/**
 * Keeps the open thread and the moderation list current from the chat socket, and after each
 * (re)connection fetches the messages newer than the last one known.
 */
export function useLiveChat({ groupId, token, myId, onIncoming, createSocket }: LiveChatOptions) {
  const queryClient = useQueryClient();
  const threadKey = chatKeys.thread(groupId);
  const flaggedKey = chatKeys.flagged(groupId);

  /** Puts a message in the list; answers whether it is a new one from someone else. */
  function receive(message: ChatMessageDto): boolean {
    const thread = queryClient.getQueryData<ChatThread>(threadKey);
    if (!thread) return false;
    const result = receiveMessage(thread, message, myId);
    const fromOther = result.added && message.sender_id !== myId;
    const unread = fromOther && !message.is_read ? 1 : 0;
    queryClient.setQueryData<ChatThread>(threadKey, {
      ...result.thread,
      unread_count: result.thread.unread_count + unread,
    });
    return fromOther;
  }

  function handleEvent(event: ChatEvent) {
    switch (event.type) {
      case 'new_message':
        if (receive(event.message)) onIncoming?.(event.message);
        return;
      case 'message_deleted':
        queryClient.setQueryData(threadKey, onThread(removeMessage(event.message_id)));
        queryClient.setQueryData<ChatMessageDto[]>(flaggedKey, (list) =>
          withoutFlagged(list, event.message_id),
        );
        return;
      case 'message_flagged': {
        const { id, is_flagged, flag_count, flag_reasons } = event.message;
        queryClient.setQueryData(
          threadKey,
          onThread(patchFlags(id, { is_flagged, flag_count, flag_reasons })),
        );
        queryClient.setQueryData<ChatMessageDto[]>(flaggedKey, (list) =>
          upsertFlagged(list, event.message),
        );
        return;
      }
      case 'flag_dismissed':
        queryClient.setQueryData(
          threadKey,
          onThread(
            patchFlags(event.message_id, { is_flagged: false, flag_count: 0, flag_reasons: [] }),
          ),
        );
        queryClient.setQueryData<ChatMessageDto[]>(flaggedKey, (list) =>
          withoutFlagged(list, event.message_id),
        );
        return;
    }
  }

  /**
   * The messages sent while the socket was away, page after page (an empty chat reads its
   * newest page instead).
   */
  async function catchUp() {
    const thread = queryClient.getQueryData<ChatThread>(threadKey);
    if (!thread) return;
    let after = lastServerMessage(thread)?.id;
    try {
      for (;;) {
        const page = await getChatMessages(groupId, { after, limit: CHAT_LIMITS.maxPageSize });
        page.items.forEach(receive);
        queryClient.setQueryData(
          threadKey,
          onThread((current) => ({ ...current, unread_count: page.unread_count })),
        );
        const last = page.items.at(-1);
        if (!last || page.items.length < CHAT_LIMITS.maxPageSize) return;
        after = last.id;
      }
    } catch {
      // The next reconnection tries again; the socket keeps the list current meanwhile.
    }
  }

  return useChatSocket({
    groupId,
    token,
    onEvent: handleEvent,
    onOpen: () => void catchUp(),
    createSocket,
  });
}
