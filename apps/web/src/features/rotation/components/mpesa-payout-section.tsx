import { useState } from 'react';
import { Alert, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconDeviceMobile } from '@tabler/icons-react';
import { displayMsisdn, kenyanMsisdn, type MpesaPayoutOffer } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Fact } from '../../../components/fact';
import { WriteButton } from '../../../components/offline-writes';
import { describeError } from '../../../lib/describe-error';
import { formatMoney } from '../../../lib/format';
import { useSendMpesaPayout } from '../api/mpesa-payout';

/** Where the cycle's M-Pesa payout stands: on its way, or failed with the reason. */
export function MpesaPayoutState({ offer }: { offer: MpesaPayoutOffer }) {
  const { t } = useTranslation();
  const latest = offer.latest;
  if (!latest || latest.status === 'paid') return null;
  const phone = displayMsisdn(latest.phone_number);
  const amount = formatMoney(latest.amount, latest.currency);
  if (latest.status === 'pending')
    return (
      <Alert color="blue" icon={<IconDeviceMobile aria-hidden />} role="status">
        <Stack gap={4}>
          <Text size="sm">{t('rotation.payout.mpesa.sending', { amount, phone })}</Text>
          <Group gap="xs" wrap="nowrap">
            <Loader size="xs" aria-hidden />
            <Text size="sm" c="dimmed">
              {t('rotation.payout.mpesa.waiting')}
            </Text>
          </Group>
        </Stack>
      </Alert>
    );
  return (
    <Alert color="red" icon={<IconAlertTriangle aria-hidden />} role="alert">
      <Text size="sm">
        {t('rotation.payout.mpesa.failed', {
          amount,
          phone,
          reason: t(`rotation.payout.mpesa.reasons.${latest.failure_reason ?? 'declined'}`),
        })}
      </Text>
    </Alert>
  );
}

/**
 * Sending the pot to the beneficiary's phone: the confirmation names the beneficiary, the
 * number (their registered Kenyan number unless the admin types another) and the amount; the
 * server checks everything again and pays the cycle only on Safaricom's confirmed result.
 */
export function MpesaPayoutButton({
  groupId,
  offer,
  ready,
}: {
  groupId: string;
  offer: MpesaPayoutOffer;
  ready: boolean;
}) {
  const { t } = useTranslation();
  const send = useSendMpesaPayout();
  const [confirming, setConfirming] = useState(false);
  const [phone, setPhone] = useState('');
  const [invalid, setInvalid] = useState(false);
  const pending = offer.latest?.status === 'pending';
  const amount = formatMoney(offer.amount, 'KES');

  function open() {
    setPhone(offer.phone_number ? displayMsisdn(offer.phone_number) : '');
    setInvalid(false);
    send.reset();
    setConfirming(true);
  }

  function confirm() {
    const msisdn = kenyanMsisdn(phone);
    setInvalid(!msisdn);
    if (!msisdn) return;
    send.mutate(
      { groupId, cycle: offer.cycle_number, phoneNumber: msisdn },
      { onSuccess: () => setConfirming(false) },
    );
  }

  return (
    <>
      <WriteButton variant="light" disabled={!ready || pending} onClick={open}>
        {offer.latest?.status === 'failed'
          ? t('rotation.payout.mpesa.retry')
          : t('rotation.payout.mpesa.send')}
      </WriteButton>
      <ConfirmDialog
        opened={confirming}
        title={t('rotation.payout.mpesa.confirmTitle')}
        confirmLabel={t('rotation.payout.mpesa.confirm')}
        confirmColor="teal"
        loading={send.isPending}
        error={send.isError ? describeError(send.error, t) : null}
        onClose={() => setConfirming(false)}
        onConfirm={confirm}
      >
        <Text>{t('rotation.payout.mpesa.confirmMessage', { cycle: offer.cycle_number })}</Text>
        <Fact label={t('rotation.payout.beneficiary')} value={offer.beneficiary_name ?? ''} />
        <TextInput
          label={t('rotation.payout.mpesa.phoneLabel')}
          description={t('rotation.payout.mpesa.phoneHint')}
          value={phone}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          error={invalid ? t('errors.MPESA_BENEFICIARY_PHONE_REQUIRED') : undefined}
          onChange={(e) => setPhone(e.currentTarget.value)}
        />
        <Fact label={t('rotation.payout.mpesa.amount')} value={amount} />
      </ConfirmDialog>
    </>
  );
}
