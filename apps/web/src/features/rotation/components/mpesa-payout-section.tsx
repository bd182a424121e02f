import { useState } from 'react';
import { Text } from '@mantine/core';
import type { MpesaPayoutOffer } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { Fact } from '../../../components/fact';
import { WriteButton } from '../../../components/offline-writes';
import { describeError } from '../../../lib/describe-error';
import { formatMoney } from '../../../lib/format';
import { MpesaSendDialog, MpesaSendState } from '../../mpesa';
import { useSendMpesaPayout } from '../api/mpesa-payout';

/** Where the cycle's M-Pesa payout stands: on its way, or failed with the reason. */
export function MpesaPayoutState({ offer }: { offer: MpesaPayoutOffer }) {
  const { t } = useTranslation();
  if (!offer.latest) return null;
  return (
    <MpesaSendState
      latest={offer.latest}
      sending={(facts) => t('rotation.payout.mpesa.sending', facts)}
      failed={(facts) => t('rotation.payout.mpesa.failed', facts)}
    />
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
  const pending = offer.latest?.status === 'pending';

  function open() {
    send.reset();
    setConfirming(true);
  }

  return (
    <>
      <WriteButton variant="light" disabled={!ready || pending} onClick={open}>
        {offer.latest?.status === 'failed'
          ? t('rotation.payout.mpesa.retry')
          : t('rotation.payout.mpesa.send')}
      </WriteButton>
      <MpesaSendDialog
        opened={confirming}
        title={t('rotation.payout.mpesa.confirmTitle')}
        phoneLabel={t('rotation.payout.mpesa.phoneLabel')}
        phoneInvalid={t('errors.MPESA_BENEFICIARY_PHONE_REQUIRED')}
        registeredPhone={offer.phone_number}
        amount={formatMoney(offer.amount, 'KES')}
        loading={send.isPending}
        error={send.isError ? describeError(send.error, t) : null}
        onClose={() => setConfirming(false)}
        onSend={(phoneNumber) =>
          send.mutate(
            { groupId, cycle: offer.cycle_number, phoneNumber },
            { onSuccess: () => setConfirming(false) },
          )
        }
      >
        <Text>{t('rotation.payout.mpesa.confirmMessage', { cycle: offer.cycle_number })}</Text>
        <Fact label={t('rotation.payout.beneficiary')} value={offer.beneficiary_name ?? ''} />
      </MpesaSendDialog>
    </>
  );
}
