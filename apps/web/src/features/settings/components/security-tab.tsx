import { Select, Stack, Switch } from '@mantine/core';
import { SESSION_TIMEOUT_OPTIONS } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import type { SettingsForm } from './settings-form-types';

export function SecurityTab({ form }: { form: SettingsForm }) {
  const { t } = useTranslation();
  return (
    <Stack>
      <Switch
        label={t('settings.twoFactor')}
        {...form.getInputProps('two_factor_enabled', { type: 'checkbox' })}
      />
      <Select
        label={t('settings.sessionTimeout')}
        description={t('settings.sessionTimeoutHint')}
        data={SESSION_TIMEOUT_OPTIONS.map((minutes) => ({
          value: String(minutes),
          label: t('settings.minutes', { minutes }),
        }))}
        allowDeselect={false}
        value={String(form.values.session_timeout)}
        onChange={(value) => value && form.setFieldValue('session_timeout', Number(value))}
        error={form.errors.session_timeout}
      />
    </Stack>
  );
}
