import { useEffect, useRef, useState } from 'react';
import type { ChatEvent } from '@tontine/contracts';
import { chatSocketUrl } from '../api/chat-socket-url';

export type ConnectionStatus = 'connecting' | 'connected' | 'disconnected' | 'error';

const RECONNECT_MS = 3_000;

/**
 * A group's chat socket while the group is open: opened with a fresh ticket, opened again
 * (with a new ticket) a few seconds after it drops, closed when the group changes.
 * `onEvent` is read at each event, so the caller's latest state is used.
 */
export function useChatSocket(groupId: string | null, onEvent: (event: ChatEvent) => void) {
  const [status, setStatus] = useState<ConnectionStatus>('disconnected');
  const handler = useRef(onEvent);
  handler.current = onEvent;

  useEffect(() => {
    if (!groupId) return;
    let stopped = false;
    let socket: WebSocket | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;

    const connect = async () => {
      setStatus('connecting');
      try {
        const url = await chatSocketUrl(groupId);
        if (stopped) return;
        socket = new WebSocket(url);
        socket.onopen = () => setStatus('connected');
        socket.onmessage = (message) => {
          try {
            handler.current(JSON.parse(String(message.data)) as ChatEvent);
          } catch {
            // A frame that is not an event of the contracts is ignored, never trusted.
          }
        };
        socket.onclose = () => {
          if (stopped) return;
          setStatus('disconnected');
          retry = setTimeout(() => void connect(), RECONNECT_MS);
        };
      } catch {
        if (stopped) return;
        setStatus('error');
        retry = setTimeout(() => void connect(), RECONNECT_MS);
      }
    };
    void connect();
    return () => {
      stopped = true;
      clearTimeout(retry);
      socket?.close();
      setStatus('disconnected');
    };
  }, [groupId]);

  return status;
}
