/** The notification type catalogue (001 §3) with each type's priority. */
export const NOTIFICATION_PRIORITIES = {
  payment_reminder: 'high',
  contribution_confirmed: 'medium',
  payout_received: 'high',
  group_join_approved: 'medium',
  cycle_complete: 'medium',
  system_update: 'low',
  crypto_contribution: 'high',
  join_request: 'medium',
} as const;

export type NotificationType = keyof typeof NOTIFICATION_PRIORITIES;
export type NotificationPriority = 'high' | 'medium' | 'low';

/** Unknown types fall back to system_update's priority. */
export function notificationPriority(type: string): NotificationPriority {
  return type in NOTIFICATION_PRIORITIES
    ? NOTIFICATION_PRIORITIES[type as NotificationType]
    : NOTIFICATION_PRIORITIES.system_update;
}

export interface NotificationDto {
  id: string;
  type: NotificationType;
  title: string;
  message: string;
  priority: NotificationPriority;
  is_read: boolean;
  created_at: string;
  data: Record<string, string> | null;
}
