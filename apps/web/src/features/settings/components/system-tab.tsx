import type { ReactNode } from 'react';
import { Group, Stack, Switch, Text } from '@mantine/core';
import { APP_VERSION } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import type { SettingsForm } from './settings-form-types';

interface SystemTabProps {
  form: SettingsForm;
  /** The Administration block, given by the app for super admins only. */
  administration?: ReactNode;
}

export function SystemTab({ form, administration }: SystemTabProps) {
  const { t } = useTranslation();
  return (
    <Stack>
      <Group justify="space-between">
        <Text size="sm">{t('settings.appVersion')}</Text>
        <Text size="sm" fw={600}>
          {APP_VERSION}
        </Text>
      </Group>
      <Switch
        label={t('settings.autoSync')}
        {...form.getInputProps('auto_sync', { type: 'checkbox' })}
      />
      <Switch
        label={t('settings.offlineMode')}
        {...form.getInputProps('offline_mode', { type: 'checkbox' })}
      />
      <Switch
        label={t('settings.debugMode')}
        description={t('settings.debugModeHint')}
        {...form.getInputProps('debug_mode', { type: 'checkbox' })}
      />
      {administration}
    </Stack>
  );
}
