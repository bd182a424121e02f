/** The notifications feature's public face: the page, the bell and the live stream. */
export { NotificationBell } from './components/notification-bell';
export { NotificationsPage } from './components/notifications-page';
export { useNotificationStream } from './hooks/use-notification-stream';
