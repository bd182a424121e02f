/** The notifications feature's public face: the bell and the live stream (its page: pages.ts). */
export { NotificationBell } from './components/notification-bell';
export { useNotificationStream } from './hooks/use-notification-stream';
