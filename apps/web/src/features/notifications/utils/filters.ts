import type { NotificationDto, NotificationType } from '@tontine/contracts';

export const NOTIFICATION_FILTERS = ['all', 'unread', 'important', 'payments', 'groups'] as const;
export type NotificationFilter = (typeof NOTIFICATION_FILTERS)[number];

const PAYMENT_TYPES: readonly NotificationType[] = [
  'payment_reminder',
  'contribution_confirmed',
  'contribution_rejected',
  'payout_received',
  'crypto_contribution',
];
const GROUP_TYPES: readonly NotificationType[] = [
  'group_join_approved',
  'cycle_complete',
  'join_request',
];

/** Whether a notification belongs under a filter of the notifications screen. */
export function matchesFilter(item: NotificationDto, filter: NotificationFilter): boolean {
  switch (filter) {
    case 'all':
      return true;
    case 'unread':
      return !item.is_read;
    case 'important':
      return item.priority === 'high';
    case 'payments':
      return PAYMENT_TYPES.includes(item.type);
    case 'groups':
      return GROUP_TYPES.includes(item.type);
  }
}

export function countByFilter(
  items: readonly NotificationDto[],
): Record<NotificationFilter, number> {
  const counts = { all: 0, unread: 0, important: 0, payments: 0, groups: 0 };
  for (const item of items) {
    for (const filter of NOTIFICATION_FILTERS) if (matchesFilter(item, filter)) counts[filter] += 1;
  }
  return counts;
}

/** Newest first, whatever order the items arrived in. */
export function newestFirst(items: readonly NotificationDto[]): NotificationDto[] {
  return [...items].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
}

/** The bell's badge: the count, capped at 99+. */
export function badgeLabel(count: number): string {
  return count > 99 ? '99+' : String(count);
}
