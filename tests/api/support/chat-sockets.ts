import { WebSocket } from 'ws';
import {
  CHAT_WS_LEGACY_PATH_PREFIX,
  chatSocketPath,
  type ChatEvent,
  type ChatSendResponse,
} from '@tontine/contracts';
import { apiUrl } from './api-target.js';
import { api, type ApiAnswer } from './http.js';

type EventOf<T extends ChatEvent['type']> = Extract<ChatEvent, { type: T }>;

export interface ChatSocket {
  socket: WebSocket;
  /** Every event received since the socket opened (or since `forget()`), in order. */
  events: ChatEvent[];
  /** The first event of that type matching `match`, already received or still to come. */
  next<T extends ChatEvent['type']>(
    type: T,
    match?: (event: EventOf<T>) => boolean,
    timeoutMs?: number,
  ): Promise<EventOf<T>>;
  /** How the server closed the socket (code and reason), whenever it does. */
  closed: Promise<{ code: number; reason: string }>;
  forget(): void;
  close(): Promise<void>;
}

export interface ChatSocketOptions {
  baseUrl?: string;
  /** `/api/ws/:groupId`, the path the member documents name, instead of `/ws/chat/:groupId`. */
  legacyPath?: boolean;
  /** Open with a socket ticket (POST /api/chat/socket-ticket) instead of the token. */
  ticket?: string;
  /** The page a browser would name in Origin (the desktop console's file page: "null"). */
  origin?: string;
}

/** Opens a group's chat socket the way the web client does: the token as a query parameter. */
export function openChatSocket(
  groupId: string,
  token: string | undefined,
  options: ChatSocketOptions = {},
): ChatSocket {
  const base = (options.baseUrl ?? apiUrl()).replace(/^http/, 'ws');
  const path = options.legacyPath
    ? `${CHAT_WS_LEGACY_PATH_PREFIX}${encodeURIComponent(groupId)}`
    : chatSocketPath(groupId);
  const query =
    options.ticket !== undefined
      ? `?ticket=${encodeURIComponent(options.ticket)}`
      : token === undefined
        ? ''
        : `?token=${encodeURIComponent(token)}`;
  const socket = new WebSocket(
    `${base}${path}${query}`,
    options.origin === undefined ? {} : { headers: { origin: options.origin } },
  );
  const events: ChatEvent[] = [];
  const waiters = new Set<() => void>();
  const wake = () => waiters.forEach((w) => w());

  socket.on('message', (raw) => {
    events.push(JSON.parse(String(raw)) as ChatEvent);
    wake();
  });
  // A refused connection ends in 'close' with its code; a transport error ends there too.
  socket.on('error', () => undefined);
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.once('close', (code, reason) => {
      resolve({ code, reason: String(reason) });
      wake();
    }),
  );

  return {
    socket,
    events,
    closed,
    next(type, match = () => true, timeoutMs = 5_000) {
      const found = () =>
        events.find(
          (e): e is EventOf<typeof type> => e.type === type && match(e as EventOf<typeof type>),
        );
      return new Promise((resolve, reject) => {
        const stop = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        const check = () => {
          const event = found();
          if (event) {
            stop();
            resolve(event);
          } else if (socket.readyState === WebSocket.CLOSED) {
            stop();
            reject(new Error(`the chat socket closed before a ${type} event arrived`));
          }
        };
        const timer = setTimeout(() => {
          stop();
          reject(new Error(`no ${type} event within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    forget() {
      events.length = 0;
    },
    async close() {
      if (socket.readyState !== WebSocket.CLOSED) {
        socket.close();
        await closed;
      }
    },
  };
}

export function sendChatMessage(
  token: string | undefined,
  groupId: string,
  message: string,
  baseUrl?: string,
): Promise<ApiAnswer<ChatSendResponse & { detail?: string; code?: string }>> {
  return api('POST', '/api/chat/messages', {
    token,
    baseUrl,
    body: { group_id: groupId, message, timestamp: new Date().toISOString() },
  });
}

/**
 * The server admits a socket into its group's room after checking the token and the membership,
 * which ends some time after 'open' with no signal. Until then events pass it by, so a member
 * sends a probe (then deletes it) until every socket sees one; the events of the probes are then
 * forgotten. Deleted probes leave no trace in the history, the unread counts nor the audit.
 */
export async function untilInRoom(
  chats: ChatSocket | ChatSocket[],
  groupId: string,
  prober: { token: string },
  baseUrl?: string,
  timeoutMs = 10_000,
): Promise<void> {
  const sockets = [chats].flat();
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const probe = await sendChatMessage(prober.token, groupId, 'probe', baseUrl);
    if (probe.status !== 201) throw new Error(`probe refused: ${JSON.stringify(probe.body)}`);
    const id = probe.body.id;
    const seen = await Promise.all(
      sockets.map((chat) =>
        chat
          .next('new_message', (e) => e.message.id === id, 250)
          .then(
            () => true,
            () => false,
          ),
      ),
    );
    const removed = await api('DELETE', `/api/chat/messages/${id}`, {
      token: prober.token,
      baseUrl,
    });
    if (removed.status !== 200)
      throw new Error(`probe not removed: ${JSON.stringify(removed.body)}`);
    const refused = sockets.find((chat) => chat.socket.readyState === WebSocket.CLOSED);
    if (refused) {
      const { code, reason } = await refused.closed;
      throw new Error(`the chat socket was refused: ${code} ${reason}`);
    }
    if (seen.every(Boolean)) {
      // Events reach a socket in the order they were raised: after this one, no probe is left.
      await Promise.all(
        sockets.map((chat) => chat.next('message_deleted', (e) => e.message_id === id)),
      );
      sockets.forEach((chat) => chat.forget());
      return;
    }
    if (Date.now() > deadline)
      throw new Error(`the chat socket was not admitted within ${timeoutMs} ms`);
  }
}
