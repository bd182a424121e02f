import { CHAT_WS_LEGACY_PATH_PREFIX, CHAT_WS_PATH_PREFIX } from './chat.js';
import type { NotificationDto } from './notifications.js';

/** Every realtime event the server sends, by type: nothing sends a raw string event. */
export interface RealtimeEvents {
  notification: NotificationDto;
}

export type RealtimeMessage = {
  [K in keyof RealtimeEvents]: { type: K; data: RealtimeEvents[K] };
}[keyof RealtimeEvents];

/** The signed-in user's own channel: `ws(s)://host/ws/notifications?token=<access token>`. */
export const NOTIFICATIONS_WS_PATH = '/ws/notifications';

/**
 * Every WebSocket path the API serves, as route patterns (`:groupId` is a path segment). The
 * route × caller table of the API tests has a row for each, as it has for every HTTP route.
 */
export const WEBSOCKET_ROUTES = [
  NOTIFICATIONS_WS_PATH,
  `${CHAT_WS_PATH_PREFIX}:groupId`,
  `${CHAT_WS_LEGACY_PATH_PREFIX}:groupId`,
] as const;

/** Close codes the server uses when it refuses or ends a connection. */
export const WS_CLOSE = {
  /** The server is shutting down (standard code): reconnect later. */
  goingAway: 1001,
  /** The server failed to serve the socket (standard code). */
  internalError: 1011,
  /** Rights changed (a moderator named or removed): reconnect at once (standard code). */
  reconnect: 1012,
  unauthorized: 4401,
  forbidden: 4403,
  notFound: 4404,
  /** Maintenance is on: only super admins stay connected. */
  maintenance: 4503,
} as const;
