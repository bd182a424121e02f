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

/** Close codes the server uses when it refuses or ends a connection. */
export const WS_CLOSE = {
  unauthorized: 4401,
  forbidden: 4403,
  notFound: 4404,
  /** Maintenance is on: only super admins stay connected. */
  maintenance: 4503,
} as const;
