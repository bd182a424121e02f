import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CHAT_LIMITS } from '@tontine/contracts';
import { chatKeys } from '../api/chat-keys';
import { sendChatMessage } from '../api/send-chat-message';
import {
  addTemporary,
  clearSentTick,
  confirmSent,
  markFailed,
  onThread,
  removeMessage,
  settleDelivered,
  wasDelivered,
  type ChatThread,
} from '../utils/chat-thread';
import { isOnline, type SendFailure } from '../utils/send-error';

export interface ChatSender {
  id: string;
  username: string;
}

/**
 * The send lifecycle: a temporary message shows at once (sending), then it is sent (the tick
 * goes after 2 s) or it failed (it goes after 5 s) with the reason (see `sendErrorTexts`).
 */
export function useSendChatMessage(groupId: string, sender: ChatSender | null | undefined) {
  const queryClient = useQueryClient();
  const [error, setError] = useState<SendFailure | null>(null);
  const threadKey = chatKeys.thread(groupId);

  const update = (updater: (thread: ChatThread) => ChatThread) =>
    queryClient.setQueryData<ChatThread>(threadKey, onThread(updater));

  function fail(tempId: string, failure: SendFailure) {
    if (wasDelivered(queryClient.getQueryData<ChatThread>(threadKey), tempId)) {
      update(settleDelivered(tempId));
      return;
    }
    update(markFailed(tempId));
    setError(failure);
    setTimeout(() => update(removeMessage(tempId)), CHAT_LIMITS.failedRemovalMs);
  }

  async function send(text: string): Promise<void> {
    const message = text.trim();
    if (!message || !sender) return;
    setError(null);
    const tempId = `temp-${crypto.randomUUID()}`;
    const timestamp = new Date().toISOString();
    update(
      addTemporary({
        id: tempId,
        group_id: groupId,
        sender_id: sender.id,
        sender_name: sender.username,
        message,
        timestamp,
        is_flagged: false,
        is_admin: false,
        is_read: true,
        flag_count: 0,
        flag_reasons: [],
        is_temp: true,
        sending: true,
      }),
    );
    if (!isOnline()) {
      fail(tempId, { cause: null, online: false });
      return;
    }
    try {
      const answer = await sendChatMessage({ group_id: groupId, message, timestamp });
      update(confirmSent(tempId, answer.id, answer.timestamp));
      setTimeout(() => update(clearSentTick(answer.id)), CHAT_LIMITS.sentTickMs);
    } catch (cause) {
      fail(tempId, { cause, online: isOnline() });
    }
  }

  return { send, error, dismissError: () => setError(null) };
}
