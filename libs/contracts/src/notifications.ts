import { z } from 'zod';

/** The notification type catalogue with each type's priority. */
export const NOTIFICATION_PRIORITIES = {
  payment_reminder: 'high',
  contribution_confirmed: 'medium',
  payout_received: 'high',
  group_join_approved: 'medium',
  cycle_complete: 'medium',
  system_update: 'low',
  crypto_contribution: 'high',
  join_request: 'medium',
  contribution_rejected: 'medium',
} as const;

export type NotificationType = keyof typeof NOTIFICATION_PRIORITIES;
export const NOTIFICATION_TYPES = Object.keys(NOTIFICATION_PRIORITIES) as [
  NotificationType,
  ...NotificationType[],
];
export const NOTIFICATION_PRIORITY_LEVELS = ['high', 'medium', 'low'] as const;
export type NotificationPriority = (typeof NOTIFICATION_PRIORITY_LEVELS)[number];

/** Unknown types fall back to system_update's priority. */
export function notificationPriority(type: string): NotificationPriority {
  return type in NOTIFICATION_PRIORITIES
    ? NOTIFICATION_PRIORITIES[type as NotificationType]
    : NOTIFICATION_PRIORITIES.system_update;
}

export const notificationDtoSchema = z.strictObject({
  id: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  message: z.string(),
  priority: z.enum(NOTIFICATION_PRIORITY_LEVELS),
  is_read: z.boolean(),
  created_at: z.string(),
  data: z.record(z.string(), z.string()).nullable(),
});
export type NotificationDto = z.output<typeof notificationDtoSchema>;

/** POST /api/notifications/read and /:id/read: how many were marked read. */
export const notificationsUpdatedSchema = z.strictObject({ updated: z.number() });
export type NotificationsUpdated = z.output<typeof notificationsUpdatedSchema>;

/** POST /api/notifications/delete and DELETE /:id: how many went. */
export const notificationsDeletedSchema = z.strictObject({ deleted: z.number() });
export type NotificationsDeleted = z.output<typeof notificationsDeletedSchema>;

/**
 * The texts the API writes into notifications, by template, with the params each one needs.
 * The API keeps storing the French title and message (e-mails, old clients) and adds the
 * template and its params to `data`, so that each client can show the text in its reader's
 * language. `amount` always comes with `currency`.
 */
export const NOTIFICATION_TEMPLATES = {
  payout_received: ['group_name', 'cycle', 'amount', 'currency'],
  cycle_complete: ['group_name', 'cycle'],
  cycle_complete_last: ['group_name'],
  contribution_confirmed: ['group_name', 'cycle', 'amount', 'currency'],
  crypto_contribution: ['username', 'group_name', 'amount', 'currency', 'token_symbol', 'network'],
  payment_reminder_upcoming: ['group_name', 'amount', 'currency', 'due_date'],
  payment_reminder_overdue: ['group_name', 'amount', 'currency', 'due_date'],
  payment_reminder_due_today: ['group_name', 'amount', 'currency', 'due_date'],
  join_request: ['username', 'group_name'],
  group_join_approved: ['group_name', 'invitation_code'],
  join_request_rejected: ['group_name'],
  join_request_rejected_with_response: ['group_name', 'response'],
  member_excluded: ['group_name'],
  group_rules_changed: ['group_name', 'cycle'],
  contribution_rejected: ['group_name', 'cycle', 'amount', 'currency', 'reason'],
  fine_applied: ['group_name', 'cycle', 'amount', 'currency', 'grace_days'],
  fine_paid: ['group_name', 'cycle', 'amount', 'currency'],
  fine_payment_rejected: ['group_name', 'cycle', 'amount', 'currency', 'reason'],
  fine_waived: ['group_name', 'cycle', 'amount', 'currency', 'reason'],
  turn_swap_proposed: ['username', 'group_name', 'your_cycle', 'their_cycle'],
  turn_swap_awaiting_approval: ['username', 'counterpart', 'group_name'],
  turn_swap_declined: ['username', 'group_name'],
  turn_swap_approved: ['first_name', 'first_cycle', 'second_name', 'second_cycle', 'group_name'],
  turn_swap_rejected: ['group_name', 'reason'],
  turn_swap_overtaken: ['group_name'],
  treasurer_named: ['group_name'],
  treasurer_removed: ['group_name'],
  saving_approved: ['group_name', 'cycle', 'amount', 'currency'],
  saving_rejected: ['group_name', 'cycle', 'amount', 'currency', 'reason'],
  loan_guarantee_requested: ['username', 'group_name', 'amount', 'currency'],
  loan_guarantee_declined: ['username', 'group_name', 'amount', 'currency'],
  loan_approved: ['group_name', 'amount', 'currency'],
  loan_rejected: ['group_name', 'amount', 'currency', 'reason'],
  loan_disbursed: ['group_name', 'amount', 'currency', 'first_due_date'],
  loan_repayment_recorded: ['group_name', 'amount', 'currency', 'outstanding'],
  loan_closed: ['group_name', 'amount', 'currency'],
  loan_taken_over: ['username', 'group_name', 'amount', 'currency'],
  savings_shared_out: ['group_name', 'amount', 'currency'],
  loan_instalment_late: ['group_name', 'number', 'amount', 'currency'],
} as const satisfies Record<string, readonly string[]>;

export type NotificationTemplate = keyof typeof NOTIFICATION_TEMPLATES;

/** Exactly the params of one template, all strings. */
export type NotificationTemplateParams<T extends NotificationTemplate> = {
  [K in (typeof NOTIFICATION_TEMPLATES)[T][number]]: string;
};

export type NotificationTemplateData<T extends NotificationTemplate> =
  NotificationTemplateParams<T> & {
    template: T;
  };

/** The `data` fields that name a notification's template and carry its params. */
export function notificationTemplateData<T extends NotificationTemplate>(
  template: T,
  params: NotificationTemplateParams<T>,
): NotificationTemplateData<T> {
  return { ...params, template };
}

export interface StoredNotificationTemplate {
  template: NotificationTemplate;
  params: Record<string, string>;
}

function isNotificationTemplate(value: unknown): value is NotificationTemplate {
  return typeof value === 'string' && Object.hasOwn(NOTIFICATION_TEMPLATES, value);
}

/**
 * A notification's template and params read back from its `data`; null when there is none,
 * when it is unknown to this client or a param is missing (rows written before templates, or
 * by a newer API): the stored French title and message are then shown as they are.
 */
export function readNotificationTemplate(
  data: Readonly<Record<string, unknown>> | null | undefined,
): StoredNotificationTemplate | null {
  const template = data?.template;
  if (!data || !isNotificationTemplate(template)) return null;
  const params: Record<string, string> = {};
  for (const name of NOTIFICATION_TEMPLATES[template]) {
    const value = data[name];
    if (typeof value !== 'string') return null;
    params[name] = value;
  }
  return { template, params };
}
