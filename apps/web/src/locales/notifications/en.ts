import type { notificationsFr } from './fr';

/** English texts of the notifications screen and the bell. */
export const notificationsEn: typeof notificationsFr = {
  title: 'Notifications',
  bell: 'Notifications ({{count}} unread)',
  filters: {
    all: 'All',
    unread: 'Unread',
    important: 'Important',
    payments: 'Payments',
    groups: 'Groups',
  },
  selectAll: 'Select all',
  deselectAll: 'Deselect all',
  select: 'Select “{{title}}”',
  selected: '{{count}} selected',
  markRead: 'Mark as Read',
  delete: 'Delete',
  cancel: 'Cancel',
  markOneRead: 'Mark “{{title}}” as read',
  deleteOne: 'Delete “{{title}}”',
  unread: 'Unread',
  justNow: 'Just now',
  emptyTitle: 'No notifications found',
  emptyText: "You're all caught up!",
  join: 'Join',
  joined: 'You joined the group!',
  joinFailed: 'Could not join the group',
  actionFailed: 'Something went wrong. Try again.',
};
