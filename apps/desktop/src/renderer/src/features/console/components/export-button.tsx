import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { ExportProgress, ExportSource } from '@tontine/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { desktop } from '../../../bridge';
import type { ConsoleToast } from '../../../lib/console-tab-props';

function formatBytes(bytes: number, language: string): string {
  const units = ['B', 'kB', 'MB', 'GB'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return `${new Intl.NumberFormat(language, { maximumFractionDigits: unit ? 1 : 0 }).format(value)} ${units[unit]}`;
}

/**
 * Exports a list through the bridge (main streams it into the chosen file; at /console the
 * browser downloads it) and shows how far it has come: a bar when the size is known, else a
 * moving bar with the bytes and rows written so far.
 */
export function ExportButton({
  source,
  label,
  toast,
  size = 'xs',
}: {
  source: ExportSource;
  label?: string;
  toast: (toast: ConsoleToast) => void;
  size?: 'xs' | 'sm';
}) {
  const { t, i18n } = useTranslation();
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const [running, setRunning] = useState(false);
  const numbers = new Intl.NumberFormat(i18n.language);

  const run = async () => {
    setRunning(true);
    setProgress(null);
    try {
      const result = await desktop.exportData(source, setProgress);
      if (result.outcome === 'saved') {
        toast({
          kind: 'success',
          title: t('export.saved'),
          message:
            result.rows === null
              ? t('export.savedBytes', {
                  file: result.fileName,
                  size: formatBytes(result.bytes, i18n.language),
                })
              : t('export.savedRows', { file: result.fileName, rows: numbers.format(result.rows) }),
        });
      } else if (result.outcome === 'refused') {
        const body = (result.body ?? {}) as { detail?: unknown };
        toast({
          kind: 'error',
          title: t('export.failed'),
          message: typeof body.detail === 'string' ? body.detail : `HTTP ${result.status}`,
        });
      }
    } catch {
      toast({ kind: 'error', title: t('export.failed') });
    } finally {
      setRunning(false);
    }
  };

  const percent = progress?.totalBytes
    ? Math.min(100, (progress.bytes / progress.totalBytes) * 100)
    : 100;
  return (
    <Stack gap={4} miw={180}>
      <Button
        size={size}
        variant="light"
        leftSection={<IconDownload size={16} aria-hidden />}
        loading={running}
        onClick={() => void run()}
      >
        {label ?? t('export.button')}
      </Button>
      {running && (
        <Group gap="xs" wrap="nowrap">
          <Progress
            value={percent}
            animated={!progress?.totalBytes}
            striped={!progress?.totalBytes}
            style={{ flex: 1 }}
            aria-label={t('export.progress')}
          />
          <Text size="xs" c="dimmed" role="status" style={{ whiteSpace: 'nowrap' }}>
            {progress
              ? progress.rows === null
                ? formatBytes(progress.bytes, i18n.language)
                : t('export.rowsSoFar', { rows: numbers.format(progress.rows) })
              : t('export.starting')}
          </Text>
        </Group>
      )}
    </Stack>
  );
}
