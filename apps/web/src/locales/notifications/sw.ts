import type { notificationsFr } from './fr';

/** Swahili texts of the notifications screen and the bell. */
export const notificationsSw: typeof notificationsFr = {
  title: 'Arifa',
  bell: 'Arifa ({{count}} hazijasomwa)',
  filters: {
    all: 'Zote',
    unread: 'Hazijasomwa',
    important: 'Muhimu',
    payments: 'Malipo',
    groups: 'Vikundi',
  },
  selectAll: 'Chagua zote',
  deselectAll: 'Ondoa uteuzi wote',
  select: 'Chagua “{{title}}”',
  selected: '{{count}} zimechaguliwa',
  markRead: 'Weka kama imesomwa',
  delete: 'Futa',
  cancel: 'Ghairi',
  markOneRead: 'Weka “{{title}}” kama imesomwa',
  deleteOne: 'Futa “{{title}}”',
  unread: 'Haijasomwa',
  justNow: 'Sasa hivi',
  emptyTitle: 'Hakuna arifa',
  emptyText: 'Umesoma kila kitu!',
  join: 'Jiunge',
  joined: 'Umejiunga na kikundi!',
  joinFailed: 'Imeshindwa kujiunga na kikundi',
  actionFailed: 'Hitilafu imetokea. Jaribu tena.',
};
