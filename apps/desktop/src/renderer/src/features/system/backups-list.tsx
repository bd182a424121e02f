import { ConsoleTable } from '../../components/console-table';
import { formatDateTime } from '../../lib/format';
import { useState } from 'react';
import { Button, Progress, Table, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { BackupDto, ExportProgress } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { desktop } from '../../bridge';
import { consoleErrorText } from '../../lib/console-error-text';
import { ConsoleApiError } from '../../api/console-api';
import type { ConsoleToast } from '../../lib/console-tab-props';

/** Bytes in the operator's language's units (a backup is kilobytes to gigabytes). */
function size(bytes: number, language: string): string {
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: units[unit],
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(value);
}

/**
 * The backups the server keeps, newest first, each downloadable through the bridge's export:
 * main streams the gzip file into the file chosen in the save dialog, with progress.
 */
export function BackupsList({
  backups,
  toast,
}: {
  backups: BackupDto[];
  toast: (toast: ConsoleToast) => void;
}) {
  const { t, i18n } = useTranslation();
  const [progress, setProgress] = useState<{ id: string; ratio: number | null } | null>(null);

  const download = async (backup: BackupDto) => {
    setProgress({ id: backup.id, ratio: 0 });
    try {
      const result = await desktop.exportData(`backup:${backup.id}`, (step: ExportProgress) =>
        setProgress({
          id: backup.id,
          ratio: step.totalBytes ? step.bytes / step.totalBytes : null,
        }),
      );
      if (result.outcome === 'saved') {
        toast({ kind: 'success', title: t('systemTab.backups.saved'), message: result.fileName });
      } else if (result.outcome === 'refused') {
        const body = (result.body ?? {}) as { detail?: string; code?: string };
        const error = new ConsoleApiError(result.status, body.code, body.detail ?? '');
        toast({
          kind: 'error',
          title: t('systemTab.backups.failed'),
          message: consoleErrorText(t, error, t('systemTab.backups.failed')),
        });
      }
    } catch {
      toast({ kind: 'error', title: t('systemTab.backups.failed') });
    } finally {
      setProgress(null);
    }
  };

  if (backups.length === 0) return <Text c="dimmed">{t('systemTab.backups.empty')}</Text>;
  return (
    <ConsoleTable
      label={t('systemTab.backups.title')}
      minWidth={480}
      columns={[
        t('systemTab.backups.file'),
        t('systemTab.backups.size'),
        t('systemTab.backups.created'),
        '',
      ]}
    >
      {backups.map((backup) => (
        <Table.Tr key={backup.id}>
          <Table.Td>{backup.file_name}</Table.Td>
          <Table.Td>{size(backup.size, i18n.language)}</Table.Td>
          <Table.Td>{formatDateTime(backup.created_at, i18n.language)}</Table.Td>
          <Table.Td>
            {progress?.id === backup.id ? (
              <Progress
                value={progress.ratio === null ? 100 : progress.ratio * 100}
                animated={progress.ratio === null}
                aria-label={t('systemTab.backups.progress', { file: backup.file_name })}
                w={120}
              />
            ) : (
              <Button
                size="xs"
                variant="light"
                leftSection={<IconDownload size={14} aria-hidden />}
                disabled={progress !== null}
                onClick={() => void download(backup)}
                aria-label={t('systemTab.backups.downloadFile', { file: backup.file_name })}
              >
                {t('systemTab.backups.download')}
              </Button>
            )}
          </Table.Td>
        </Table.Tr>
      ))}
    </ConsoleTable>
  );
}
