import { useId, useState } from 'react';
import { Card, Group, Stack, Title } from '@mantine/core';
import type { LoanDetail } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { WriteButton } from '../../../components/offline-writes';
import { LoanActionDialog, type LoanActionKind } from './loan-action-dialog';
import { LoanMpesaSendButton, LoanMpesaSendState, loanMpesaSend } from './loan-mpesa-disbursement';
import { RecordRepaymentModal } from './record-repayment-modal';

type LoanButton = LoanActionKind | 'repay';

/** A refusal, a withdrawal or a declined guarantee is red; the rest moves the loan on. */
const BUTTON_STYLES: Record<LoanButton, { color: string; variant: 'filled' | 'light' }> = {
  accept: { color: 'teal', variant: 'filled' },
  decline: { color: 'red', variant: 'light' },
  approve: { color: 'teal', variant: 'filled' },
  reject: { color: 'red', variant: 'light' },
  disburse: { color: 'teal', variant: 'filled' },
  repay: { color: 'teal', variant: 'filled' },
  cancel: { color: 'red', variant: 'light' },
  takeOver: { color: 'orange', variant: 'light' },
};

/**
 * The buttons of what the reader may do with the loan now, as the API says (`can`; it checks
 * again): answer a guarantee, approve or reject the application, disburse it in cash or send it
 * by M-Pesa (and follow that send), record a repayment, withdraw it, take it over. Nothing to do
 * or follow: no card.
 */
export function LoanActions({ detail }: { detail: LoanDetail }) {
  const { t } = useTranslation();
  const titleId = useId();
  const [open, setOpen] = useState<LoanButton | null>(null);
  const { loan, can } = detail;
  const shown: LoanButton[] = [
    ...(can.guarantee ? (['accept', 'decline'] as const) : []),
    ...(can.approve ? (['approve'] as const) : []),
    ...(can.disburse ? (['disburse'] as const) : []),
    ...(can.reject ? (['reject'] as const) : []),
    ...(can.repay ? (['repay'] as const) : []),
    ...(can.take_over ? (['takeOver'] as const) : []),
    ...(can.cancel ? (['cancel'] as const) : []),
  ];
  const mpesa = loanMpesaSend(detail);
  if (shown.length === 0 && !mpesa.latest && !mpesa.sendable) return null;
  return (
    <Card withBorder radius="md" component="section" aria-labelledby={titleId}>
      <Title order={2} fz="h5" id={titleId} mb="sm">
        {t('loans.page.actions')}
      </Title>
      <Stack gap="sm">
        <LoanMpesaSendState detail={detail} />
        <Group gap="xs">
          {shown.map((kind) => (
            <WriteButton
              key={kind}
              className="tap-target"
              {...BUTTON_STYLES[kind]}
              onClick={() => setOpen(kind)}
            >
              {t(`loans.actions.${kind}`)}
            </WriteButton>
          ))}
          <LoanMpesaSendButton detail={detail} />
        </Group>
      </Stack>
      {open === 'repay' && <RecordRepaymentModal detail={detail} onClose={() => setOpen(null)} />}
      {open && open !== 'repay' && (
        <LoanActionDialog key={open} action={{ kind: open, loan }} onClose={() => setOpen(null)} />
      )}
    </Card>
  );
}
