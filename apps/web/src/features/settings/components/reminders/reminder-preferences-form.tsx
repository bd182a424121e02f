import { useMemo, useState } from 'react';
import { NumberInput, Select, SimpleGrid, Stack, Switch, TextInput, Group } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  REMINDER_LIMITS,
  reminderPreferencesSchema,
  type ReminderPreferencesDto,
  type ReminderPreferencesInput,
} from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../../components/form-alert';
import { WriteButton } from '../../../../components/offline-writes';
import { showRefusal, translateFieldError } from '../../../../lib/form-errors';
import { currentLanguage } from '../../../../lib/i18n';
import { notifySuccess } from '../../../../lib/notify';
import { successText } from '../../../../lib/success-message';
import { useUpdateReminderPreferences } from '../../api/update-reminder-preferences';

/** The form's values: the daily limit answers '' while its input is empty. */
interface ReminderFormValues {
  quiet_hours_enabled: boolean;
  quiet_start: string;
  quiet_end: string;
  daily_limit: number | string;
  time_zone: string;
}

const FIELDS = [
  'quiet_hours_enabled',
  'quiet_start',
  'quiet_end',
  'daily_limit',
  'time_zone',
] as const;

function formValues(preferences: ReminderPreferencesDto): ReminderFormValues {
  const { quiet_hours_enabled, quiet_start, quiet_end, daily_limit, time_zone } = preferences;
  return { quiet_hours_enabled, quiet_start, quiet_end, daily_limit, time_zone };
}

function requestBody(values: ReminderFormValues): ReminderPreferencesInput {
  return {
    ...values,
    daily_limit: values.daily_limit === '' ? Number.NaN : Number(values.daily_limit),
  };
}

/**
 * Every IANA zone this browser knows, as a searchable list ("Africa/Dar es Salaam"), with the
 * member's own first kept even when the browser lacks it (an alias the server accepts).
 */
function timeZoneOptions(current: string): { value: string; label: string }[] {
  const zones =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const all = zones.includes(current) ? zones : [current, ...zones];
  return all.map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }));
}

/**
 * The reminders' limits, checked with the contracts' schema as the API checks them, and saved
 * by their own PUT: a refusal shows under the field it names, else above the form.
 */
export function ReminderPreferencesForm({ preferences }: { preferences: ReminderPreferencesDto }) {
  const { t } = useTranslation();
  const update = useUpdateReminderPreferences();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<ReminderFormValues>({
    initialValues: formValues(preferences),
    validate: schemaResolver(reminderPreferencesSchema, { sync: true }),
    enhanceGetInputProps: ({ inputProps }) => ({ error: translateFieldError(inputProps.error, t) }),
  });
  const zones = useMemo(() => timeZoneOptions(preferences.time_zone), [preferences.time_zone]);
  const quiet = form.values.quiet_hours_enabled;

  const save = form.onSubmit(async (values) => {
    setAlert(null);
    try {
      const saved = await update.mutateAsync(requestBody(values));
      form.setInitialValues(formValues(saved));
      form.setValues(formValues(saved));
      notifySuccess({ message: successText('reminderPreferencesSaved', currentLanguage()) });
    } catch (error) {
      showRefusal(error, t, { form, fields: FIELDS, byCode: {}, elsewhere: setAlert });
    }
  });

  return (
    <form noValidate onSubmit={save}>
      <Stack gap="sm">
        {alert && <FormAlert>{alert}</FormAlert>}
        <Switch
          label={t('reminders.settings.quietHours')}
          description={t('reminders.settings.quietHoursHint')}
          {...form.getInputProps('quiet_hours_enabled', { type: 'checkbox' })}
        />
        <SimpleGrid cols={2} spacing="sm">
          <TextInput
            type="time"
            label={t('reminders.settings.quietStart')}
            disabled={!quiet}
            {...form.getInputProps('quiet_start')}
          />
          <TextInput
            type="time"
            label={t('reminders.settings.quietEnd')}
            disabled={!quiet}
            {...form.getInputProps('quiet_end')}
          />
        </SimpleGrid>
        <NumberInput
          label={t('reminders.settings.dailyLimit')}
          description={t('reminders.settings.dailyLimitHint', {
            min: REMINDER_LIMITS.minDailyLimit,
            max: REMINDER_LIMITS.maxDailyLimit,
          })}
          min={REMINDER_LIMITS.minDailyLimit}
          max={REMINDER_LIMITS.maxDailyLimit}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          {...form.getInputProps('daily_limit')}
        />
        <Select
          label={t('reminders.settings.timeZone')}
          description={t('reminders.settings.timeZoneHint')}
          data={zones}
          searchable
          allowDeselect={false}
          nothingFoundMessage={t('reminders.settings.noTimeZoneFound')}
          {...form.getInputProps('time_zone')}
        />
        <Group justify="flex-end">
          <WriteButton type="submit" loading={update.isPending}>
            {t('reminders.settings.save')}
          </WriteButton>
        </Group>
      </Stack>
    </form>
  );
}
