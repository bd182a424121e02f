import { Stack, Table, Text } from '@mantine/core';
import { displayMsisdn, MPESA_CURRENCY } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import type { MpesaPayoutRow } from '../api/console-rows';
import { ConsoleTable } from '../../../components/console-table';
import { StatusBadge } from '../components/status-badge';
import { formatDateTime, formatMoney } from '../../../lib/format';

/**
 * The pots and loans sent to members' phones (B2C): to whom, for which cycle (or a loan), how
 * much, what became of it (a failed one says why, from Safaricom's result code) and the receipt
 * once paid. The group's admin or treasurer sends a failed one again; a float too short is the
 * operators' to top up.
 */
export function MpesaPayoutsTable({ rows }: { rows: MpesaPayoutRow[] }) {
  const { t, i18n } = useTranslation();
  return (
    <ConsoleTable
      label={t('mpesa.payouts.title')}
      minWidth={980}
      columns={[
        t('payments.columns.date'),
        t('mpesa.payouts.columns.beneficiary'),
        t('payments.columns.group'),
        t('mpesa.pushes.columns.cycle'),
        t('mpesa.pushes.columns.amount'),
        t('mpesa.pushes.columns.phone'),
        t('payments.columns.status'),
        t('mpesa.receipt'),
      ]}
    >
      {rows.map((payout) => (
        <Table.Tr key={payout.id}>
          <Table.Td>{formatDateTime(payout.created_at, i18n.language)}</Table.Td>
          <Table.Td>{payout.beneficiary_name}</Table.Td>
          <Table.Td>{payout.group_name}</Table.Td>
          <Table.Td>{payout.cycle_number ?? t('mpesa.payouts.loan')}</Table.Td>
          <Table.Td>{formatMoney(payout.amount, MPESA_CURRENCY, i18n.language)}</Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{displayMsisdn(payout.phone_number)}</Table.Td>
          <Table.Td>
            <Stack gap={2} align="flex-start">
              <StatusBadge status={payout.status} />
              {payout.status === 'failed' && payout.failure_reason && (
                <Text size="xs" c="red">
                  {t(`mpesa.payouts.failureReasons.${payout.failure_reason}`, {
                    defaultValue: payout.failure_reason,
                  })}
                </Text>
              )}
            </Stack>
          </Table.Td>
          <Table.Td ff="monospace">{payout.receipt_number ?? '—'}</Table.Td>
        </Table.Tr>
      ))}
    </ConsoleTable>
  );
}
