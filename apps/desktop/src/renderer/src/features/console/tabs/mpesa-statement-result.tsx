import { Badge, Stack, Table, Text, Title } from '@mantine/core';
import { MPESA_CURRENCY, type MpesaStatementDto } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { ConsoleTable } from '../../../components/console-table';
import { formatDateTime, formatMoney } from '../../../lib/format';

/**
 * One reconciliation: the statement's shortcode and period, what was read and matched, then the
 * two lists the operator works from: the statement's lines that match no record of Tontine
 * (and why: an unknown receipt, or a known one with another amount or direction), and
 * Tontine's records of the period without their line.
 */
export function MpesaStatementResult({ statement }: { statement: MpesaStatementDto }) {
  const { t, i18n } = useTranslation();
  const time = (iso: string) => formatDateTime(iso, i18n.language);
  const money = (amount: string) => formatMoney(amount, MPESA_CURRENCY, i18n.language);
  const lines = statement.unmatched_lines;
  const records = statement.unmatched_records;
  return (
    <Stack gap="sm">
      <div>
        <Text fw={600}>
          {t('mpesa.statements.result', {
            shortcode: statement.shortcode,
            from: time(statement.period_from),
            to: time(statement.period_to),
          })}
        </Text>
        <Text size="sm">
          {t('mpesa.statements.counts', {
            lines: statement.line_count,
            matched: statement.matched_count,
            ignored: statement.ignored_line_count,
          })}
        </Text>
        <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
          {t('mpesa.statements.fileDetails', {
            file: statement.file_name,
            time: time(statement.imported_at),
            user: statement.imported_by || '—',
            sha: statement.file_sha256,
          })}
        </Text>
      </div>

      <Title order={5}>{t('mpesa.statements.linesTitle', { count: lines.length })}</Title>
      {lines.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('mpesa.statements.noLines')}
        </Text>
      ) : (
        <ConsoleTable
          label={t('mpesa.statements.linesTitle', { count: lines.length })}
          minWidth={1100}
          columns={[
            t('mpesa.statements.columns.line'),
            t('mpesa.receipt'),
            t('mpesa.statements.columns.completedAt'),
            t('mpesa.statements.columns.direction'),
            t('mpesa.statements.columns.amount'),
            t('mpesa.statements.columns.details'),
            t('mpesa.statements.columns.reason'),
          ]}
        >
          {lines.map((line) => (
            <Table.Tr key={`${line.line_number}-${line.receipt_number}`}>
              <Table.Td>{line.line_number}</Table.Td>
              <Table.Td ff="monospace">{line.receipt_number}</Table.Td>
              <Table.Td>{time(line.completed_at)}</Table.Td>
              <Table.Td>
                <Badge variant="light" color={line.direction === 'in' ? 'teal' : 'grape'}>
                  {t(`mpesa.statements.directions.${line.direction}`)}
                </Badge>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{money(line.amount)}</Table.Td>
              <Table.Td>
                <Text size="sm">{line.details}</Text>
                <Text size="xs" c="dimmed">
                  {line.other_party}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" c="red">
                  {t(`mpesa.statements.reasons.${line.reason}`, {
                    amount: line.record_amount ? money(line.record_amount) : '',
                  })}
                </Text>
                {line.record_kind && (
                  <Text size="xs" c="dimmed">
                    {t(`mpesa.statements.kinds.${line.record_kind}`)}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </ConsoleTable>
      )}

      <Title order={5}>{t('mpesa.statements.recordsTitle', { count: records.length })}</Title>
      {records.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('mpesa.statements.noRecords')}
        </Text>
      ) : (
        <ConsoleTable
          label={t('mpesa.statements.recordsTitle', { count: records.length })}
          minWidth={900}
          columns={[
            t('mpesa.statements.columns.kind'),
            t('mpesa.receipt'),
            t('mpesa.statements.columns.recordedAt'),
            t('mpesa.statements.columns.direction'),
            t('mpesa.statements.columns.amount'),
            t('mpesa.statements.columns.phone'),
          ]}
        >
          {records.map((record) => (
            <Table.Tr key={`${record.kind}-${record.id}`}>
              <Table.Td>{t(`mpesa.statements.kinds.${record.kind}`)}</Table.Td>
              <Table.Td ff="monospace">{record.receipt_number}</Table.Td>
              <Table.Td>{time(record.recorded_at)}</Table.Td>
              <Table.Td>
                <Badge variant="light" color={record.direction === 'in' ? 'teal' : 'grape'}>
                  {t(`mpesa.statements.directions.${record.direction}`)}
                </Badge>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{money(record.amount)}</Table.Td>
              <Table.Td ff="monospace">{record.phone}</Table.Td>
            </Table.Tr>
          ))}
        </ConsoleTable>
      )}
    </Stack>
  );
}
