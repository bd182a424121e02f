import { useState } from 'react';
import { Modal, NavLink, Stack } from '@mantine/core';
import { IconCash, IconCurrencyBitcoin, IconDeviceMobile } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { cryptoOfferTexts, useCryptoOffer } from '../../../api/get-crypto-networks';
import { useMpesaOffer } from '../../../api/get-mpesa-availability';
import { CashPaymentModal } from '../../../components/cash-payment-modal';

/** The group due being paid: what the cash confirmation needs to record it here. */
export interface PayingGroup {
  id: string;
  name: string;
  currency: string;
  /** What remains to pay this cycle, a decimal string: the cash amount proposed. */
  owed: string;
}

/**
 * How to pay one group's contribution: cash is recorded here (the same confirmation and call as
 * on the group's page), crypto opens the crypto payment page with what the server offers, M-Pesa
 * the group's M-Pesa payment where the server collects through it (else the page saying it is
 * unavailable and what to do instead).
 */
export function PayChoiceModal({
  group,
  onClose,
}: {
  group: PayingGroup | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const cryptoOffer = useCryptoOffer();
  const crypto = cryptoOfferTexts(cryptoOffer, t, i18n.language);
  const mpesa = useMpesaOffer(group?.currency, t);
  /** The group whose cash confirmation is open; a new dialog (and Idempotency-Key) each time. */
  const [cashFor, setCashFor] = useState<PayingGroup | null>(null);
  const [dialogId, setDialogId] = useState(0);

  return (
    <>
      <Modal
        opened={group !== null}
        onClose={onClose}
        title={group ? `${t('memberPages.payments.chooseTitle')} · ${group.name}` : ''}
      >
        {group && (
          <Stack gap={4}>
            <NavLink
              component="button"
              type="button"
              leftSection={<IconCash size={20} aria-hidden />}
              label={t('memberPages.payments.cash')}
              description={t('memberPages.payments.cashHint')}
              onClick={() => {
                setDialogId((n) => n + 1);
                setCashFor(group);
                onClose();
              }}
            />
            {cryptoOffer.unavailable ? (
              <NavLink
                component="button"
                type="button"
                disabled
                aria-disabled
                leftSection={<IconCurrencyBitcoin size={20} aria-hidden />}
                label={crypto.label}
                description={crypto.hint}
              />
            ) : (
              <NavLink
                component={Link}
                to={`/crypto-pay/${encodeURIComponent(group.id)}`}
                leftSection={<IconCurrencyBitcoin size={20} aria-hidden />}
                label={crypto.label}
                description={crypto.hint}
              />
            )}
            <NavLink
              component={Link}
              to={mpesa.enabled ? `/mpesa?group=${encodeURIComponent(group.id)}` : '/mpesa'}
              leftSection={<IconDeviceMobile size={20} aria-hidden />}
              label={t('memberPages.payments.mpesa')}
              description={mpesa.hint}
              c={mpesa.enabled ? undefined : 'dimmed'}
            />
          </Stack>
        )}
      </Modal>
      {cashFor && (
        <CashPaymentModal
          key={dialogId}
          group={cashFor}
          owed={cashFor.owed}
          opened
          onClose={() => setCashFor(null)}
        />
      )}
    </>
  );
}
