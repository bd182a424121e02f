import { useState } from 'react';
import { Stack, Text, TextInput, Title } from '@mantine/core';
import { IconDeviceMobile } from '@tabler/icons-react';
import {
  displayMsisdn,
  isPositiveMoney,
  kenyanMsisdn,
  moneyOwed,
  mpesaPushAmount,
} from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { WriteButton } from '../../../components/offline-writes';
import { formatMoney } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useCreateMpesaPayment } from '../api/create-mpesa-payment';
import { MpesaPaymentStatus } from './mpesa-payment-status';

/** A group's due as the member's payments list gives it. */
export interface MpesaDue {
  group_id: string;
  group_name: string;
  currency: string;
  cycle_number: number;
  owed: string;
}

/**
 * Paying one group's due by M-Pesa: the phone (the registered Kenyan number unless the member
 * types another), the whole shillings a push asks (the cents stay for cash), then the push
 * followed live. One Idempotency-Key per attempt, so that a retried click pushes once. With
 * `fineId`, the push pays that late fine of the member's, whole, instead of the cycle's due.
 */
export function MpesaPayPanel({ due, fineId }: { due: MpesaDue; fineId?: string }) {
  const { t } = useTranslation();
  const phoneNumber = useSession()?.user?.phone_number;
  const registered = phoneNumber ? kenyanMsisdn(phoneNumber) : null;
  const [phone, setPhone] = useState(registered ? displayMsisdn(registered) : '');
  const [invalid, setInvalid] = useState(false);
  const [attempt, setAttempt] = useState(() => crypto.randomUUID());
  const [paymentId, setPaymentId] = useState<string | null>(null);
  const create = useCreateMpesaPayment();
  const amount = mpesaPushAmount(due.owed);
  // What a push cannot take: the cents of the due, paid in cash.
  const cents = amount ? moneyOwed(due.owed, amount) : '0.00';

  function submit() {
    const msisdn = kenyanMsisdn(phone);
    setInvalid(!msisdn);
    if (!msisdn) return;
    create.mutate(
      {
        body: fineId
          ? { group_id: due.group_id, fine_id: fineId, phone_number: msisdn }
          : { group_id: due.group_id, cycle_number: due.cycle_number, phone_number: msisdn },
        idempotencyKey: attempt,
      },
      { onSuccess: (payment) => setPaymentId(payment.id) },
    );
  }

  function retry() {
    setPaymentId(null);
    setAttempt(crypto.randomUUID());
    create.reset();
  }

  return (
    <Stack gap="sm">
      <Title order={2} fz="h4">
        {due.group_name}
      </Title>
      {paymentId ? (
        <MpesaPaymentStatus id={paymentId} onRetry={retry} />
      ) : amount ? (
        <>
          <TextInput
            label={t('memberPages.mpesa.phoneLabel')}
            description={t('memberPages.mpesa.phoneHint')}
            value={phone}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            onChange={(event) => setPhone(event.currentTarget.value)}
            error={invalid ? t('messages.mpesaPhoneInvalid') : undefined}
          />
          {isPositiveMoney(cents) && (
            <Text size="sm" c="dimmed">
              {t('memberPages.mpesa.centsInCash', {
                cents: formatMoney(cents, due.currency),
              })}
            </Text>
          )}
          {create.isError && <ErrorAlert error={create.error} />}
          <WriteButton
            loading={create.isPending}
            onClick={submit}
            leftSection={<IconDeviceMobile size={16} aria-hidden />}
          >
            {t('memberPages.mpesa.pay', { amount: formatMoney(amount, due.currency) })}
          </WriteButton>
        </>
      ) : (
        <Text size="sm">{t('memberPages.mpesa.lessThanAShilling')}</Text>
      )}
    </Stack>
  );
}
