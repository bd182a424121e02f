import type { ReactNode } from 'react';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { MPESA_CURRENCY, mpesaPushAmount, type FineDto } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { WriteButton } from '../../../components/offline-writes';
import { formatDate, formatMoney } from '../../../lib/format';
import { FineStatusBadge } from './fine-status-badge';

/** What a confirmation dialog does to a fine (fine-action-dialog.tsx). */
export type FineActionKind = 'declare' | 'record' | 'approve' | 'reject' | 'waive';

/** An action on a fine: one of the dialog's, or an M-Pesa push (fine-mpesa-dialog.tsx). */
export type FineAction = { kind: FineActionKind; fine: FineDto } | { kind: 'mpesa'; fine: FineDto };
type RowActionKind = FineAction['kind'];

/**
 * What the reader may do with a fine, as the API allows it: its own member declares a cash
 * payment; an admin records the cash another member handed in (their own would only be
 * declared, pending), decides a declared payment, and waives what is not settled.
 */
function actionsFor(
  fine: FineDto,
  { canManage, isMine, mpesa }: { canManage: boolean; isMine: boolean; mpesa: boolean },
): RowActionKind[] {
  const actions: RowActionKind[] = [];
  if (fine.status === 'unpaid' && isMine) actions.push('declare');
  if (fine.status === 'unpaid' && isMine && mpesa && mpesaPayable(fine)) actions.push('mpesa');
  if (!canManage) return actions;
  if (fine.status === 'unpaid' && !isMine) actions.push('record');
  if (fine.status === 'pending') actions.push('approve', 'reject');
  if (fine.status === 'unpaid' || fine.status === 'pending') actions.push('waive');
  return actions;
}

/** A push pays whole shillings in KES: a fine with cents is paid in cash. */
function mpesaPayable(fine: FineDto): boolean {
  return fine.currency === MPESA_CURRENCY && mpesaPushAmount(fine.amount) === fine.amount;
}

const ACTION_STYLES: Record<RowActionKind, { color: string; variant: 'filled' | 'light' }> = {
  declare: { color: 'teal', variant: 'filled' },
  mpesa: { color: 'green', variant: 'light' },
  record: { color: 'teal', variant: 'filled' },
  approve: { color: 'teal', variant: 'filled' },
  reject: { color: 'red', variant: 'light' },
  waive: { color: 'gray', variant: 'light' },
};

/** The dates and reasons a fine's status carries, as one short line each. */
function FineDetails({ fine, isMine }: { fine: FineDto; isMine: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      {fine.status === 'pending' && isMine && (
        <Text size="sm" c="yellow.9">
          {t('fines.pendingMine')}
        </Text>
      )}
      {fine.status === 'pending' && !isMine && fine.payment_recorded_at && (
        <Text size="sm" c="dimmed">
          {t('fines.declaredOn', { date: formatDate(fine.payment_recorded_at) })}
        </Text>
      )}
      {fine.status === 'paid' && (fine.decided_at ?? fine.payment_recorded_at) && (
        <Text size="sm" c="dimmed">
          {t('fines.paidOn', { date: formatDate(fine.decided_at ?? fine.payment_recorded_at) })}
        </Text>
      )}
      {/* Kept after a refusal until the fine is paid: it only explains an unpaid fine. */}
      {fine.status === 'unpaid' && fine.rejection_reason && (
        <Text size="sm" c="red.8">
          {t('fines.rejected', { reason: fine.rejection_reason })}
        </Text>
      )}
      {fine.status === 'waived' && fine.waive_reason && (
        <Text size="sm" c="dimmed">
          {t('fines.waivedBecause', { reason: fine.waive_reason })}
        </Text>
      )}
    </>
  );
}

/**
 * One fine as a stacked row, readable on a 390 px phone: the member (for the admins), the
 * cycle and the amount, its status, why it is so, and what the reader may do with it.
 */
export function FineRow({
  fine,
  canManage,
  isMine,
  onAct,
  group,
  mpesa = false,
}: {
  fine: FineDto;
  canManage: boolean;
  isMine: boolean;
  onAct: (action: FineAction) => void;
  /** Whether this server collects through M-Pesa: the member may then push the fine. */
  mpesa?: boolean;
  /** Where the row sits outside its group's page: the group, shown first. */
  group?: ReactNode;
}) {
  const { t } = useTranslation();
  const amount = formatMoney(fine.amount, fine.currency);
  const actions = actionsFor(fine, { canManage, isMine, mpesa });
  return (
    <Paper
      component="li"
      withBorder
      p="sm"
      aria-label={
        canManage
          ? t('fines.memberRowLabel', { name: fine.user_name, cycle: fine.cycle_number, amount })
          : t('fines.rowLabel', { cycle: fine.cycle_number, amount })
      }
    >
      <Stack gap={6}>
        {group}
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <div style={{ minWidth: 0 }}>
            {canManage && (
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {fine.user_name}
              </Text>
            )}
            <Text size="sm" c={canManage ? 'dimmed' : undefined} fw={canManage ? undefined : 600}>
              {t('fines.cycle', { cycle: fine.cycle_number })}
            </Text>
          </div>
          <Text fw={600} style={{ whiteSpace: 'nowrap' }}>
            {amount}
          </Text>
        </Group>
        <FineStatusBadge status={fine.status} />
        {fine.member_was_paid && (
          <Text size="xs" c="dimmed">
            {t('fines.paidMemberRate')}
          </Text>
        )}
        <FineDetails fine={fine} isMine={isMine} />
        {actions.length > 0 && (
          <Group gap="xs">
            {actions.map((kind) => (
              <WriteButton
                key={kind}
                // 44 px tall on a phone (app/tap-targets.css).
                className="tap-target"
                size="sm"
                color={ACTION_STYLES[kind].color}
                variant={ACTION_STYLES[kind].variant}
                onClick={() => onAct({ kind, fine })}
              >
                {t(`fines.actions.${kind}`)}
              </WriteButton>
            ))}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
