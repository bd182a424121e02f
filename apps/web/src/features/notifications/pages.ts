/**
 * The notifications page alone, for the routes' lazy import: the index is also imported
 * statically by the entry (the live stream), which would keep the page in the entry.
 */
export { NotificationsPage } from './components/notifications-page';
