import { useState } from 'react';
import {
  Alert,
  Button,
  Card,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import {
  OFFERED_SYSTEM_ACTIONS,
  type OfferedSystemAction,
  type SystemConfig,
} from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { useBackups } from '../../api/backups';
import { consoleErrorText } from '../../lib/console-error-text';
import { useRunSystemAction, useUnavailableActions } from '../../api/system-actions';
import { CriticalActionDialog, type CriticalAction } from '../../components/critical-action-dialog';
import type { ConsoleTabProps } from '../../lib/console-tab-props';
import { useFailureToast } from '../../lib/use-failure-toast';
import { useConfig } from './api/get-config';
import { useUpdateConfig } from './api/update-config';
import { BackupsList } from './backups-list';
import { CONFIG_FIELDS } from './config-fields';
import { ConfigFieldRow } from './config-field-row';

/**
 * The maintenance switch of the configuration is the console's one maintenance control: the
 * system action that toggled it blindly is not offered beside it, so that two controls cannot
 * disagree and the confirmation says which way it goes.
 */
const SHOWN_ACTIONS = OFFERED_SYSTEM_ACTIONS.filter((action) => action !== 'maintenance');

/**
 * The system tab: the configuration (each change confirmed, then POST /config/update), the
 * secrets masked and read-only, the system actions (each confirmed, the server's answer as a
 * toast) and the backups with their downloads.
 */
export function SystemTab({ search, toast }: ConsoleTabProps) {
  const { t } = useTranslation();
  const [pending, setPending] = useState<CriticalAction | null>(null);
  const unavailable = useUnavailableActions();
  const configQuery = useConfig();
  const backupsQuery = useBackups();
  const config = configQuery.data ?? null;
  const failed = configQuery.isError;
  // Each part loads on its own; each failure leaves its part empty and says so.
  useFailureToast(configQuery.error, t('systemTab.loadFailed'), toast);
  useFailureToast(backupsQuery.error, t('systemTab.loadFailed'), toast);
  const updateConfig = useUpdateConfig();
  const runAction = useRunSystemAction();

  // Quoted like a text, so that French never needs an elision ("de « activé »").
  const shown = (value: unknown): string =>
    typeof value === 'string'
      ? `« ${value} »`
      : typeof value === 'boolean'
        ? `« ${t(value ? 'systemTab.switchOn' : 'systemTab.switchOff')} »`
        : String(value);

  const askConfigChange = (key: keyof SystemConfig, value: SystemConfig[keyof SystemConfig]) => {
    const label = t(`systemTab.fields.${key}`);
    // The maintenance switch says the state it will set and what members will see then.
    const maintenance =
      key === 'maintenance_mode' ? (value === true ? 'enable' : 'disable') : undefined;
    setPending({
      title: maintenance
        ? t(`systemTab.maintenanceSwitch.${maintenance}Title`)
        : t('systemTab.confirmConfig.title', { field: label }),
      message: maintenance
        ? t(`systemTab.maintenanceSwitch.${maintenance}Message`)
        : t('systemTab.confirmConfig.message', {
            field: label,
            from: shown(config?.values[key]),
            to: shown(value),
          }),
      confirmLabel: maintenance ? t(`systemTab.maintenanceSwitch.${maintenance}`) : undefined,
      run: async () => {
        try {
          await updateConfig.mutateAsync({ key, value });
          toast({ kind: 'success', title: t('systemTab.configSaved', { field: label }) });
        } catch (error) {
          toast({
            kind: 'error',
            title: t('systemTab.configFailed', { field: label }),
            message: consoleErrorText(t, error, t('systemTab.configFailed', { field: label })),
          });
        }
      },
    });
  };

  const askAction = (action: OfferedSystemAction) => {
    const name = t(`systemTab.actions.${action}.label`);
    setPending({
      title: t('systemTab.confirmAction.title', { action: name }),
      message: t(`systemTab.actions.${action}.consequence`),
      confirmLabel: name,
      run: async () => {
        try {
          const answer = await runAction.mutateAsync(action);
          toast({
            kind: answer.ok ? 'success' : 'warning',
            title: answer.ok ? t('systemTab.actionDone') : t('systemTab.actionNotDone'),
            message: answer.message,
          });
        } catch (error) {
          toast({
            kind: 'error',
            title: t('systemTab.actionFailed', { action: name }),
            message: consoleErrorText(t, error, t('systemTab.actionFailed', { action: name })),
          });
        }
      },
    });
  };

  const needle = search.trim().toLocaleLowerCase();
  const matches = (key: string) =>
    !needle ||
    key.includes(needle) ||
    t(`systemTab.fields.${key}`, { defaultValue: key }).toLocaleLowerCase().includes(needle);

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Card withBorder padding="md" component="section">
          <Title order={3} size="h5" mb="sm">
            {t('systemTab.configTitle')}
          </Title>
          {failed && !config && <Alert color="red">{t('systemTab.loadFailed')}</Alert>}
          {!failed && !config && <Loader aria-label={t('systemTab.loading')} />}
          {config && (
            <Stack gap="sm">
              {CONFIG_FIELDS.filter((field) => matches(field.key)).map((field) => (
                <ConfigFieldRow
                  key={field.key}
                  field={field}
                  saved={config.values[field.key]}
                  onApply={askConfigChange}
                />
              ))}
            </Stack>
          )}
        </Card>
        <Stack gap="md">
          <Card
            withBorder
            padding="md"
            component="section"
            aria-label={t('systemTab.actionsTitle')}
          >
            <Title order={3} size="h5" mb="sm">
              {t('systemTab.actionsTitle')}
            </Title>
            <Group gap="xs">
              {SHOWN_ACTIONS.map((action) => (
                <Button
                  key={action}
                  variant="light"
                  color={action === 'restart' || action === 'deploy' ? 'red' : 'blue'}
                  // What this server cannot run is said here, before any confirmation.
                  disabled={unavailable[action] !== undefined}
                  aria-describedby={
                    unavailable[action] ? `system-${action}-unavailable` : undefined
                  }
                  onClick={() => askAction(action)}
                >
                  {t(`systemTab.actions.${action}.label`)}
                </Button>
              ))}
            </Group>
            {OFFERED_SYSTEM_ACTIONS.filter((action) => unavailable[action]).map((action) => (
              <Text key={action} id={`system-${action}-unavailable`} size="xs" c="dimmed" mt="xs">
                {unavailable[action]}
              </Text>
            ))}
          </Card>
          <Card withBorder padding="md" component="section">
            <Title order={3} size="h5" mb="sm">
              {t('systemTab.secretsTitle')}
            </Title>
            <Text size="xs" c="dimmed" mb="xs">
              {t('systemTab.secretsHint')}
            </Text>
            <Stack gap="xs">
              {(config?.secrets ?? [])
                .filter((secret) => matches(secret.key.toLowerCase()))
                .map((secret) => (
                  <TextInput
                    key={secret.key}
                    label={secret.key}
                    value={secret.masked ?? t('systemTab.secretUnset')}
                    readOnly
                    leftSection={<IconLock size={14} aria-hidden />}
                  />
                ))}
            </Stack>
          </Card>
          <Card withBorder padding="md" component="section">
            <Title order={3} size="h5" mb="sm">
              {t('systemTab.backups.title')}
            </Title>
            <BackupsList backups={backupsQuery.data ?? []} toast={toast} />
          </Card>
        </Stack>
      </SimpleGrid>
      <CriticalActionDialog action={pending} onClose={() => setPending(null)} />
    </Stack>
  );
}
