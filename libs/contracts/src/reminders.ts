import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import { z } from 'zod';
import { successMessageSchema } from './success-messages.js';

/**
 * Payment reminders beyond the app: when they are sent (before the due date, on the day, once
 * overdue), by which channels, and the limits a member sets on them. The channels are the
 * settings' toggles (push for the app, e-mail, SMS) under the "payment reminders" toggle; this
 * resource holds what the toggles cannot: the quiet hours, the daily limit and the time zone
 * both are read in.
 */
export const REMINDER_KINDS = ['before_due', 'due_today', 'overdue'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

export const REMINDER_CHANNELS = ['in_app', 'email', 'sms'] as const;
export type ReminderChannel = (typeof REMINDER_CHANNELS)[number];

/** The channels that leave the app, each message of which is counted and reported. */
export const OUTBOUND_CHANNELS = ['email', 'sms'] as const;
export type OutboundChannel = (typeof OUTBOUND_CHANNELS)[number];

export const REMINDER_LIMITS = { maxDaysBefore: 7, minDailyLimit: 1, maxDailyLimit: 10 } as const;

/** What a member starts with: no message between 21:00 and 07:00, three a day at most. */
export const DEFAULT_REMINDER_PREFERENCES = {
  quiet_hours_enabled: true,
  quiet_start: '21:00',
  quiet_end: '07:00',
  daily_limit: 3,
} as const;

/**
 * A profile's phone number in international format (+254712345678), as SMS gateways take it,
 * read in the account's country when it has no country code; null when it is no valid number.
 */
export function internationalPhone(phone: string | null, country: string): string | null {
  if (!phone) return null;
  const parsed = parsePhoneNumberFromString(phone.trim(), country.toUpperCase() as CountryCode);
  return parsed?.isValid() ? parsed.number : null;
}

/** Whether the runtime knows the IANA zone (browsers and Node both carry the full database). */
export function isTimeZone(zone: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const clockTime = z
  .string({ error: 'quietHoursInvalid' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'quietHoursInvalid' });

/** PUT /api/users/me/reminder-preferences. */
export const reminderPreferencesSchema = z
  .strictObject({
    quiet_hours_enabled: z.boolean({ error: 'invalidValue' }),
    quiet_start: clockTime,
    quiet_end: clockTime,
    daily_limit: z
      .number({ error: 'dailyLimitInvalid' })
      .int({ error: 'dailyLimitInvalid' })
      .min(REMINDER_LIMITS.minDailyLimit, { error: 'dailyLimitInvalid' })
      .max(REMINDER_LIMITS.maxDailyLimit, { error: 'dailyLimitInvalid' }),
    time_zone: z.string({ error: 'timeZoneInvalid' }).refine(isTimeZone, {
      error: 'timeZoneInvalid',
    }),
  })
  .superRefine((prefs, ctx) => {
    if (prefs.quiet_hours_enabled && prefs.quiet_start === prefs.quiet_end)
      ctx.addIssue({ code: 'custom', message: 'quietHoursInvalid', path: ['quiet_end'] });
  });
export type ReminderPreferences = z.output<typeof reminderPreferencesSchema>;
export type ReminderPreferencesInput = z.input<typeof reminderPreferencesSchema>;

/** Why a channel a member may choose cannot carry their reminders now. */
export const CHANNEL_UNAVAILABLE_REASONS = [
  /** The server has no SMTP or no SMS provider configured. */
  'not_configured',
  /** The operators turned the channel off for the platform (content settings). */
  'disabled_by_platform',
  /** SMS needs a phone number in the profile. */
  'no_phone',
] as const;
export type ChannelUnavailableReason = (typeof CHANNEL_UNAVAILABLE_REASONS)[number];

export const reminderChannelDtoSchema = z.strictObject({
  /** The member's toggle in the settings. */
  chosen: z.boolean(),
  available: z.boolean(),
  reason: z.enum(CHANNEL_UNAVAILABLE_REASONS).nullable(),
});
export type ReminderChannelDto = z.output<typeof reminderChannelDtoSchema>;

export const REMINDER_MESSAGE_STATUSES = [
  /** Waiting for its time: the end of the quiet hours, or the next dispatch. */
  'queued',
  /** Being handed to the provider; one left here by a stopped instance is never sent twice. */
  'sending',
  /** Handed to the provider (SMTP server, SMS gateway). */
  'sent',
  /** The SMS gateway reported it on the phone. */
  'delivered',
  /** Refused or lost by the provider, with its reason. */
  'failed',
  /** Not sent: the member's daily limit was reached. */
  'over_limit',
  /** Not sent: the channel was turned off or became unavailable before its time. */
  'cancelled',
] as const;
export type ReminderMessageStatus = (typeof REMINDER_MESSAGE_STATUSES)[number];

/** One reminder that left (or was to leave) the app, as its member sees it. */
export const reminderMessageDtoSchema = z.strictObject({
  id: z.string(),
  channel: z.enum(OUTBOUND_CHANNELS),
  kind: z.enum(REMINDER_KINDS),
  group_id: z.string(),
  group_name: z.string(),
  cycle_number: z.number(),
  status: z.enum(REMINDER_MESSAGE_STATUSES),
  /** The provider's reason for a failure, as it gave it. */
  failure_reason: z.string().nullable(),
  /** When a message held by the quiet hours goes. */
  send_after: z.string(),
  sent_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  created_at: z.string(),
});
export type ReminderMessageDto = z.output<typeof reminderMessageDtoSchema>;

/** GET /api/users/me/reminder-preferences. */
export const reminderPreferencesDtoSchema = z.strictObject({
  quiet_hours_enabled: z.boolean(),
  quiet_start: z.string(),
  quiet_end: z.string(),
  daily_limit: z.number(),
  time_zone: z.string(),
  /** The settings' "payment reminders" toggle: off, no reminder by any channel. */
  reminders_enabled: z.boolean(),
  channels: z.strictObject({
    in_app: reminderChannelDtoSchema,
    email: reminderChannelDtoSchema,
    sms: reminderChannelDtoSchema,
  }),
  /** The last reminders sent by e-mail or SMS, newest first. */
  recent: z.array(reminderMessageDtoSchema),
});
export type ReminderPreferencesDto = z.output<typeof reminderPreferencesDtoSchema>;

/** POST /api/reminders/unsubscribe/:token: the channel the link stopped, and the confirmation. */
export const unsubscribedDtoSchema = successMessageSchema.extend({
  channel: z.enum(OUTBOUND_CHANNELS),
});
export type UnsubscribedDto = z.output<typeof unsubscribedDtoSchema>;

/**
 * The body of POST /api/reminders/unsubscribe/:token: nothing from the web page, the form
 * `List-Unsubscribe=One-Click` from a mail client (RFC 8058).
 */
export const oneClickUnsubscribeSchema = z.strictObject({
  'List-Unsubscribe': z.literal('One-Click', { error: 'invalidValue' }).optional(),
});
