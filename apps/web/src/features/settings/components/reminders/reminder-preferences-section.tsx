import { useId } from 'react';
import { Alert, Center, Divider, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../../lib/describe-error';
import { useReminderPreferences } from '../../api/get-reminder-preferences';
import { RecentReminders } from './recent-reminders';
import { ReminderPreferencesForm } from './reminder-preferences-form';

/**
 * "Rappels de paiement" of the Notifications tab: the quiet hours, the daily limit and the time
 * zone of the reminders sent by e-mail and SMS (saved by their own button), then the last
 * reminders sent. Loaded with the tab's first opening (notifications-tab.tsx).
 */
export function ReminderPreferencesSection({
  remindersOn,
}: {
  /** The settings form's "payment reminders" toggle, as it is now (saved or not). */
  remindersOn: boolean;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const preferences = useReminderPreferences();
  return (
    <Stack gap="sm" component="section" aria-labelledby={titleId}>
      <Divider />
      <Title order={3} fz="md" id={titleId}>
        {t('reminders.settings.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('reminders.settings.intro')}
      </Text>
      {!remindersOn && (
        <Alert color="yellow" variant="light">
          {t('reminders.settings.disabled')}
        </Alert>
      )}
      {preferences.data ? (
        <>
          <ReminderPreferencesForm preferences={preferences.data} />
          <RecentReminders
            messages={preferences.data.recent}
            timeZone={preferences.data.time_zone}
          />
        </>
      ) : preferences.isError ? (
        <Alert color="red" role="alert" title={t('reminders.settings.loadFailed')}>
          {describeError(preferences.error, t)}
        </Alert>
      ) : (
        <Center py="md">
          <Loader size="sm" aria-label={t('reminders.settings.loading')} />
        </Center>
      )}
    </Stack>
  );
}
