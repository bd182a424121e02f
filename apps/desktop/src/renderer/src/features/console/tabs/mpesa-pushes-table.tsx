import { Stack, Table, Text } from '@mantine/core';
import { displayMsisdn, MPESA_CURRENCY } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import type { MpesaPushRow } from '../api/console-rows';
import { ConsoleTable } from '../../../components/console-table';
import { StatusBadge } from '../components/status-badge';
import { formatDateTime, formatMoney } from '../../../lib/format';

/**
 * The STK pushes: the request sent to a member's phone for a cycle's due, what became of it
 * (a failed one says why, from Safaricom's result code) and Safaricom's receipt once paid.
 * Nothing to act on: Safaricom's answer settles a push, not an operator.
 */
export function MpesaPushesTable({ rows }: { rows: MpesaPushRow[] }) {
  const { t, i18n } = useTranslation();
  return (
    <ConsoleTable
      label={t('mpesa.pushes.title')}
      minWidth={980}
      columns={[
        t('payments.columns.date'),
        t('payments.columns.user'),
        t('payments.columns.group'),
        t('mpesa.pushes.columns.cycle'),
        t('mpesa.pushes.columns.amount'),
        t('mpesa.pushes.columns.phone'),
        t('payments.columns.status'),
        t('mpesa.receipt'),
      ]}
    >
      {rows.map((push) => (
        <Table.Tr key={push.id}>
          <Table.Td>{formatDateTime(push.created_at, i18n.language)}</Table.Td>
          <Table.Td>{push.user_name}</Table.Td>
          <Table.Td>{push.group_name}</Table.Td>
          <Table.Td>{push.cycle_number}</Table.Td>
          <Table.Td>{formatMoney(push.amount, MPESA_CURRENCY, i18n.language)}</Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{displayMsisdn(push.phone_number)}</Table.Td>
          <Table.Td>
            <Stack gap={2} align="flex-start">
              <StatusBadge status={push.status} />
              {push.status === 'failed' && push.failure_reason && (
                <Text size="xs" c="red">
                  {t(`mpesa.failureReasons.${push.failure_reason}`, {
                    defaultValue: push.failure_reason,
                  })}
                </Text>
              )}
            </Stack>
          </Table.Td>
          <Table.Td ff="monospace">{push.receipt_number ?? '—'}</Table.Td>
        </Table.Tr>
      ))}
    </ConsoleTable>
  );
}
