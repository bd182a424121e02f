import type { TFunction } from 'i18next';
import type { ReminderChannel, ReminderChannelDto } from '@tontine/contracts';

/**
 * Why a channel cannot carry the member's reminders now, shown dimmed under its toggle: not set
 * up on this server, turned off by the platform, or (SMS) no phone number in the profile.
 * Undefined while the channel is available or its state is not known yet.
 */
export function channelUnavailableText(
  t: TFunction,
  channel: ReminderChannel,
  state: ReminderChannelDto | undefined,
): string | undefined {
  if (!state || state.available) return undefined;
  switch (state.reason) {
    case 'no_phone':
      return t('reminders.unavailable.noPhone');
    case 'disabled_by_platform':
      return t(`reminders.unavailable.disabledByPlatform.${channel}`);
    default:
      return t(`reminders.unavailable.notConfigured.${channel}`);
  }
}
