import { useId, type ReactNode } from 'react';
import { Box, Button, Group, Stack, Tabs } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { UserSettings } from '@tontine/contracts';
import { SignOutButton } from '../../../components/sign-out-button';
import { i18n, setInterfaceLanguage } from '../../../lib/i18n';
import { TOAST_MS, notifySuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { translateFieldError } from '../../../lib/form-errors';
import { useUpdateSettings } from '../api/update-settings';
import { DisplayTab } from './display-tab';
import { NotificationsTab } from './notifications-tab';
import { ProfileTab } from './profile-tab';
import { SecurityTab } from './security-tab';
import { settingsValues, settingsValuesSchema, type SettingsValues } from './settings-form-types';
import { SystemTab } from './system-tab';
import { ErrorAlert } from '../../../components/error-alert';
import { WriteButton } from '../../../components/offline-writes';
import { RewardsPanelSlot, useAdTrigger } from '../../../lib/ad-slots';

interface SettingsEditorProps {
  settings: UserSettings;
  email: string;
  administration?: ReactNode;
  onReload: () => void;
  reloading: boolean;
  onClose: () => void;
  /** A security step is open over the modal, which must then stay open. */
  onFlowChange?: (opened: boolean) => void;
}

/**
 * The five tabs over one form; Save sends the whole object. Each tab's
 * fields sit in their own <form> carrying the form's id (one tab is mounted at a time), so that
 * the Sécurité tab's own forms (password, codes) and the Notifications tab's reminder
 * preferences are never nested in the settings form.
 */
export function SettingsEditor({
  settings,
  email,
  administration,
  onReload,
  reloading,
  onClose,
  onFlowChange,
}: SettingsEditorProps) {
  const { t } = useTranslation();
  const formId = useId();
  const update = useUpdateSettings();
  const adTrigger = useAdTrigger();
  const account = useSession()?.user;
  const form = useForm<SettingsValues>({
    initialValues: settingsValues(settings),
    validate: schemaResolver(settingsValuesSchema, { sync: true }),
    enhanceGetInputProps: ({ inputProps }) => ({ error: translateFieldError(inputProps.error, t) }),
  });

  const save = form.onSubmit(async (values) => {
    try {
      // The API wants the whole object and ignores this field: it echoes the account's state.
      const twoFactor = account?.two_factor_enabled ?? settings.two_factor_enabled;
      const saved = await update.mutateAsync({ ...values, two_factor_enabled: twoFactor });
      // The saved language now, not at the next render: `t` is bound to the language it was
      // rendered in, and the confirmation must read in the language just chosen.
      await setInterfaceLanguage(saved.settings.language);
      notifySuccess({
        message: i18n.getFixedT(saved.settings.language)('settings.saved'),
        autoClose: TOAST_MS.settings,
      });
      adTrigger('profile-updated');
      onClose();
    } catch {
      // Shown from the mutation's error.
    }
  });

  const fields = (children: ReactNode) => (
    <form id={formId} noValidate onSubmit={save}>
      {children}
    </form>
  );

  return (
    <Stack>
      {update.isError && <ErrorAlert error={update.error} />}
      <Tabs defaultValue="profile" keepMounted={false}>
        <Tabs.List grow>
          <Tabs.Tab value="profile">{t('settings.tabProfile')}</Tabs.Tab>
          <Tabs.Tab value="notifications">{t('settings.tabNotifications')}</Tabs.Tab>
          <Tabs.Tab value="display">{t('settings.tabDisplay')}</Tabs.Tab>
          <Tabs.Tab value="security">{t('settings.tabSecurity')}</Tabs.Tab>
          <Tabs.Tab value="system">{t('settings.tabSystem')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="profile" pt="md">
          {fields(<ProfileTab form={form} email={email} />)}
        </Tabs.Panel>
        <Tabs.Panel value="notifications" pt="md">
          <NotificationsTab form={form} formId={formId} onSave={save} />
        </Tabs.Panel>
        <Tabs.Panel value="display" pt="md">
          {fields(<DisplayTab form={form} />)}
          <Box mt="lg">
            <RewardsPanelSlot />
          </Box>
        </Tabs.Panel>
        <Tabs.Panel value="security" pt="md">
          <SecurityTab form={form} formId={formId} onSave={save} onFlowChange={onFlowChange} />
        </Tabs.Panel>
        <Tabs.Panel value="system" pt="md">
          {fields(<SystemTab form={form} administration={administration} />)}
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
          <WriteButton type="submit" form={formId} loading={update.isPending}>
            {update.isPending ? t('settings.saving') : t('settings.save')}
          </WriteButton>
        </Group>
      </Group>
    </Stack>
  );
}
