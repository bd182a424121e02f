import { ConsoleTable } from '../../components/console-table';
import { formatDateTime } from '../../lib/format';
import { Button, Table, Text } from '@mantine/core';
import type { DocumentVersionDto } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';

/** The document's earlier versions, newest first, each restorable (after confirmation). */
export function DocumentVersions({
  versions,
  current,
  onRestore,
}: {
  versions: DocumentVersionDto[];
  current: number;
  onRestore: (version: DocumentVersionDto) => void;
}) {
  const { t, i18n } = useTranslation();
  if (versions.length === 0) return <Text c="dimmed">{t('codeTab.versions.empty')}</Text>;
  return (
    <ConsoleTable
      label={t('codeTab.versions.title')}
      minWidth={360}
      columns={[
        t('codeTab.versions.version'),
        t('codeTab.versions.savedAt'),
        t('codeTab.versions.by'),
        '',
      ]}
    >
      {versions.map((version) => (
        <Table.Tr key={version.version}>
          <Table.Td>v{version.version}</Table.Td>
          <Table.Td>{formatDateTime(version.updated_at, i18n.language)}</Table.Td>
          <Table.Td>{version.admin_name}</Table.Td>
          <Table.Td>
            {version.version === current ? (
              <Text size="xs" c="dimmed">
                {t('codeTab.versions.current')}
              </Text>
            ) : (
              <Button
                size="xs"
                variant="light"
                onClick={() => onRestore(version)}
                aria-label={t('codeTab.versions.restoreVersion', { version: version.version })}
              >
                {t('codeTab.versions.restore')}
              </Button>
            )}
          </Table.Td>
        </Table.Tr>
      ))}
    </ConsoleTable>
  );
}
