import { Alert, Group, Select, Stack, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import {
  MPESA_PAYBILL_STATUSES,
  MPESA_PAYMENT_STATUSES,
  MPESA_PAYOUT_STATUSES,
} from '@tontine/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsoleApiError } from '../../../api/console-api';
import type { ConsoleTabProps } from '../../../lib/console-tab-props';
import type { MpesaPaybillRow, MpesaPayoutRow, MpesaPushRow } from '../api/console-rows';
import { MPESA_PAYBILL_PATH } from '../api/resolve-paybill-payment';
import { ListFooter } from '../components/list-footer';
import { useKeysetList, type KeysetList } from '../hooks/use-keyset-list';
import { MpesaFloatPanel } from './mpesa-float-panel';
import { MpesaPaybillTable } from './mpesa-paybill-table';
import { MpesaReconciliationPanel } from './mpesa-reconciliation-panel';
import { MpesaPayoutsTable } from './mpesa-payouts-table';
import { MpesaPushesTable } from './mpesa-pushes-table';
import { matches } from './payment-search';
import { PaybillAssignDialog } from './paybill-assign-dialog';
import { PaybillRefundDialog } from './paybill-refund-dialog';

const PUSH_FILTERS = ['all', ...MPESA_PAYMENT_STATUSES] as const;
const PAYOUT_FILTERS = ['all', ...MPESA_PAYOUT_STATUSES] as const;
// The suspense queue first: it is the operator's work, and the list opens on it.
const PAYBILL_FILTERS = [
  'suspense',
  ...MPESA_PAYBILL_STATUSES.filter((status) => status !== 'suspense'),
  'all',
] as const;

const isUnavailable = (error: unknown) =>
  error instanceof ConsoleApiError && error.code === 'MPESA_UNAVAILABLE';

type Resolving = { action: 'assign' | 'refund'; payment: MpesaPaybillRow } | null;

/**
 * The M-Pesa section of the payments tab: the paybill payments with the suspense queue an
 * operator settles (assign or refund), then the STK pushes, which only inform: the queue comes
 * first so that a page of pushes never hides it. Where the server does not collect through
 * M-Pesa it answers 503 MPESA_UNAVAILABLE, and that sentence replaces both lists: an empty
 * table and an error toast would say something broke.
 */
export function MpesaSection({ search, toast }: ConsoleTabProps) {
  const { t } = useTranslation();
  const [pushFilter, setPushFilter] = useState<string>('all');
  const [payoutFilter, setPayoutFilter] = useState<string>('all');
  const [paybillFilter, setPaybillFilter] = useState<string>('suspense');
  const [resolving, setResolving] = useState<Resolving>(null);
  const onError = (error: unknown) => {
    if (!isUnavailable(error)) toast({ kind: 'error', title: t('toasts.loadFailed') });
  };
  const paybillList = useKeysetList<MpesaPaybillRow>(
    MPESA_PAYBILL_PATH,
    { status: paybillFilter === 'all' ? undefined : paybillFilter },
    onError,
  );
  const pushList = useKeysetList<MpesaPushRow>(
    '/api/superadmin/mpesa/pushes',
    { status: pushFilter === 'all' ? undefined : pushFilter },
    onError,
  );

  const payoutList = useKeysetList<MpesaPayoutRow>(
    '/api/superadmin/mpesa/payouts',
    { status: payoutFilter === 'all' ? undefined : payoutFilter },
    onError,
  );

  if (isUnavailable(paybillList.error) || isUnavailable(pushList.error)) {
    return (
      <Alert color="orange" variant="light" icon={<IconAlertCircle aria-hidden />}>
        {t('errors.MPESA_UNAVAILABLE')}
      </Alert>
    );
  }

  const paybillRows = paybillList.items.filter((p) =>
    matches(search, p.payer_name, p.receipt_number, p.bill_ref_number, p.user_name, p.group_name),
  );
  const pushRows = pushList.items.filter((p) =>
    matches(search, p.user_name, p.group_name, p.receipt_number),
  );
  const payoutRows = payoutList.items.filter((p) =>
    matches(search, p.beneficiary_name, p.group_name, p.receipt_number),
  );
  const close = () => setResolving(null);

  return (
    <Stack gap="xl">
      <Stack gap="sm">
        <ListHeading
          title={t('mpesa.paybill.title')}
          filterLabel={t('mpesa.paybill.filter')}
          filters={PAYBILL_FILTERS}
          value={paybillFilter}
          onChange={setPaybillFilter}
        />
        <MpesaPaybillTable
          rows={paybillRows}
          onAssign={(payment) => setResolving({ action: 'assign', payment })}
          onRefund={(payment) => setResolving({ action: 'refund', payment })}
        />
        <Footer list={paybillList} />
      </Stack>
      <Stack gap="sm">
        <ListHeading
          title={t('mpesa.pushes.title')}
          filterLabel={t('mpesa.pushes.filter')}
          filters={PUSH_FILTERS}
          value={pushFilter}
          onChange={setPushFilter}
        />
        <MpesaPushesTable rows={pushRows} />
        <Footer list={pushList} />
      </Stack>
      <Stack gap="sm">
        <ListHeading
          title={t('mpesa.payouts.title')}
          filterLabel={t('mpesa.payouts.filter')}
          filters={PAYOUT_FILTERS}
          value={payoutFilter}
          onChange={setPayoutFilter}
        />
        <MpesaPayoutsTable rows={payoutRows} />
        <Footer list={payoutList} />
      </Stack>
      <MpesaFloatPanel toast={toast} />
      <MpesaReconciliationPanel toast={toast} />
      <PaybillAssignDialog
        payment={resolving?.action === 'assign' ? resolving.payment : null}
        onClose={close}
        toast={toast}
      />
      <PaybillRefundDialog
        payment={resolving?.action === 'refund' ? resolving.payment : null}
        onClose={close}
        toast={toast}
      />
    </Stack>
  );
}

function ListHeading({
  title,
  filterLabel,
  filters,
  value,
  onChange,
}: {
  title: string;
  filterLabel: string;
  filters: readonly string[];
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" align="flex-end" gap="xs">
      <Title order={4}>{title}</Title>
      <Select
        size="xs"
        w={180}
        aria-label={filterLabel}
        value={value}
        allowDeselect={false}
        onChange={(next) => next && onChange(next)}
        data={filters.map((filter) => ({
          value: filter,
          label: filter === 'all' ? t('payments.all') : t(`statuses.${filter}`),
        }))}
      />
    </Group>
  );
}

function Footer<T>({ list }: { list: KeysetList<T> }) {
  return (
    <ListFooter
      count={list.items.length}
      hasMore={list.hasMore}
      loading={list.loading}
      onLoadMore={() => void list.loadMore()}
    />
  );
}
