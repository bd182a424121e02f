import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconDeviceMobileMessage, IconAlertTriangle } from '@tabler/icons-react';
import { displayMsisdn, type MpesaFailureReason, type MpesaPaymentDto } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { QueryResult } from '../../../components/query-result';
import { formatMoney } from '../../../lib/format';
import { useMpesaPayment } from '../api/get-mpesa-payment';

const REASON_KEYS = {
  cancelled: 'memberPages.mpesa.reasonCancelled',
  wrong_pin: 'memberPages.mpesa.reasonWrongPin',
  insufficient_funds: 'memberPages.mpesa.reasonInsufficientFunds',
  timed_out: 'memberPages.mpesa.reasonTimedOut',
  busy: 'memberPages.mpesa.reasonBusy',
  declined: 'memberPages.mpesa.reasonDeclined',
} as const satisfies Record<MpesaFailureReason, string>;

/** What a paid push paid, in the member's words: a contribution, a fine, a saving, a repayment. */
function paidTextKey(payment: MpesaPaymentDto) {
  if (payment.fine_id) return 'memberPages.mpesa.paidFineText';
  if (payment.saving_id) return 'savings.mpesa.paidText';
  if (payment.loan_id) return 'loans.mpesa.paidText';
  return 'memberPages.mpesa.paidText';
}

/**
 * A push followed live: "check your phone" while Safaricom waits for the PIN, then paid with
 * its receipt, or the reason it failed in the member's language and a way to try again.
 */
export function MpesaPaymentStatus({ id, onRetry }: { id: string; onRetry: () => void }) {
  const { t } = useTranslation();
  const payment = useMpesaPayment(id);
  return (
    <QueryResult query={payment}>
      {(p) => {
        const amount = formatMoney(p.amount, p.currency);
        if (p.status === 'paid')
          return (
            <Alert
              color="green"
              icon={<IconCircleCheck aria-hidden />}
              title={t('memberPages.mpesa.paid')}
              role="status"
            >
              {t(paidTextKey(p), { amount, receipt: p.receipt_number ?? '' })}
            </Alert>
          );
        if (p.status === 'failed')
          return (
            <Stack>
              <Alert
                color="red"
                icon={<IconAlertTriangle aria-hidden />}
                title={t('memberPages.mpesa.failed')}
                role="alert"
              >
                {t(REASON_KEYS[p.failure_reason ?? 'declined'])}
              </Alert>
              <Group>
                <Button onClick={onRetry}>{t('memberPages.mpesa.tryAgain')}</Button>
              </Group>
            </Stack>
          );
        return (
          <Alert
            color="blue"
            icon={<IconDeviceMobileMessage aria-hidden />}
            title={t('memberPages.mpesa.checkPhone')}
            role="status"
          >
            <Stack gap="xs">
              <Text size="sm">
                {t('memberPages.mpesa.checkPhoneText', {
                  amount,
                  phone: displayMsisdn(p.phone_number),
                })}
              </Text>
              <Group gap="xs" wrap="nowrap">
                <Loader size="xs" aria-hidden />
                <Text size="sm" c="dimmed">
                  {t('memberPages.mpesa.waiting')}
                </Text>
              </Group>
            </Stack>
          </Alert>
        );
      }}
    </QueryResult>
  );
}
