import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  NOTIFICATIONS_WS_PATH,
  WS_CLOSE,
  type NotificationDto,
  type RealtimeMessage,
} from '@tontine/contracts';
import { invalidateForNotification } from '../../../lib/live-invalidation';
import { queryKeys } from '../../../lib/query-keys';
import {
  browserSocket,
  openReconnectingSocket,
  socketUrl,
  type SocketFactory,
} from '../../../lib/reconnecting-socket';

export type { SocketFactory } from '../../../lib/reconnecting-socket';

function readMessage(data: unknown): RealtimeMessage | null {
  const parsed = data as Partial<RealtimeMessage> | null;
  if (parsed?.type === 'notification' && typeof parsed.data?.id === 'string') {
    return parsed as RealtimeMessage;
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
 * into the cached list and refreshes what it changed, reads the list again each time it opens,
 * reconnecting after a drop (maintenance included), stopping when the
 * server refuses the token, and closing when `token` goes away (sign-out).
 */
export function useNotificationStream(
  token: string | null | undefined,
  createSocket: SocketFactory = browserSocket,
): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!token) return;
    return openReconnectingSocket({
      url: socketUrl(NOTIFICATIONS_WS_PATH, token),
      createSocket,
      finalCodes: [WS_CLOSE.unauthorized, WS_CLOSE.forbidden],
      // What was sent while no socket listened (before this one opened, or during a drop)
      // never arrives on it: the list is read again each time the channel opens.
      onOpen: () => void queryClient.invalidateQueries({ queryKey: queryKeys.notifications }),
      onMessage: (data) => {
        const message = readMessage(data);
        if (message?.type !== 'notification') return;
        insertNotification(queryClient, message.data);
        // A read of the list already under way may have begun before this notification existed:
        // its answer would replace the list without it. Read again instead (this cancels it).
        if (queryClient.isFetching({ queryKey: queryKeys.notifications }) > 0) {
          void queryClient.invalidateQueries({ queryKey: queryKeys.notifications });
        }
        // What the event changed (a payout, a validation, …) is read again, not left stale.
        void invalidateForNotification(queryClient, message.data);
      },
      // The server closes the socket the moment the session ends (a password change, "sign
      // out everywhere"): asking who is signed in lets the HTTP side sign out now, with its
      // reason, rather than at the person's next click.
      onClose: (event, final) => {
        if (final && event.code === WS_CLOSE.unauthorized) {
          void queryClient.invalidateQueries({ queryKey: queryKeys.me });
        }
      },
    });
  }, [token, createSocket, queryClient]);
}
