import { Alert, Button, FileInput, Group, Select, Stack, Table, Text, Title } from '@mantine/core';
import { IconFileImport, IconFolderOpen } from '@tabler/icons-react';
import { MPESA_STATEMENT_MAX_BYTES, type MpesaStatementSummary } from '@tontine/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsoleApiError } from '../../../api/console-api';
import { ConsoleTable } from '../../../components/console-table';
import { consoleErrorText } from '../../../lib/console-error-text';
import type { ConsoleTabProps } from '../../../lib/console-tab-props';
import { formatDateTime } from '../../../lib/format';
import { useFailureToast } from '../../../lib/use-failure-toast';
import { useFloat } from '../api/mpesa-float';
import { MPESA_STATEMENTS_PATH, useImportStatement, useStatement } from '../api/mpesa-statements';
import { ListFooter } from '../components/list-footer';
import { useKeysetList } from '../hooks/use-keyset-list';
import { MpesaStatementResult } from './mpesa-statement-result';

/** The shortcode select's "whatever the statement names" choice. */
const FROM_FILE = 'file';

const unavailable = (error: unknown) =>
  error instanceof ConsoleApiError && error.code === 'MPESA_UNAVAILABLE';

/**
 * Reconciliation with M-Pesa's own books: the operator picks the CSV statement exported from
 * Safaricom's M-Pesa business portal and imports it; the server answers the statement's lines
 * without a record and the records without a line, shown below. Each import is kept: the past
 * ones are listed and reopen as they were made. The file is read here and sent as text
 * (decision 0061); one over the size limit is refused before it is sent.
 */
export function MpesaReconciliationPanel({ toast }: Pick<ConsoleTabProps, 'toast'>) {
  const { t, i18n } = useTranslation();
  const float = useFloat();
  const importing = useImportStatement();
  const [file, setFile] = useState<File | null>(null);
  const [shortcode, setShortcode] = useState<string>(FROM_FILE);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  const opened = useStatement(openId);
  useFailureToast(opened.error, t('mpesa.statements.loadFailed'), toast);
  const history = useKeysetList<MpesaStatementSummary>(MPESA_STATEMENTS_PATH, {}, (error) => {
    if (!unavailable(error)) toast({ kind: 'error', title: t('mpesa.statements.loadFailed') });
  });
  if (unavailable(history.error)) return null;

  const choose = (next: File | null) => {
    setFile(next);
    setRefusal(
      next && next.size > MPESA_STATEMENT_MAX_BYTES ? t('mpesa.statements.tooLarge') : null,
    );
  };

  const submit = async () => {
    if (!file || file.size > MPESA_STATEMENT_MAX_BYTES) return;
    setRefusal(null);
    try {
      const statement = await importing.mutateAsync({
        file_name: file.name,
        content: await file.text(),
        ...(shortcode === FROM_FILE ? {} : { shortcode }),
      });
      setOpenId(statement.id);
      toast({ kind: 'success', title: t('mpesa.statements.imported', { file: file.name }) });
    } catch (error) {
      setRefusal(consoleErrorText(t, error, t('mpesa.statements.importFailed')));
    }
  };

  const time = (iso: string) => formatDateTime(iso, i18n.language);
  const shortcodes = float.data?.shortcodes ?? [];

  return (
    <Stack gap="sm">
      <Title order={4}>{t('mpesa.statements.title')}</Title>
      <Text size="sm" c="dimmed">
        {t('mpesa.statements.help')}
      </Text>
      <Group align="flex-end" gap="sm">
        <Select
          size="sm"
          w={260}
          label={t('mpesa.statements.shortcode')}
          value={shortcode}
          allowDeselect={false}
          onChange={(next) => next && setShortcode(next)}
          data={[
            { value: FROM_FILE, label: t('mpesa.statements.fromFile') },
            ...shortcodes.map((s) => ({
              value: s.shortcode,
              label: `${s.shortcode} · ${s.purposes.map((p) => t(`mpesa.float.purposes.${p}`)).join(' · ')}`,
            })),
          ]}
        />
        <FileInput
          size="sm"
          w={320}
          label={t('mpesa.statements.file')}
          placeholder={t('mpesa.statements.filePlaceholder')}
          accept=".csv,text/csv"
          clearable
          value={file}
          onChange={choose}
        />
        <Button
          leftSection={<IconFileImport size={16} aria-hidden />}
          disabled={!file || file.size > MPESA_STATEMENT_MAX_BYTES}
          loading={importing.isPending}
          onClick={() => void submit()}
        >
          {t('mpesa.statements.import')}
        </Button>
      </Group>
      {refusal && (
        <Alert color="red" variant="light" role="alert">
          {refusal}
        </Alert>
      )}

      {opened.data && <MpesaStatementResult statement={opened.data} />}

      <Title order={5}>{t('mpesa.statements.historyTitle')}</Title>
      <ConsoleTable
        label={t('mpesa.statements.historyTitle')}
        minWidth={1100}
        columns={[
          t('mpesa.statements.columns.importedAt'),
          t('mpesa.statements.columns.file'),
          t('mpesa.statements.columns.shortcode'),
          t('mpesa.statements.columns.period'),
          t('mpesa.statements.columns.unmatched'),
          t('mpesa.statements.columns.importedBy'),
          '',
        ]}
      >
        {history.items.map((item) => (
          <Table.Tr key={item.id}>
            <Table.Td>{time(item.imported_at)}</Table.Td>
            <Table.Td>{item.file_name}</Table.Td>
            <Table.Td ff="monospace">{item.shortcode}</Table.Td>
            <Table.Td>
              {t('mpesa.statements.period', {
                from: time(item.period_from),
                to: time(item.period_to),
              })}
            </Table.Td>
            <Table.Td>
              {item.unmatched_line_count} · {item.unmatched_record_count}
            </Table.Td>
            <Table.Td>{item.imported_by || '—'}</Table.Td>
            <Table.Td>
              <Button
                size="compact-xs"
                variant="light"
                leftSection={<IconFolderOpen size={14} aria-hidden />}
                aria-label={t('mpesa.statements.openLabel', {
                  file: item.file_name,
                  time: time(item.imported_at),
                })}
                onClick={() => setOpenId(item.id)}
              >
                {t('mpesa.statements.open')}
              </Button>
            </Table.Td>
          </Table.Tr>
        ))}
      </ConsoleTable>
      <ListFooter
        count={history.items.length}
        hasMore={history.hasMore}
        loading={history.loading}
        onLoadMore={() => void history.loadMore()}
      />
    </Stack>
  );
}
