import type { RemindersLocale } from './fr';

/** English texts of payment reminders outside the app. */
export const remindersEn: RemindersLocale = {
  unavailable: {
    notConfigured: {
      in_app: 'Push notifications are not available on this server.',
      email: 'Sending e-mail is not set up on this server.',
      sms: 'Sending SMS is not set up on this server.',
    },
    disabledByPlatform: {
      in_app: 'Push notifications are turned off by the platform.',
      email: 'E-mails are turned off by the platform.',
      sms: 'SMS are turned off by the platform.',
    },
    noPhone: 'Add a phone number in the Profile tab to receive SMS.',
  },
  settings: {
    title: 'Payment reminders',
    intro: 'These settings apply to reminders sent by e-mail and by SMS.',
    disabled:
      'Payment reminders are turned off: turn on “Payment reminders” above and save to receive them.',
    loading: 'Loading reminders...',
    loadFailed: 'Could not load the reminder preferences',
    quietHours: 'Quiet hours',
    quietHoursHint: 'No e-mail or SMS during these hours: a reminder waits until they end.',
    quietStart: 'Quiet from',
    quietEnd: 'Quiet until',
    dailyLimit: 'Most reminders a day',
    dailyLimitHint: '{{min}} to {{max}}, e-mails and SMS together',
    timeZone: 'Time zone',
    timeZoneHint: 'The quiet hours and the daily limit follow this time zone.',
    noTimeZoneFound: 'No time zone found',
    save: 'Save reminders',
  },
  recent: {
    title: 'Last reminders sent',
    empty: 'No reminder sent by e-mail or SMS yet.',
    channels: { email: 'E-mail', sms: 'SMS' },
    kinds: {
      before_due: 'Before the due date',
      due_today: 'Due date',
      overdue: 'Overdue',
    },
    statuses: {
      queued: 'Waiting',
      sending: 'Sending',
      sent: 'Sent',
      delivered: 'Delivered',
      failed: 'Failed',
      over_limit: 'Daily limit reached',
      cancelled: 'Cancelled',
    },
    cycle: 'cycle {{cycle}}',
    scheduled: 'Due to leave {{time}}',
    failure: 'Reason: {{reason}}',
  },
  unsubscribe: {
    title: 'Payment reminders',
    explain:
      'This link stops the payment reminders sent through the channel you received it by (e-mail or SMS).',
    unchanged: 'Your groups, your other notifications and the reminders in the app do not change.',
    confirm: 'Stop these reminders',
    again: 'You can turn them back on at any time in Settings › Notifications.',
    open: 'Open Tontine',
  },
};
