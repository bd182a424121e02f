import { lazy, Suspense, type FormEventHandler } from 'react';
import { Center, Loader, Stack, Switch } from '@mantine/core';
import type { ReminderChannel } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { useReminderPreferences } from '../api/get-reminder-preferences';
import { channelUnavailableText } from './reminders/channel-unavailable';
import type { SettingsForm } from './settings-form-types';

// The reminders' form and list come with the tab's first opening, not with the modal.
const ReminderPreferencesSection = lazy(() =>
  import('./reminders/reminder-preferences-section').then((m) => ({
    default: m.ReminderPreferencesSection,
  })),
);

interface NotificationsTabProps {
  form: SettingsForm;
  /** The settings form's id and submit: the five toggles are settings saved with Save. */
  formId: string;
  onSave: FormEventHandler<HTMLFormElement>;
}

/**
 * Notifications: the five toggles of the settings (saved with the modal's Save), each channel
 * with the reason it cannot carry reminders when it cannot, then the payment reminders' own
 * preferences, saved by their own button, outside the settings form (no nested forms).
 */
export function NotificationsTab({ form, formId, onSave }: NotificationsTabProps) {
  const { t } = useTranslation();
  const reminders = useReminderPreferences();
  const toggle = (
    path: `notifications.${'email' | 'sms' | 'push' | 'group_updates' | 'payment_reminders'}`,
  ) => form.getInputProps(path, { type: 'checkbox' });
  const unavailable = (channel: ReminderChannel) =>
    channelUnavailableText(t, channel, reminders.data?.channels[channel]);
  return (
    <Stack gap="lg">
      <form id={formId} noValidate onSubmit={onSave}>
        <Stack>
          <Switch
            label={t('settings.notifyEmail')}
            description={unavailable('email')}
            {...toggle('notifications.email')}
          />
          <Switch
            label={t('settings.notifySms')}
            description={unavailable('sms')}
            {...toggle('notifications.sms')}
          />
          <Switch
            label={t('settings.notifyPush')}
            description={unavailable('in_app')}
            {...toggle('notifications.push')}
          />
          <Switch
            label={t('settings.notifyGroupUpdates')}
            {...toggle('notifications.group_updates')}
          />
          <Switch
            label={t('settings.notifyPaymentReminders')}
            {...toggle('notifications.payment_reminders')}
          />
        </Stack>
      </form>
      <Suspense
        fallback={
          <Center py="md">
            <Loader size="sm" aria-label={t('reminders.settings.loading')} />
          </Center>
        }
      >
        <ReminderPreferencesSection
          remindersOn={form.getValues().notifications.payment_reminders}
        />
      </Suspense>
    </Stack>
  );
}
