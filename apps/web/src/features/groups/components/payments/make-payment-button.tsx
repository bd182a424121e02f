import { useId, useState } from 'react';
import { Modal, Stack } from '@mantine/core';
import { IconCash, IconCurrencyBitcoin, IconDeviceMobile } from '@tabler/icons-react';
import type { GroupDetailDto } from '@tontine/contracts';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { cryptoOfferTexts, useCryptoOffer } from '../../../../api/get-crypto-networks';
import { useMpesaOffer } from '../../../../api/get-mpesa-availability';
import { useSession } from '../../../../lib/session';
import { paymentBlockReason } from '../../utils/payment-status';
import { DisabledReason } from '../disabled-reason';
import { CashPaymentModal } from '../../../../components/cash-payment-modal';
import { MethodOption } from './method-option';
import { WriteButton } from '../../../../components/offline-writes';

/**
 * 'Make Payment': disabled with the reason when paying can only fail (see `paymentBlockReason`:
 * not a member, a closed group, the cycle already paid, …); else the method choice, then the
 * cash confirmation, the crypto payment's page (the tokens and networks the server has) or the
 * M-Pesa payment (where the server collects through it, for a group in KES).
 */
export function MakePaymentButton({
  group,
  owed,
  awaitingValidation = false,
}: {
  group: GroupDetailDto;
  /** What remains to pay this cycle, what awaits validation deducted. */
  owed: string;
  /** Part of the cycle's due awaits validation: with nothing left, that is the reason said. */
  awaitingValidation?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const user = useSession()?.user;
  const navigate = useNavigate();
  const [choosing, setChoosing] = useState(false);
  const [cashOpen, setCashOpen] = useState(false);
  /** A new dialog (and so a new Idempotency-Key) each time the confirmation opens. */
  const [dialogId, setDialogId] = useState(0);

  const reasonId = useId();
  const reason = paymentBlockReason(group, Boolean(user), t, owed, awaitingValidation);
  const cryptoOffer = useCryptoOffer();
  const cryptoTexts = cryptoOfferTexts(cryptoOffer, t, i18n.language);
  const mpesa = useMpesaOffer(group.currency, t);

  return (
    <>
      <Stack gap={4} align="flex-start">
        <WriteButton
          disabled={reason !== null}
          aria-describedby={reason ? reasonId : undefined}
          onClick={() => setChoosing(true)}
        >
          {t('groups.payments.makePayment')}
        </WriteButton>
        <DisabledReason id={reasonId} reason={reason} />
      </Stack>
      <Modal
        opened={choosing}
        onClose={() => setChoosing(false)}
        title={t('groups.payments.chooseMethod')}
      >
        <Stack>
          <MethodOption
            icon={<IconCash aria-hidden />}
            label={t('groups.payments.cash')}
            hint={t('groups.payments.cashHint')}
            onClick={() => {
              setChoosing(false);
              setDialogId((n) => n + 1);
              setCashOpen(true);
            }}
          />
          <MethodOption
            icon={<IconCurrencyBitcoin aria-hidden />}
            label={cryptoTexts.label}
            hint={cryptoTexts.hint}
            disabled={cryptoOffer.unavailable}
            onClick={() => {
              setChoosing(false);
              void navigate(`/crypto-pay/${group.id}`);
            }}
          />
          <MethodOption
            icon={<IconDeviceMobile aria-hidden />}
            label={t('groups.payments.mobileMoney')}
            hint={mpesa.hint}
            disabled={!mpesa.enabled}
            onClick={() => {
              setChoosing(false);
              void navigate(`/mpesa?group=${encodeURIComponent(group.id)}`);
            }}
          />
        </Stack>
      </Modal>
      {cashOpen && (
        <CashPaymentModal
          key={dialogId}
          group={group}
          owed={owed}
          opened={cashOpen}
          onClose={() => setCashOpen(false)}
        />
      )}
    </>
  );
}
