import { Box, Button, Stack, Table, Text } from '@mantine/core';
import { IconArrowBackUp, IconUserCheck } from '@tabler/icons-react';
import { MPESA_CURRENCY } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import type { MpesaPaybillRow } from '../api/console-rows';
import { ConsoleTable } from '../../../components/console-table';
import { StatusBadge } from '../components/status-badge';
import { formatDateTime, formatMoney } from '../../../lib/format';

/**
 * The paybill payments: what Safaricom received (receipt, amount, the account number the payer
 * typed, who paid), where it went, and for one in suspense why nobody was matched. Assign and
 * refund exist only in suspense: a matched payment is already a member's contribution.
 */
export function MpesaPaybillTable({
  rows,
  onAssign,
  onRefund,
}: {
  rows: MpesaPaybillRow[];
  onAssign: (payment: MpesaPaybillRow) => void;
  onRefund: (payment: MpesaPaybillRow) => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <ConsoleTable
      label={t('mpesa.paybill.title')}
      minWidth={1240}
      columns={[
        t('mpesa.paybill.columns.receivedAt'),
        t('mpesa.receipt'),
        t('payments.columns.amount'),
        t('mpesa.paybill.columns.account'),
        t('mpesa.paybill.columns.payer'),
        t('payments.columns.status'),
        t('mpesa.paybill.columns.reason'),
        t('mpesa.paybill.columns.matched'),
        t('mpesa.paybill.columns.note'),
        t('payments.columns.actions'),
      ]}
    >
      {rows.map((payment) => (
        <Table.Tr key={payment.id}>
          <Table.Td>{formatDateTime(payment.received_at, i18n.language)}</Table.Td>
          <Table.Td ff="monospace">{payment.receipt_number}</Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>
            {formatMoney(payment.amount, MPESA_CURRENCY, i18n.language)}
          </Table.Td>
          <Table.Td ff="monospace">{payment.bill_ref_number}</Table.Td>
          <Table.Td>
            <Text size="sm">{payment.payer_name}</Text>
            <Text size="xs" c="dimmed" ff="monospace">
              {payment.msisdn}
            </Text>
          </Table.Td>
          <Table.Td>
            {/* A badge's own minimum is nothing (it ellipsizes): the table would cut it first. */}
            <Box miw="max-content">
              <StatusBadge status={payment.status} />
            </Box>
          </Table.Td>
          <Table.Td>
            {payment.suspense_reason &&
              t(`mpesa.suspenseReasons.${payment.suspense_reason}`, {
                defaultValue: payment.suspense_reason,
              })}
          </Table.Td>
          <Table.Td>
            {payment.user_name ? (
              <>
                <Text size="sm">{payment.user_name}</Text>
                <Text size="xs" c="dimmed">
                  {[
                    payment.group_name,
                    payment.cycle_number === null
                      ? null
                      : t('mpesa.paybill.cycle', { cycle: payment.cycle_number }),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              </>
            ) : (
              '—'
            )}
          </Table.Td>
          <Table.Td>
            {payment.resolution_note && (
              <Text size="sm" lineClamp={2} title={payment.resolution_note}>
                {payment.resolution_note}
              </Text>
            )}
          </Table.Td>
          <Table.Td>
            {payment.status === 'suspense' && (
              <Stack gap={4} align="flex-start">
                <Button
                  size="compact-xs"
                  leftSection={<IconUserCheck size={14} aria-hidden />}
                  aria-label={`${t('mpesa.assign.action')} ${payment.receipt_number}`}
                  onClick={() => onAssign(payment)}
                >
                  {t('mpesa.assign.action')}
                </Button>
                <Button
                  size="compact-xs"
                  color="red"
                  variant="light"
                  leftSection={<IconArrowBackUp size={14} aria-hidden />}
                  aria-label={`${t('mpesa.refund.action')} ${payment.receipt_number}`}
                  onClick={() => onRefund(payment)}
                >
                  {t('mpesa.refund.action')}
                </Button>
              </Stack>
            )}
          </Table.Td>
        </Table.Tr>
      ))}
    </ConsoleTable>
  );
}
