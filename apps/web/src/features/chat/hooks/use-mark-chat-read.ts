import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CHAT_LIMITS } from '@tontine/contracts';
import { chatKeys } from '../api/chat-keys';
import { markChatRead } from '../api/mark-chat-read';
import {
  lastServerMessage,
  markReadThrough,
  onThread,
  type ChatThread,
} from '../utils/chat-thread';

function pageVisible(): boolean {
  return typeof document === 'undefined' || !document.hidden;
}

/**
 * 2 s after the list changes, while the page is in view, the messages up to the last
 * one are marked as read and their new-message markers go.
 */
export function useMarkChatRead(groupId: string, thread: ChatThread) {
  const queryClient = useQueryClient();
  const [visible, setVisible] = useState(pageVisible);
  const lastId = lastServerMessage(thread)?.id;
  const hasUnread = thread.unread_count > 0 || thread.items.some((item) => !item.is_read);
  const size = thread.items.length;

  useEffect(() => {
    const onChange = () => setVisible(pageVisible());
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);

  useEffect(() => {
    if (!lastId || !hasUnread || !visible) return;
    const timer = setTimeout(() => {
      markChatRead(groupId, lastId)
        .then(({ unread_count }) => {
          queryClient.setQueryData(
            chatKeys.thread(groupId),
            onThread(markReadThrough(lastId, unread_count)),
          );
          // The per-group counts on the group cards.
          void queryClient.invalidateQueries({ queryKey: chatKeys.unread });
        })
        // Not marked this time: the next change of the list tries again.
        .catch(() => undefined);
    }, CHAT_LIMITS.markReadDelayMs);
    return () => clearTimeout(timer);
  }, [groupId, lastId, size, hasUnread, visible, queryClient]);
}
