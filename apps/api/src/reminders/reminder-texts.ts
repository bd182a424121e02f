import {
  cycleDueDate,
  formatMoney,
  reminderOutboundText,
  renderNotification,
  type NotificationLanguage,
  type ReminderKind,
} from '@tontine/contracts';
import type { Group } from '../groups/group.entity.js';
import type { User } from '../users/user.entity.js';

export const REMINDER_TEMPLATES = {
  before_due: 'payment_reminder_upcoming',
  due_today: 'payment_reminder_due_today',
  overdue: 'payment_reminder_overdue',
} as const satisfies Record<ReminderKind, string>;

/** The member's language, as the texts know it. */
export function languageOf(user: User): NotificationLanguage {
  return user.language === 'en' || user.language === 'sw' ? user.language : 'fr';
}

/** The reminder's title and message in the member's language, money and date as they read them. */
export function reminderText(user: User, group: Group, cycle: number, kind: ReminderKind) {
  const language = languageOf(user);
  const locale = `${language}-${user.country}`;
  const due = cycleDueDate(group.startDate, group.payoutFrequency, cycle);
  const dueDate = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${due}T00:00:00Z`),
  );
  return renderNotification(
    REMINDER_TEMPLATES[kind],
    {
      group_name: group.name,
      amount: group.contributionAmount,
      currency: group.currency,
      due_date: dueDate,
    },
    language,
    (amount, currency) => formatMoney(amount, currency, locale),
  );
}

/** An SMS: who sends it, the reminder, and how to stop. */
export function reminderSms(message: string, language: NotificationLanguage, stopLink: string) {
  const sender = reminderOutboundText(language, 'sender');
  return `${sender}: ${message} ${reminderOutboundText(language, 'smsStop', { link: stopLink })}`;
}

/** An e-mail's subject: who sends it, and the reminder's title. */
export function reminderEmailSubject(user: User, title: string): string {
  return `${reminderOutboundText(languageOf(user), 'sender')}: ${title}`;
}

/** An e-mail's body: the greeting, the reminder, the group's page, why it came and how to stop. */
export function reminderEmailText(
  user: User,
  group: Group,
  message: string,
  groupLink: string,
  stopLink: string,
): string {
  const language = languageOf(user);
  return [
    reminderOutboundText(language, 'emailGreeting', { username: user.firstName || user.username }),
    '',
    message,
    '',
    reminderOutboundText(language, 'emailOpen', { link: groupLink }),
    '',
    '—',
    reminderOutboundText(language, 'emailWhy', { group_name: group.name }),
    reminderOutboundText(language, 'emailStop', { link: stopLink }),
  ].join('\n');
}
