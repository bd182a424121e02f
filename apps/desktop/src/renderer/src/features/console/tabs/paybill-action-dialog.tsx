import { Alert, Button, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { MPESA_CURRENCY } from '@tontine/contracts';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MpesaPaybillRow } from '../api/console-rows';
import { formatMoney } from '../../../lib/format';

/**
 * The confirmation of an action on a suspense payment, dressed as the critical-action dialog:
 * the payment the operator is about to settle (receipt, amount, payer), the action's fields,
 * and the server's refusal under them. A refusal keeps the dialog open with what was typed, so
 * that a mistyped account number is corrected rather than typed again.
 */
export function PaybillActionDialog({
  payment,
  title,
  message,
  confirmLabel,
  confirmColor,
  busy,
  refusal,
  onSubmit,
  onClose,
  children,
}: {
  payment: MpesaPaybillRow | null;
  title: string;
  message: string;
  confirmLabel: string;
  confirmColor?: string;
  busy: boolean;
  refusal: string | null;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  return (
    <Modal
      opened={payment !== null}
      onClose={() => !busy && onClose()}
      title={
        <Group gap="xs">
          <IconAlertTriangle size={20} color="var(--mantine-color-orange-6)" aria-hidden />
          <Text fw={600}>{title}</Text>
        </Group>
      }
      centered
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {payment && (
            <SimpleGrid cols={3} spacing="xs">
              <Summary label={t('mpesa.summary.receipt')} mono>
                {payment.receipt_number}
              </Summary>
              <Summary label={t('mpesa.summary.amount')}>
                {formatMoney(payment.amount, MPESA_CURRENCY, i18n.language)}
              </Summary>
              <Summary label={t('mpesa.summary.payer')}>
                {payment.payer_name}
                <Text span size="xs" c="dimmed" ff="monospace" display="block">
                  {payment.msisdn}
                </Text>
              </Summary>
            </SimpleGrid>
          )}
          <Text size="sm">{message}</Text>
          {children}
          {refusal && (
            <Alert color="red" variant="light">
              {refusal}
            </Alert>
          )}
          <Text size="xs" c="dimmed">
            {t('criticalAction.warning')}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={busy}>
              {t('criticalAction.cancel')}
            </Button>
            <Button type="submit" color={confirmColor} loading={busy}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function Summary({
  label,
  mono,
  children,
}: {
  label: string;
  mono?: boolean;
  children: ReactNode;
}) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} ff={mono ? 'monospace' : undefined}>
        {children}
      </Text>
    </div>
  );
}
