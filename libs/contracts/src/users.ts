import type { Role, UserStatus } from './constants.js';
import type { UserSettings } from './schemas/settings.js';
import type { SuccessMessage } from './success-messages.js';

/** The user as every client receives it (`/auth/login`, `/auth/me`, …). */
export interface UserDto {
  id: string;
  username: string;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string | null;
  role: Role;
  status: UserStatus;
  country: string;
  language: string;
  preferred_language: string;
  preferred_currency: string;
  onboarding_completed: boolean;
  can_create_groups: boolean;
  receive_newsletter: boolean;
  profile_photo_url: string | null;
  created_at: string;
  /** Two-factor sign-in is on for this account. */
  two_factor_enabled: boolean;
  /** A super admin who must set it up before anything else (TWO_FACTOR_REQUIRED_FOR_SUPER_ADMINS). */
  two_factor_setup_required: boolean;
}

export interface AuthResponse {
  access_token: string;
  token_type: 'bearer';
  expires_at: string;
  user: UserDto;
}

/** PUT /api/users/me/settings: the settings saved and the user they changed. */
export interface UpdateSettingsResponse extends SuccessMessage {
  settings: UserSettings;
  user: UserDto;
}

export interface HealthResponse {
  status: 'ok';
  database: 'mysql' | 'sqlite';
  version: string;
  time: string;
}

/** Demo accounts, shown by `npm start` and used by the `#demo` shortcut. */
export const DEMO_ACCOUNTS = {
  member: { email: 'demo.member@tontine.local', password: 'DemoMember1' },
  admin: { email: 'demo.admin@tontine.local', password: 'DemoAdmin1' },
  superAdmin: { email: 'superadmin@tontine.local', password: 'SuperAdmin1' },
  /** Support staff: the console's audit tab and its export, nothing else. */
  support: { email: 'support@tontine.local', password: 'SupportStaff1' },
} as const;
