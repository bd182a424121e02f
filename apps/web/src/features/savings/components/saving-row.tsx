import { Code, Group, Paper, Stack, Text } from '@mantine/core';
import type { SavingDto } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { MoneyRowHeading } from '../../../components/money-row-heading';
import { WriteButton } from '../../../components/offline-writes';
import { formatDate, formatMoney } from '../../../lib/format';
import { SavingStatusBadge } from './saving-status-badge';

/** What a treasurer decides on a declared saving (saving-decision-dialog.tsx). */
export type SavingDecisionKind = 'approve' | 'reject';
export interface SavingDecision {
  kind: SavingDecisionKind;
  saving: SavingDto;
}

/**
 * How the saving was paid, with M-Pesa's receipt once Safaricom confirmed it, for the member to
 * match it against the message on their phone.
 */
function PaidWith({ saving }: { saving: SavingDto }) {
  const { t } = useTranslation();
  if (saving.method === 'cash' || !saving.receipt_number) {
    return (
      <Text size="sm" c="dimmed">
        {t(`savings.method.${saving.method}`)}
      </Text>
    );
  }
  return (
    <Stack gap={2} align="flex-start">
      <Text size="sm" c="dimmed">
        {t('savings.method.mpesa')} · {t('savings.receipt')}
      </Text>
      <Code style={{ wordBreak: 'break-all' }}>{saving.receipt_number}</Code>
    </Stack>
  );
}

/** When the saving was declared or decided, and why a refused one was refused. */
function SavingDetails({ saving }: { saving: SavingDto }) {
  const { t } = useTranslation();
  if (saving.status === 'rejected') {
    return (
      <Text size="sm" c="red.8" style={{ overflowWrap: 'anywhere' }}>
        {t('savings.rejected', { reason: saving.rejection_reason ?? '' })}
      </Text>
    );
  }
  const date = saving.status === 'approved' ? saving.decided_at : saving.created_at;
  if (!date) return null;
  return (
    <Text size="sm" c="dimmed">
      {saving.status === 'approved'
        ? t('savings.approvedOn', { date: formatDate(date) })
        : saving.method === 'mpesa'
          ? t('savings.mpesaStartedOn', { date: formatDate(date) })
          : t('savings.declaredOn', { date: formatDate(date) })}
    </Text>
  );
}

/**
 * One saving as a stacked row, readable on a 390 px phone: the member (for those who handle the
 * money), the cycle and the amount, its status and why, how it was paid (M-Pesa with its
 * receipt), and the decision a declared cash saving waits for (Safaricom decides a push).
 */
export function SavingRow({
  saving,
  canManage,
  onDecide,
}: {
  saving: SavingDto;
  canManage: boolean;
  onDecide: (decision: SavingDecision) => void;
}) {
  const { t } = useTranslation();
  const amount = formatMoney(saving.amount, saving.currency);
  const decidable = canManage && saving.status === 'pending' && saving.method === 'cash';
  return (
    <Paper
      component="li"
      withBorder
      p="sm"
      aria-label={
        canManage
          ? t('savings.memberRowLabel', {
              name: saving.user_name,
              cycle: saving.cycle_number,
              amount,
            })
          : t('savings.rowLabel', { cycle: saving.cycle_number, amount })
      }
    >
      <Stack gap={6}>
        <MoneyRowHeading
          memberName={canManage ? saving.user_name : null}
          cycleText={t('savings.cycle', { cycle: saving.cycle_number })}
          amount={amount}
        />
        <SavingStatusBadge saving={saving} />
        <SavingDetails saving={saving} />
        <PaidWith saving={saving} />
        {decidable && (
          <Group gap="xs">
            {/* Each 44 px tall on a phone (app/tap-targets.css). */}
            <WriteButton
              className="tap-target"
              size="sm"
              color="teal"
              onClick={() => onDecide({ kind: 'approve', saving })}
            >
              {t('savings.actions.approve')}
            </WriteButton>
            <WriteButton
              className="tap-target"
              size="sm"
              color="red"
              variant="light"
              onClick={() => onDecide({ kind: 'reject', saving })}
            >
              {t('savings.actions.reject')}
            </WriteButton>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
