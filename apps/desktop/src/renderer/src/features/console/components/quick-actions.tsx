import { Button, Card, Group, Select, Stack, Text } from '@mantine/core';
import { IconCloudUpload, IconDatabaseExport } from '@tabler/icons-react';
import { EXPORT_KINDS, type ExportKind } from '@tontine/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBackups } from '../../../api/backups';
import { consoleErrorText } from '../../../lib/console-error-text';
import { useRunSystemAction, useUnavailableActions } from '../../../api/system-actions';
import type { ConsoleToast } from '../../../lib/console-tab-props';
import {
  CriticalActionDialog,
  type CriticalAction,
} from '../../../components/critical-action-dialog';
import { ExportButton } from './export-button';

/**
 * The overview's quick actions: a system backup and a deployment, each confirmed in the
 * critical-action dialog before it runs, and an export of any kind with its progress. The newest
 * backup can be downloaded from here too.
 */
export function QuickActions({ toast }: { toast: (toast: ConsoleToast) => void }) {
  const { t } = useTranslation();
  const [pending, setPending] = useState<CriticalAction | null>(null);
  const [kind, setKind] = useState<ExportKind>('all');
  const latestBackup = useBackups().data?.[0] ?? null;
  const unavailable = useUnavailableActions();
  const run = useRunSystemAction();

  const systemAction = (action: 'backup' | 'deploy') =>
    setPending({
      title: t(`quickActions.${action}Title`),
      message: t(`quickActions.${action}Message`),
      confirmLabel: t(`quickActions.${action}`),
      run: async () => {
        try {
          const answer = await run.mutateAsync(action);
          toast({
            kind: 'success',
            title: t('toasts.criticalDone'),
            message: answer?.message,
          });
        } catch (error) {
          toast({
            kind: 'error',
            title: t('toasts.actionFailed'),
            message: consoleErrorText(t, error, ''),
          });
        }
      },
    });

  return (
    <Card withBorder padding="md" role="region" aria-label={t('quickActions.title')}>
      <Text fw={600} mb="xs">
        {t('quickActions.title')}
      </Text>
      <Stack gap="sm">
        <Group gap="xs">
          <Button
            size="xs"
            color="orange"
            variant="light"
            leftSection={<IconDatabaseExport size={16} aria-hidden />}
            onClick={() => systemAction('backup')}
          >
            {t('quickActions.backup')}
          </Button>
          <Button
            size="xs"
            color="red"
            variant="light"
            leftSection={<IconCloudUpload size={16} aria-hidden />}
            // Not configured here: said before any confirmation, not after it.
            disabled={unavailable.deploy !== undefined}
            aria-describedby={unavailable.deploy ? 'quick-deploy-unavailable' : undefined}
            onClick={() => systemAction('deploy')}
          >
            {t('quickActions.deploy')}
          </Button>
        </Group>
        {unavailable.deploy && (
          <Text id="quick-deploy-unavailable" size="xs" c="dimmed">
            {unavailable.deploy}
          </Text>
        )}
        <Group gap="xs" align="flex-start">
          <Select
            size="xs"
            w={150}
            aria-label={t('quickActions.exportKind')}
            value={kind}
            allowDeselect={false}
            onChange={(value) => value && setKind(value as ExportKind)}
            data={EXPORT_KINDS.map((value) => ({ value, label: t(`exportKinds.${value}`) }))}
          />
          <ExportButton source={kind} toast={toast} label={t('quickActions.export')} />
        </Group>
        {latestBackup && (
          <ExportButton
            source={`backup:${latestBackup.id}`}
            toast={toast}
            label={t('quickActions.downloadBackup', { file: latestBackup.file_name })}
          />
        )}
      </Stack>
      <CriticalActionDialog action={pending} onClose={() => setPending(null)} />
    </Card>
  );
}
