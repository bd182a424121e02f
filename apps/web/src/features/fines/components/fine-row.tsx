import type { ReactNode } from 'react';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { MPESA_CURRENCY, mpesaPushAmount, type FineDto } from '@tontine/contracts';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MoneyRowHeading } from '../../../components/money-row-heading';
import { WriteButton } from '../../../components/offline-writes';
import { formatMoney } from '../../../lib/format';
import { cryptoPayPath, pendingProvider } from '../utils/fine-payment';
import { FineDetails } from './fine-details';
import { FineStatusBadge } from './fine-status-badge';

/** What a confirmation dialog does to a fine (fine-action-dialog.tsx). */
export type FineActionKind = 'declare' | 'record' | 'approve' | 'reject' | 'waive';

/** An action on a fine: one of the dialog's, or an M-Pesa push (fine-dialog.tsx). */
export type FineAction = { kind: FineActionKind; fine: FineDto } | { kind: 'mpesa'; fine: FineDto };
/** A row's actions: a dialog's, or the crypto pay page the row links to. */
type RowActionKind = FineAction['kind'] | 'crypto';

/** The ways of paying the server offers this reader. */
interface PaymentOffer {
  mpesa: boolean;
  crypto: boolean;
}

/**
 * What the reader may do with a fine, as the API allows it: its own member declares a cash
 * payment or pays it through a provider; an admin records the cash another member handed in
 * (their own would only be declared, pending), decides a declared cash payment (M-Pesa and the
 * chain decide theirs), and waives what is not settled.
 */
function actionsFor(
  fine: FineDto,
  { canManage, isMine, offer }: { canManage: boolean; isMine: boolean; offer: PaymentOffer },
): RowActionKind[] {
  const actions: RowActionKind[] = [];
  const payable = fine.status === 'unpaid' && isMine;
  if (payable) actions.push('declare');
  if (payable && offer.mpesa && mpesaPayable(fine)) actions.push('mpesa');
  if (payable && offer.crypto) actions.push('crypto');
  if (!canManage) return actions;
  if (fine.status === 'unpaid' && !isMine) actions.push('record');
  if (fine.status === 'pending' && !pendingProvider(fine)) actions.push('approve', 'reject');
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
  crypto: { color: 'violet', variant: 'light' },
  record: { color: 'teal', variant: 'filled' },
  approve: { color: 'teal', variant: 'filled' },
  reject: { color: 'red', variant: 'light' },
  waive: { color: 'gray', variant: 'light' },
};

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
  crypto = false,
}: {
  fine: FineDto;
  canManage: boolean;
  isMine: boolean;
  onAct: (action: FineAction) => void;
  /** Whether this server collects through M-Pesa: the member may then push the fine. */
  mpesa?: boolean;
  /** Whether crypto payments are offered here: the member may then pay the fine in tokens. */
  crypto?: boolean;
  /** Where the row sits outside its group's page: the group, shown first. */
  group?: ReactNode;
}) {
  const { t } = useTranslation();
  const amount = formatMoney(fine.amount, fine.currency);
  const actions = actionsFor(fine, { canManage, isMine, offer: { mpesa, crypto } });
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
        <MoneyRowHeading
          memberName={canManage ? fine.user_name : null}
          cycleText={t('fines.cycle', { cycle: fine.cycle_number })}
          amount={amount}
        />
        <FineStatusBadge fine={fine} />
        {fine.member_was_paid && (
          <Text size="xs" c="dimmed">
            {t('fines.paidMemberRate')}
          </Text>
        )}
        <FineDetails fine={fine} isMine={isMine} />
        {actions.length > 0 && (
          <Group gap="xs">
            {/* Each 44 px tall on a phone (app/tap-targets.css). */}
            {actions.map((kind) =>
              kind === 'crypto' ? (
                // A page of its own (the quote, the wallet, the chain): a link, not a dialog.
                <Button
                  key={kind}
                  component={Link}
                  to={cryptoPayPath(fine)}
                  className="tap-target"
                  size="sm"
                  color={ACTION_STYLES[kind].color}
                  variant={ACTION_STYLES[kind].variant}
                >
                  {t('fines.actions.crypto')}
                </Button>
              ) : (
                <WriteButton
                  key={kind}
                  className="tap-target"
                  size="sm"
                  color={ACTION_STYLES[kind].color}
                  variant={ACTION_STYLES[kind].variant}
                  onClick={() => onAct({ kind, fine })}
                >
                  {t(`fines.actions.${kind}`)}
                </WriteButton>
              ),
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
