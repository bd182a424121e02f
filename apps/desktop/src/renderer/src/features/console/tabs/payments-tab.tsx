import { ConsoleTable } from '../../../components/console-table';
import { Button, Group, ScrollArea, SegmentedControl, Select, Stack, Table } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useValidateCashPayment, useVerifyCryptoPayment } from '../api/validate-payment';
import { consoleErrorText } from '../../../lib/console-error-text';
import type { CashPaymentRow, CryptoPaymentRow, TransactionRow } from '../api/console-rows';
import {
  CriticalActionDialog,
  type CriticalAction,
} from '../../../components/critical-action-dialog';
import { ExportButton } from '../components/export-button';
import { ListFooter } from '../components/list-footer';
import { StatusBadge } from '../components/status-badge';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { useKeysetList } from '../hooks/use-keyset-list';
import type { ConsoleTabProps } from '../../../lib/console-tab-props';
import { CryptoPaymentsTable } from './crypto-payments-table';
import { verifiedRow, verifiedToast } from './crypto-verify-result';
import { ExchangeRatesPanel } from './exchange-rates-panel';
import { MpesaSection } from './mpesa-section';
import { matches } from './payment-search';

type View = 'cash' | 'crypto' | 'mpesa' | 'transactions' | 'rates';
const STATUSES = ['all', 'pending', 'approved', 'rejected'] as const;

