import type { ReactNode } from 'react';
import { Alert, Button, Group, Stack, Tabs } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { userSettingsSchema, type UserSettings } from '@tontine/contracts';
import { SignOutButton } from '../../../components/sign-out-button';
import { TOAST_MS, notifySuccess } from '../../../lib/notify';
import { translateError, translateFieldError } from '../../../lib/translate-error';
import { useUpdateSettings } from '../api/update-settings';
import { DisplayTab } from './display-tab';
import { NotificationsTab } from './notifications-tab';
import { ProfileTab } from './profile-tab';
import { SecurityTab } from './security-tab';
import { SystemTab } from './system-tab';

interface SettingsEditorProps {
  settings: UserSettings;
  email: string;
  administration?: ReactNode;
  onReload: () => void;
  reloading: boolean;
  onClose: () => void;
}

/** The five tabs over one form; Save sends the whole object (product decision 4). */
export function SettingsEditor({
  settings,
  email,
  administration,
  onReload,
  reloading,
  onClose,
}: SettingsEditorProps) {
  const { t } = useTranslation();
  const update = useUpdateSettings();
  const form = useForm<UserSettings>({
    initialValues: settings,
    validate: schemaResolver(userSettingsSchema, { sync: true }),
    enhanceGetInputProps: ({ inputProps }) => ({ error: translateFieldError(inputProps.error, t) }),
  });

  const save = form.onSubmit(async (values) => {
    try {
      await update.mutateAsync(values);
      notifySuccess({ message: t('settings.saved'), autoClose: TOAST_MS.settings });
      onClose();
    } catch {
      // Shown from the mutation's error.
    }
  });

  return (
    <form noValidate onSubmit={save}>
      <Stack>
        {update.isError && (
          <Alert color="red" role="alert">
            {translateError(update.error, t)}
          </Alert>
        )}
        <Tabs defaultValue="profile" keepMounted={false}>
          <Tabs.List grow>
            <Tabs.Tab value="profile">{t('settings.tabProfile')}</Tabs.Tab>
            <Tabs.Tab value="notifications">{t('settings.tabNotifications')}</Tabs.Tab>
            <Tabs.Tab value="display">{t('settings.tabDisplay')}</Tabs.Tab>
            <Tabs.Tab value="security">{t('settings.tabSecurity')}</Tabs.Tab>
            <Tabs.Tab value="system">{t('settings.tabSystem')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="profile" pt="md">
            <ProfileTab form={form} email={email} />
          </Tabs.Panel>
          <Tabs.Panel value="notifications" pt="md">
            <NotificationsTab form={form} />
          </Tabs.Panel>
          <Tabs.Panel value="display" pt="md">
            <DisplayTab form={form} />
          </Tabs.Panel>
          <Tabs.Panel value="security" pt="md">
            <SecurityTab form={form} />
          </Tabs.Panel>
          <Tabs.Panel value="system" pt="md">
            <SystemTab form={form} administration={administration} />
          </Tabs.Panel>
        </Tabs>
        <Group justify="space-between">
          <SignOutButton />
          <Group gap="xs">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button variant="default" onClick={onReload} loading={reloading}>
              {t('settings.reload')}
            </Button>
            <Button type="submit" loading={update.isPending}>
              {update.isPending ? t('settings.saving') : t('settings.save')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
