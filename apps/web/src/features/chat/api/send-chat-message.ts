import { CHAT_LIMITS, type ChatSendResponse } from '@tontine/contracts';
import { apiRequest } from '../../../lib/api-client';

export interface SendChatMessageInput {
  group_id: string;
  message: string;
  timestamp: string;
}

/** POST /api/chat/messages, abandoned after 10 s so that a send never hangs. */
export function sendChatMessage(input: SendChatMessageInput): Promise<ChatSendResponse> {
  return apiRequest<ChatSendResponse>('/chat/messages', {
    method: 'POST',
    body: input,
    timeoutMs: CHAT_LIMITS.sendTimeoutMs,
  });
}