export function PaymentsTab({ search, toast }: ConsoleTabProps) {
  const { t, i18n } = useTranslation();
  const [view, setView] = useState<View>('cash');
  const [status, setStatus] = useState<string>('all');
  const [pending, setPending] = useState<CriticalAction | null>(null);
  const onError = () => toast({ kind: 'error', title: t('toasts.loadFailed') });
  const statusQuery = { status: status === 'all' ? undefined : status };
  const cashList = useKeysetList<CashPaymentRow>(
    '/api/superadmin/cash-payments',
    statusQuery,
    onError,
  );
  const cryptoList = useKeysetList<CryptoPaymentRow>(
    '/api/superadmin/crypto-payments',
    statusQuery,
    onError,
  );
  const transactionList = useKeysetList<TransactionRow>(
    '/api/superadmin/transactions',
    {},
    onError,
  );

  const validateCashPayment = useValidateCashPayment();
  const verifyCryptoPayment = useVerifyCryptoPayment();

  const validateCash = async (
    payment: CashPaymentRow,
    body: { action: 'approve' } | { action: 'reject'; reason: string },
  ) => {
    try {
      const row = await validateCashPayment.mutateAsync({ id: payment.id, body });
      cashList.replace(row);
      toast({
        kind: 'success',
        title:
          body.action === 'approve' ? t('toasts.paymentApproved') : t('toasts.paymentRejected'),
      });
    } catch (error) {
      toast({
        kind: 'error',
        title: t('toasts.paymentFailed'),
        message: consoleErrorText(t, error, ''),
      });
    }
  };

  const askReject = (payment: CashPaymentRow) => {
    setPending({
      title: t('payments.rejectTitle'),
      message: t('payments.rejectMessage'),
      confirmLabel: t('payments.reject'),
      reason: {
        label: t('payments.reason'),
        requiredMessage: t('payments.reasonRequired'),
        maxLength: 500,
      },
      run: (reason) => validateCash(payment, { action: 'reject', reason }),
    });
  };

  const verifyCrypto = async (payment: CryptoPaymentRow) => {
    try {
      const answer = await verifyCryptoPayment.mutateAsync(payment.id);
      const row = verifiedRow(payment, answer);
      cryptoList.replace(row);
      toast(verifiedToast(t, row));
    } catch (error) {
      toast({
        kind: 'error',
        title: t('toasts.paymentFailed'),
        message: consoleErrorText(t, error, ''),
      });
    }
  };

  const cashRows = cashList.items.filter((p) => matches(search, p.user_name, p.group_name));
  const cryptoRows = cryptoList.items.filter((p) =>
    matches(search, p.user_name, p.group_name, p.tx_hash),
  );
  const transactionRows = transactionList.items.filter((p) =>
    matches(search, p.user_name, p.group_name),
  );
  const current = view === 'cash' ? cashList : view === 'crypto' ? cryptoList : transactionList;
  // The rates and M-Pesa views lay out their own lists: the tab's export and footer are not theirs.
  const ownLayout = view === 'rates' || view === 'mpesa';

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end" gap="xs">
        <Group gap="xs" align="flex-end" miw={0} maw="100%">
          {/* Five views are wider than a phone: they scroll sideways, as the tab strip does. */}
          <ScrollArea type="auto" scrollbarSize={6} offsetScrollbars="x" maw="100%">
            <SegmentedControl
              size="xs"
              value={view}
              onChange={(value) => setView(value as View)}
              data={[
                { value: 'cash', label: t('payments.cash') },
                { value: 'crypto', label: t('payments.crypto') },
                { value: 'mpesa', label: t('mpesa.view') },
                { value: 'transactions', label: t('payments.transactions') },
                { value: 'rates', label: t('rates.view') },
              ]}
            />
          </ScrollArea>
          {(view === 'cash' || view === 'crypto') && (
            <Select
              size="xs"
              w={150}
              aria-label={t('payments.filter')}
              value={status}
              allowDeselect={false}
              onChange={(value) => value && setStatus(value)}
              data={STATUSES.map((value) => ({
                value,
                label: value === 'all' ? t('payments.all') : t(`statuses.${value}`),
              }))}
            />
          )}
        </Group>
        {!ownLayout && <ExportButton source="payments" toast={toast} />}
      </Group>

      {view === 'cash' && (
        <ConsoleTable
          label={t('payments.cash')}
          minWidth={760}
          columns={[
            t('payments.columns.user'),
            t('payments.columns.group'),
            t('payments.columns.amount'),
            t('payments.columns.status'),
            t('payments.columns.date'),
            t('payments.columns.actions'),
          ]}
        >
          {cashRows.map((payment) => (
            <Table.Tr key={payment.id}>
              <Table.Td>{payment.user_name}</Table.Td>
              <Table.Td>{payment.group_name}</Table.Td>
              <Table.Td>{formatMoney(payment.amount, payment.currency, i18n.language)}</Table.Td>
              <Table.Td>
                <StatusBadge status={payment.status} />
              </Table.Td>
              <Table.Td>{formatDateTime(payment.created_at, i18n.language)}</Table.Td>
              <Table.Td>
                {/* The actions exist only while the payment is pending. */}
                {payment.status === 'pending' && (
                  <Group gap={4} wrap="nowrap">
                    <Button
                      size="compact-xs"
                      color="teal"
                      leftSection={<IconCheck size={14} aria-hidden />}
                      aria-label={`${t('payments.approve')} ${payment.user_name}`}
                      onClick={() => void validateCash(payment, { action: 'approve' })}
                    >
                      {t('payments.approve')}
                    </Button>
                    <Button
                      size="compact-xs"
                      color="red"
                      variant="light"
                      leftSection={<IconX size={14} aria-hidden />}
                      aria-label={`${t('payments.reject')} ${payment.user_name}`}
                      onClick={() => askReject(payment)}
                    >
                      {t('payments.reject')}
                    </Button>
                  </Group>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </ConsoleTable>
      )}

      {view === 'crypto' && (
        <CryptoPaymentsTable rows={cryptoRows} onVerify={(p) => void verifyCrypto(p)} />
      )}

      {view === 'transactions' && (
        <ConsoleTable
          label={t('payments.transactions')}
          minWidth={760}
          columns={[
            t('payments.columns.kind'),
            t('payments.columns.user'),
            t('payments.columns.group'),
            t('payments.columns.amount'),
            t('payments.columns.status'),
            t('payments.columns.date'),
          ]}
        >
          {transactionRows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>
                {t(`payments.kinds.${row.kind}`)}
                {row.method
                  ? ` · ${t(`payments.methods.${row.method}`, { defaultValue: row.method })}`
                  : ''}
              </Table.Td>
              <Table.Td>{row.user_name}</Table.Td>
              <Table.Td>{row.group_name}</Table.Td>
              <Table.Td>{formatMoney(row.amount, row.currency, i18n.language)}</Table.Td>
              <Table.Td>
                <StatusBadge status={row.status} />
              </Table.Td>
              <Table.Td>{formatDateTime(row.created_at, i18n.language)}</Table.Td>
            </Table.Tr>
          ))}
        </ConsoleTable>
      )}
      {view === 'mpesa' && <MpesaSection search={search} toast={toast} />}
      {view === 'rates' && <ExchangeRatesPanel toast={toast} />}
      {!ownLayout && (
        <ListFooter
          count={current.items.length}
          hasMore={current.hasMore}
          loading={current.loading}
          onLoadMore={() => void current.loadMore()}
        />
      )}
      <CriticalActionDialog action={pending} onClose={() => setPending(null)} />
    </Stack>
  );
}
