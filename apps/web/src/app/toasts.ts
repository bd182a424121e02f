/**
 * Mantine's toast container, on its own so that providers.tsx can load it lazily: it brings
 * transitions and scroll locking that the first paint does not need (the entry's 200 kB budget).
 * `notifications.show` works before it loads: the store queues and the container shows them.
 */
export { Notifications } from '@mantine/notifications';
