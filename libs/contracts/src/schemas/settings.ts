import { z } from 'zod';
import {
  DEFAULT_SESSION_TIMEOUT_MINUTES,
  FONT_SIZES,
  SESSION_TIMEOUT_OPTIONS,
  SETTINGS_CURRENCIES,
  THEMES,
} from '../constants.js';
import { UI_LANGUAGES } from '../languages.js';
import { countryField, phoneField } from './fields.js';

const flag = z.boolean({ error: 'invalidValue' });

export const notificationPrefsSchema = z.strictObject({
  email: flag,
  sms: flag,
  push: flag,
  group_updates: flag,
  payment_reminders: flag,
});

/**
 * PUT /api/users/me/language: the one language of a person (interface, e-mails, SMS,
 * notifications, ads), chosen on any switcher while signed in.
 */
export const updateLanguageSchema = z.strictObject({
  language: z.enum(UI_LANGUAGES, { error: 'languageInvalid' }),
});
export type UpdateLanguageRequest = z.input<typeof updateLanguageSchema>;

/** GET/PUT /api/users/me/settings: the settings modal's tabs, kept on the server. */
export const userSettingsSchema = z.strictObject({
  username: z.string().trim().min(2, { error: 'usernameTooShort' }).max(121),
  phone_number: z.union([z.literal(''), phoneField]),
  language: z.enum(UI_LANGUAGES, { error: 'languageInvalid' }),
  country: countryField,
  notifications: notificationPrefsSchema,
  theme: z.enum(THEMES, { error: 'invalidValue' }),
  font_size: z.enum(FONT_SIZES, { error: 'invalidValue' }),
  currency: z.enum(SETTINGS_CURRENCIES, { error: 'currencyInvalid' }),
  two_factor_enabled: flag,
  session_timeout: z
    .number({ error: 'sessionTimeoutInvalid' })
    .refine((v) => (SESSION_TIMEOUT_OPTIONS as readonly number[]).includes(v), {
      error: 'sessionTimeoutInvalid',
    }),
  auto_sync: flag,
  offline_mode: flag,
  debug_mode: flag,
});
export type UserSettings = z.output<typeof userSettingsSchema>;

/**
 * The settings an account starts with, beside those its registration gives (name, phone,
 * language, country, currency): the API stores them with every new account.
 */
export const NEW_ACCOUNT_SETTINGS = {
  notifications: {
    email: true,
    sms: false,
    push: true,
    group_updates: true,
    payment_reminders: true,
  },
  theme: 'light',
  font_size: 'medium',
  two_factor_enabled: false,
  session_timeout: DEFAULT_SESSION_TIMEOUT_MINUTES,
  auto_sync: true,
  offline_mode: false,
  debug_mode: false,
} as const satisfies Omit<
  UserSettings,
  'username' | 'phone_number' | 'language' | 'country' | 'currency'
>;
