import {
  chatSocketPath,
  type ChatPage,
  type ChatSendResponse,
  type ChatSocketTicketDto,
  type FlaggedChatPage,
} from '@tontine/contracts';
import { desktop } from '../../bridge';
import { consoleGet, consoleSend } from '../console/api/console-api';

/** The groups a super admin may open (the console's groups list, searched on the server). */
export interface GroupOption {
  id: string;
  name: string;
  status: string;
}

export const searchGroups = (q: string) =>
  consoleGet<{ items: GroupOption[] }>('/api/superadmin/groups', { q, limit: 100 });

export const getHistory = (groupId: string, before?: string) =>
  consoleGet<ChatPage>(`/api/chat/groups/${encodeURIComponent(groupId)}/messages`, { before });

export const sendMessage = (groupId: string, message: string) =>
  consoleSend<ChatSendResponse>('POST', '/api/chat/messages', {
    group_id: groupId,
    message,
    timestamp: new Date().toISOString(),
  });

export const deleteMessage = (id: string) =>
  consoleSend('DELETE', `/api/chat/messages/${encodeURIComponent(id)}`);

export const flagMessage = (id: string, reason: string) =>
  consoleSend('POST', `/api/chat/messages/${encodeURIComponent(id)}/flag`, {
    reason: reason.trim() || undefined,
  });

export const dismissFlags = (id: string) =>
  consoleSend('POST', `/api/chat/messages/${encodeURIComponent(id)}/dismiss-flags`);

export const getFlaggedQueue = (cursor?: string | null) =>
  consoleGet<FlaggedChatPage>('/api/superadmin/chat/flagged', { cursor, limit: 50 });

/**
 * The address of a group's chat socket with a one-minute ticket: the renderer never holds the
 * session token (main adds it to the ticket request), so the socket is opened with the ticket.
 */
export async function chatSocketUrl(groupId: string): Promise<string> {
  const [base, issued] = await Promise.all([
    desktop.apiBaseUrl(),
    consoleSend<ChatSocketTicketDto>('POST', '/api/chat/socket-ticket', { group_id: groupId }),
  ]);
  const url = new URL(chatSocketPath(groupId), base);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.searchParams.set('ticket', issued.ticket);
  return url.toString();
}
