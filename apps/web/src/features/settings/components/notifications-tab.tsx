import { Stack, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SettingsForm } from './settings-form-types';

export function NotificationsTab({ form }: { form: SettingsForm }) {
  const { t } = useTranslation();
  const toggle = (
    path: `notifications.${'email' | 'sms' | 'push' | 'group_updates' | 'payment_reminders'}`,
  ) => form.getInputProps(path, { type: 'checkbox' });
  return (
    <Stack>
      <Switch label={t('settings.notifyEmail')} {...toggle('notifications.email')} />
      <Switch label={t('settings.notifySms')} {...toggle('notifications.sms')} />
      <Switch label={t('settings.notifyPush')} {...toggle('notifications.push')} />
      <Switch label={t('settings.notifyGroupUpdates')} {...toggle('notifications.group_updates')} />
      <Switch
        label={t('settings.notifyPaymentReminders')}
        {...toggle('notifications.payment_reminders')}
      />
    </Stack>
  );
}
