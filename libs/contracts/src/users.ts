import { z } from 'zod';
import { ROLES, USER_STATUSES } from './constants.js';
import { userSettingsSchema } from './schemas/settings.js';
import { successMessageSchema } from './success-messages.js';

/** The user as every client receives it (`/auth/login`, `/auth/me`, …). */
export const userDtoSchema = z.strictObject({
  id: z.string(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone_number: z.string().nullable(),
  role: z.enum(ROLES),
  status: z.enum(USER_STATUSES),
  country: z.string(),
  language: z.string(),
  preferred_language: z.string(),
  preferred_currency: z.string(),
  onboarding_completed: z.boolean(),
  can_create_groups: z.boolean(),
  receive_newsletter: z.boolean(),
  profile_photo_url: z.string().nullable(),
  created_at: z.string(),
  /** Two-factor sign-in is on for this account. */
  two_factor_enabled: z.boolean(),
  /** A super admin who must set it up before anything else (TWO_FACTOR_REQUIRED_FOR_SUPER_ADMINS). */
  two_factor_setup_required: z.boolean(),
});
export type UserDto = z.output<typeof userDtoSchema>;

/** A new session: registration, sign-in, the demo. */
export const authResponseSchema = z.strictObject({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  expires_at: z.string(),
  user: userDtoSchema,
});
export type AuthResponse = z.output<typeof authResponseSchema>;

/** PUT /api/users/me/settings: the settings saved and the user they changed. */
export const updateSettingsResponseSchema = z.strictObject({
  ...successMessageSchema.shape,
  settings: userSettingsSchema,
  user: userDtoSchema,
});
export type UpdateSettingsResponse = z.output<typeof updateSettingsResponseSchema>;

export const healthResponseSchema = z.strictObject({
  status: z.literal('ok'),
  database: z.enum(['mysql', 'sqlite']),
  version: z.string(),
  time: z.string(),
});
export type HealthResponse = z.output<typeof healthResponseSchema>;

/** Demo accounts, shown by `npm start` and used by the `#demo` shortcut. */
export const DEMO_ACCOUNTS = {
  member: { email: 'demo.member@tontine.local', password: 'DemoMember1' },
  admin: { email: 'demo.admin@tontine.local', password: 'DemoAdmin1' },
  superAdmin: { email: 'superadmin@tontine.local', password: 'SuperAdmin1' },
  /** Support staff: the console's audit tab and its export, nothing else. */
  support: { email: 'support@tontine.local', password: 'SupportStaff1' },
} as const;
