import { Anchor, Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CryptoPaymentRow } from '../api/console-rows';
import { ConsoleTable } from '../../../components/console-table';
import { StatusBadge } from '../components/status-badge';
import { formatDateTime } from '../../../lib/format';

const CHAIN_COLORS = { pending: 'orange', confirmed: 'teal', failed: 'red' } as const;

/**
 * The crypto payments: what the chain shows (pending until the confirmations, then confirmed;
 * a failed one is neither, and says why), the confirmations so far, the transaction on the
 * network's explorer, and the group admin's validation that follows. A late fine's payment is
 * marked as one: no admin validates it, the chain's answer settles the fine. Verify exists
 * only while the chain's answer is pending, for either.
 */
export function CryptoPaymentsTable({
  rows,
  onVerify,
}: {
  rows: CryptoPaymentRow[];
  onVerify: (payment: CryptoPaymentRow) => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <ConsoleTable
      label={t('payments.crypto')}
      minWidth={1040}
      columns={[
        t('payments.columns.user'),
        t('payments.columns.group'),
        t('payments.columns.amount'),
        t('payments.columns.hash'),
        t('cryptoPayments.columns.chain'),
        t('cryptoPayments.columns.confirmations'),
        t('cryptoPayments.columns.validation'),
        t('payments.columns.date'),
        t('payments.columns.actions'),
      ]}
    >
      {rows.map((payment) => {
        const shortHash = payment.tx_hash
          ? `${payment.tx_hash.slice(0, 10)}…${payment.tx_hash.slice(-6)}`
          : t('cryptoPayments.noHash');
        return (
          <Table.Tr key={payment.id}>
            <Table.Td>{payment.user_name}</Table.Td>
            <Table.Td>
              <Group gap={6} wrap="nowrap">
                {payment.group_name}
                {payment.fine_id && (
                  <Badge size="sm" variant="outline" color="grape">
                    {t('cryptoPayments.fine')}
                  </Badge>
                )}
              </Group>
            </Table.Td>
            <Table.Td>
              {payment.amount} {payment.token_symbol ?? ''}
            </Table.Td>
            <Table.Td>
              {payment.explorer_url && payment.tx_hash ? (
                <Anchor
                  href={payment.explorer_url}
                  target="_blank"
                  rel="noreferrer"
                  ff="monospace"
                  size="sm"
                  title={payment.tx_hash}
                  aria-label={t('cryptoPayments.openExplorer', { hash: payment.tx_hash })}
                >
                  {shortHash}
                </Anchor>
              ) : (
                <Text ff="monospace" size="sm" title={payment.tx_hash ?? undefined}>
                  {shortHash}
                </Text>
              )}
            </Table.Td>
            <Table.Td>
              <Stack gap={2} align="flex-start">
                <Badge variant="light" color={CHAIN_COLORS[payment.status] ?? 'gray'}>
                  {t(`cryptoPayments.chain.${payment.status}`, { defaultValue: payment.status })}
                </Badge>
                {payment.status === 'failed' && payment.failure_reason && (
                  <Text size="xs" c="red">
                    {t(`cryptoPayments.failureReasons.${payment.failure_reason}`, {
                      defaultValue: payment.failure_reason,
                    })}
                  </Text>
                )}
              </Stack>
            </Table.Td>
            <Table.Td>
              {t('cryptoPayments.confirmations', {
                done: payment.confirmations,
                required: payment.required_confirmations,
              })}
            </Table.Td>
            <Table.Td>
              <Stack gap={2} align="flex-start">
                <StatusBadge status={payment.contribution_status} />
                {payment.fine_id && (
                  <Text size="xs" c="dimmed">
                    {t('cryptoPayments.decidedByChain')}
                  </Text>
                )}
              </Stack>
            </Table.Td>
            <Table.Td>{formatDateTime(payment.created_at, i18n.language)}</Table.Td>
            <Table.Td>
              {payment.status === 'pending' && (
                <Button
                  size="compact-xs"
                  variant="light"
                  leftSection={<IconShieldCheck size={14} aria-hidden />}
                  aria-label={`${t('payments.verify')} ${payment.user_name}`}
                  onClick={() => onVerify(payment)}
                >
                  {t('payments.verify')}
                </Button>
              )}
            </Table.Td>
          </Table.Tr>
        );
      })}
    </ConsoleTable>
  );
}
