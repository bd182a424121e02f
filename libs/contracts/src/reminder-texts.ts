import type { NotificationLanguage } from './notification-texts.js';

/**
 * The words around a reminder's text when it leaves the app, in the member's language. An SMS
 * and an e-mail's subject name their sender first; an SMS ends with the way to stop, an e-mail
 * with why it was sent and a link that stops reminder e-mails in one click.
 */
export const REMINDER_OUTBOUND_TEXTS = {
  fr: {
    sender: 'Tontine',
    smsStop: 'Stop SMS : {{link}}',
    emailGreeting: 'Bonjour {{username}},',
    emailOpen: 'Ouvrir le groupe : {{link}}',
    emailWhy:
      'Vous recevez ce rappel parce que vous êtes membre de {{group_name}} et avez choisi les rappels par e-mail.',
    emailStop: 'Ne plus recevoir les rappels par e-mail : {{link}}',
  },
  en: {
    sender: 'Tontine',
    smsStop: 'Stop SMS: {{link}}',
    emailGreeting: 'Hello {{username}},',
    emailOpen: 'Open the group: {{link}}',
    emailWhy:
      'You receive this reminder because you are a member of {{group_name}} and chose reminders by e-mail.',
    emailStop: 'Stop reminders by e-mail: {{link}}',
  },
  sw: {
    sender: 'Tontine',
    smsStop: 'Acha SMS: {{link}}',
    emailGreeting: 'Habari {{username}},',
    emailOpen: 'Fungua kikundi: {{link}}',
    emailWhy:
      'Unapokea kikumbusho hiki kwa sababu wewe ni mwanachama wa {{group_name}} na ulichagua vikumbusho kwa barua pepe.',
    emailStop: 'Acha vikumbusho kwa barua pepe: {{link}}',
  },
} as const satisfies Record<NotificationLanguage, Record<string, string>>;

export type ReminderOutboundText = keyof (typeof REMINDER_OUTBOUND_TEXTS)['fr'];

export function reminderOutboundText(
  language: NotificationLanguage,
  key: ReminderOutboundText,
  values: Record<string, string> = {},
): string {
  return REMINDER_OUTBOUND_TEXTS[language][key].replace(
    /\{\{(\w+)\}\}/g,
    (_, name: string) => values[name] ?? '',
  );
}
