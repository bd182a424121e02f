import type { UserDto, UserSettings } from '@tontine/contracts';
import type { UserSettingsRow } from './user-settings.entity.js';
import type { User } from './user.entity.js';

/**
 * `setupRequired`: the caller knows the configuration (TwoFactorService.setupRequired); the
 * screens that answer a user otherwise never face an enrolment session, which is refused.
 */
export function toUserDto(user: User, setupRequired = false): UserDto {
  return {
    id: user.id,
    username: user.username,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    phone_number: user.phoneNumber,
    role: user.role,
    status: user.status,
    country: user.country,
    language: user.language,
    preferred_language: user.preferredLanguage,
    preferred_currency: user.preferredCurrency,
    onboarding_completed: user.onboardingCompleted,
    can_create_groups: user.canCreateGroups,
    receive_newsletter: user.receiveNewsletter,
    profile_photo_url: user.profilePhotoFile
      ? `/api/users/${user.id}/photo?v=${user.updatedAt.getTime()}`
      : null,
    created_at: user.createdAt.toISOString(),
    two_factor_enabled: Boolean(user.twoFactorEnabledAt),
    two_factor_setup_required: setupRequired,
  };
}

export function toSettingsDto(user: User, row: UserSettingsRow): UserSettings {
  return {
    username: user.username,
    phone_number: user.phoneNumber ?? '',
    language: user.language as UserSettings['language'],
    country: user.country,
    notifications: {
      email: row.notifyEmail,
      sms: row.notifySms,
      push: row.notifyPush,
      group_updates: row.notifyGroupUpdates,
      payment_reminders: row.notifyPaymentReminders,
    },
    theme: row.theme,
    font_size: row.fontSize,
    currency: row.currency,
    // The switch mirrors the account: it changes through /api/auth/2fa, never through settings.
    two_factor_enabled: Boolean(user.twoFactorEnabledAt),
    session_timeout: row.sessionTimeout,
    auto_sync: row.autoSync,
    offline_mode: row.offlineMode,
    debug_mode: row.debugMode,
  };
}

/** The settings kept in their own row; the account holds the others (name, phone, language). */
export function applySettings(
  row: UserSettingsRow,
  s: Omit<UserSettings, 'username' | 'phone_number' | 'language' | 'country'>,
): void {
  row.notifyEmail = s.notifications.email;
  row.notifySms = s.notifications.sms;
  row.notifyPush = s.notifications.push;
  row.notifyGroupUpdates = s.notifications.group_updates;
  row.notifyPaymentReminders = s.notifications.payment_reminders;
  row.theme = s.theme;
  row.fontSize = s.font_size;
  row.currency = s.currency;
  row.sessionTimeout = s.session_timeout;
  row.autoSync = s.auto_sync;
  row.offlineMode = s.offline_mode;
  row.debugMode = s.debug_mode;
}
