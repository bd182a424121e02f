import { Alert, TextInput } from '@mantine/core';
import { IconCircleCheck, IconDeviceMobile } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { WriteButton } from '../../../components/offline-writes';
import { formatMoney } from '../../../lib/format';
import { MpesaPaymentStatus, useMpesaPayment } from '../../mpesa';
import type { MpesaPush } from '../../mpesa';

/**
 * The number M-Pesa asks, only for a member who registered no Kenyan mobile number, and the
 * refusal of the last push (one already waiting, a number to type, M-Pesa down…).
 */
export function SavingMpesaFields({ push }: { push: MpesaPush }) {
  const { t } = useTranslation();
  return (
    <>
      {push.needsPhone && (
        <TextInput
          label={t('memberPages.mpesa.phoneLabel')}
          description={t('memberPages.mpesa.phoneHint')}
          value={push.phone}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          onChange={(event) => push.setPhone(event.currentTarget.value)}
          error={push.phoneInvalid ? t('messages.mpesaPhoneInvalid') : undefined}
        />
      )}
      {push.error && <ErrorAlert error={push.error} />}
    </>
  );
}

/** "Payer par M-Pesa", beside the cash declaration; each 44 px tall on a phone. */
export function SavingMpesaButton({ push, onClick }: { push: MpesaPush; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <WriteButton
      className="tap-target"
      color="green"
      variant="light"
      loading={push.pending}
      leftSection={<IconDeviceMobile size={16} aria-hidden />}
      onClick={onClick}
    >
      {t('savings.mpesa.action')}
    </WriteButton>
  );
}

/**
 * The saving's push followed live, as every M-Pesa payment is ("check your phone", the reason
 * it failed and a way to try again); once paid, what it paid: the saving is in the fund.
 */
export function SavingMpesaStatus({ id, onRetry }: { id: string; onRetry: () => void }) {
  const { t } = useTranslation();
  const payment = useMpesaPayment(id).data;
  if (payment?.status !== 'paid') return <MpesaPaymentStatus id={id} onRetry={onRetry} />;
  return (
    <Alert
      color="green"
      icon={<IconCircleCheck aria-hidden />}
      title={t('savings.mpesa.paid')}
      role="status"
    >
      {t('savings.mpesa.paidText', {
        amount: formatMoney(payment.amount, payment.currency),
        receipt: payment.receipt_number ?? '',
      })}
    </Alert>
  );
}
