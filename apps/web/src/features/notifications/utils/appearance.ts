import {
  IconAlertCircle,
  IconBell,
  IconCalendarDue,
  IconCircleCheck,
  IconCircleX,
  IconCoinBitcoin,
  IconRefresh,
  IconUserCheck,
  IconUserPlus,
  IconWallet,
  type Icon,
} from '@tabler/icons-react';
import type { NotificationDto, NotificationType } from '@tontine/contracts';

const TYPE_ICONS: Record<NotificationType, Icon> = {
  payment_reminder: IconCalendarDue,
  contribution_confirmed: IconCircleCheck,
  payout_received: IconWallet,
  group_join_approved: IconUserCheck,
  cycle_complete: IconRefresh,
  system_update: IconAlertCircle,
  crypto_contribution: IconCoinBitcoin,
  join_request: IconUserPlus,
  contribution_rejected: IconCircleX,
};

const PRIORITY_COLORS = { high: 'red', medium: 'blue', low: 'gray' } as const;

/** The icon of a notification's type and the colour of its priority. */
export function notificationAppearance(item: Pick<NotificationDto, 'type' | 'priority'>): {
  icon: Icon;
  color: string;
} {
  return {
    icon: TYPE_ICONS[item.type] ?? IconBell,
    color: PRIORITY_COLORS[item.priority] ?? PRIORITY_COLORS.low,
  };
}
