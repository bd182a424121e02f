import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  NOTIFICATIONS_WS_PATH,
  WS_CLOSE,
  type NotificationDto,
  type RealtimeMessage,
} from '@tontine/contracts';
import { queryKeys } from '../../../lib/query-keys';

/** The part of the browser's WebSocket the stream uses; tests pass a hand-driven socket. */
export interface StreamSocket {
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  close(): void;
}
export type SocketFactory = (url: string) => StreamSocket;

const browserSocket: SocketFactory = (url) => new WebSocket(url);

export const RECONNECT_MIN_MS = 1_000;
export const RECONNECT_MAX_MS = 30_000;

export function notificationsSocketUrl(token: string, origin = window.location.origin): string {
  const base = origin.replace(/^http/, 'ws');
  return `${base}${NOTIFICATIONS_WS_PATH}?token=${encodeURIComponent(token)}`;
}

function parseMessage(data: unknown): RealtimeMessage | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = JSON.parse(data) as Partial<RealtimeMessage> | null;
    if (parsed?.type === 'notification' && typeof parsed.data?.id === 'string') {
      return parsed as RealtimeMessage;
    }
  } catch {
    // A frame that is not JSON is ignored.
  }
  return null;
}

/** Puts a pushed notification at the top of the cached list (once, if it is already there). */
export function insertNotification(queryClient: QueryClient, item: NotificationDto): void {
  queryClient.setQueryData<NotificationDto[]>(queryKeys.notifications, (previous = []) => [
    item,
    ...previous.filter((existing) => existing.id !== item.id),
  ]);
}

/**
 * The signed-in user's live notifications: a WebSocket that writes each pushed notification
 * into the cached list, reconnecting after a drop (1 s doubling to 30 s), stopping when the
 * server refuses the token, and closing when `token` goes away (sign-out).
 */
export function useNotificationStream(
  token: string | null | undefined,
  createSocket: SocketFactory = browserSocket,
): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!token) return;
    let socket: StreamSocket | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let delay = RECONNECT_MIN_MS;
    let stopped = false;

    const connect = () => {
      let current: StreamSocket;
      try {
        current = createSocket(notificationsSocketUrl(token));
      } catch {
        scheduleReconnect();
        return;
      }
      socket = current;
      current.onopen = () => {
        delay = RECONNECT_MIN_MS;
      };
      current.onmessage = (event) => {
        const message = parseMessage(event.data);
        if (message?.type === 'notification') insertNotification(queryClient, message.data);
      };
      current.onclose = (event) => {
        socket = null;
        if (stopped) return;
        if (event.code === WS_CLOSE.unauthorized || event.code === WS_CLOSE.forbidden) {
          stopped = true;
          return;
        }
        scheduleReconnect();
      };
    };

    const scheduleReconnect = () => {
      if (stopped) return;
      const wait = delay;
      delay = Math.min(delay * 2, RECONNECT_MAX_MS);
      timer = setTimeout(connect, wait);
    };

    connect();
    return () => {
      stopped = true;
      if (timer !== undefined) clearTimeout(timer);
      socket?.close();
      socket = null;
    };
  }, [token, createSocket, queryClient]);
}
