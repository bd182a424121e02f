export const ROLES = ['member', 'admin', 'super_admin', 'support'] as const;
export type Role = (typeof ROLES)[number];

/**
 * The platform's operators, who sign into the console: super admins (everything) and support
 * staff (the audit trail and its export only, the server checks it).
 */
export const OPERATOR_ROLES = ['super_admin', 'support'] as const satisfies readonly Role[];
export type OperatorRole = (typeof OPERATOR_ROLES)[number];
export const isOperatorRole = (role: string): role is OperatorRole =>
  (OPERATOR_ROLES as readonly string[]).includes(role);

/** `deleted`: anonymised by a super admin, kept for the money history it is part of. */
export const USER_STATUSES = ['active', 'suspended', 'deleted'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const SESSION_TIMEOUT_OPTIONS = [15, 30, 60, 120] as const;
export const DEFAULT_SESSION_TIMEOUT_MINUTES = 30;

export const MAINTENANCE_POLL_MS = 30_000;
export const DEFAULT_MAINTENANCE_MESSAGE = 'Application en cours de mise à jour...';
export const DEFAULT_MAINTENANCE_ESTIMATE = '30-60 minutes';

export const PROFILE_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PROFILE_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;

export const PASSWORD_RESET_TTL_MINUTES = 60;

/** Registration retries: three attempts, 2 s apart, each allowed longer than the last. */
export const REGISTRATION_MAX_ATTEMPTS = 3;
export const REGISTRATION_RETRY_DELAY_MS = 2000;
export const REGISTRATION_FIRST_TIMEOUT_MS = 15_000;
export const REGISTRATION_RETRY_TIMEOUT_MS = 20_000;
export const REGISTRATION_RETRY_TIMEOUT_STEP_MS = 5_000;

export const GEOLOCATION_TIMEOUT_MS = 10_000;
export const GEOLOCATION_CACHE_MS = 5 * 60_000;

export const APP_VERSION = '1.0.0';

export const THEMES = ['light', 'dark'] as const;
export const FONT_SIZES = ['small', 'medium', 'large'] as const;
export const SETTINGS_CURRENCIES = ['KES', 'USD', 'EUR'] as const;
