import { useMutation } from '@tanstack/react-query';
import type { ChatSendResponse } from '@tontine/contracts';
import { consoleSend } from '../../../api/console-api';

export const sendMessage = (groupId: string, message: string) =>
  consoleSend<ChatSendResponse>('POST', '/api/chat/messages', {
    group_id: groupId,
    message,
    timestamp: new Date().toISOString(),
  });

/** Sends in the open group; the message comes back through the group's socket. */
export function useSendMessage() {
  return useMutation({
    mutationFn: ({ groupId, message }: { groupId: string; message: string }) =>
      sendMessage(groupId, message),
  });
}
