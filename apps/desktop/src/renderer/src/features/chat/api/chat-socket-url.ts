import { chatSocketPath, type ChatSocketTicketDto } from '@tontine/contracts';
import { consoleSend } from '../../../api/console-api';
import { desktop } from '../../../bridge';

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
