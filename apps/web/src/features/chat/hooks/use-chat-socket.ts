import { useEffect, useEffectEvent, useState } from 'react';
import { chatSocketPath, type ChatEvent } from '@tontine/contracts';
import {
  browserSocket,
  openReconnectingSocket,
  socketUrl,
  type SocketFactory,
} from '../../../lib/reconnecting-socket';
import { CHAT_SOCKET_REFUSED } from '../utils/chat-access';

/** The connection states the chat header shows: connected, disconnected, or in error. */
export type ChatConnectionStatus = 'disconnected' | 'connected' | 'error';

/** The server closed the socket for good: a refused token or access, or no such group. */
export interface ChatSocketRefusal {
  code: number;
  reason: string;
}

const EVENT_TYPES: ReadonlySet<string> = new Set<ChatEvent['type']>([
  'new_message',
  'message_deleted',
  'message_flagged',
  'flag_dismissed',
]);

function readChatEvent(data: unknown): ChatEvent | null {
  const candidate = data as { type?: unknown } | null;
  if (typeof candidate?.type !== 'string' || !EVENT_TYPES.has(candidate.type)) return null;
  return candidate as ChatEvent;
}

export interface ChatSocketOptions {
  groupId: string;
  token: string | null | undefined;
  onEvent: (event: ChatEvent) => void;
  /** Each (re)connection: the moment to fetch what was missed while disconnected. */
  onOpen?: () => void;
  createSocket?: SocketFactory;
}

/**
 * The group's chat socket: events go to `onEvent`; after a drop it reconnects with the shared
 * backoff; a refusal (4401, 4403, 4404) stops it and is answered with its reason.
 */
export function useChatSocket({
  groupId,
  token,
  onEvent,
  onOpen,
  createSocket = browserSocket,
}: ChatSocketOptions): { status: ChatConnectionStatus; refusal: ChatSocketRefusal | null } {
  const [status, setStatus] = useState<ChatConnectionStatus>('disconnected');
  const [refusal, setRefusal] = useState<ChatSocketRefusal | null>(null);
  const handleEvent = useEffectEvent(onEvent);
  const handleOpen = useEffectEvent(() => onOpen?.());

  useEffect(() => {
    if (!token || !groupId) return;
    return openReconnectingSocket({
      url: socketUrl(chatSocketPath(groupId), token),
      createSocket,
      finalCodes: Object.values(CHAT_SOCKET_REFUSED),
      onOpen: () => {
        setStatus('connected');
        handleOpen();
      },
      onMessage: (data) => {
        const event = readChatEvent(data);
        if (event) handleEvent(event);
      },
      onClose: (event, final) => {
        if (!final) {
          setStatus('disconnected');
          return;
        }
        setStatus('error');
        setRefusal({ code: event.code, reason: event.reason });
      },
    });
  }, [groupId, token, createSocket]);

  return { status, refusal };
}
