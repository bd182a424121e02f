import { Modal, NavLink, Stack } from '@mantine/core';
import { IconCash, IconCurrencyBitcoin, IconDeviceMobile } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCryptoOffer } from '../../../api/get-crypto-networks';

/**
 * How to pay one group's contribution: cash opens the group's payments tab (its checks and
 * the cash confirmation live there), crypto the crypto payment page, M-Pesa the page saying it
 * is unavailable and what to do instead.
 */
export function PayChoiceModal({
  group,
  onClose,
}: {
  group: { id: string; name: string } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const cryptoOffer = useCryptoOffer();
  return (
    <Modal
      opened={group !== null}
      onClose={onClose}
      title={group ? `${t('memberPages.payments.chooseTitle')} · ${group.name}` : ''}
    >
      {group && (
        <Stack gap={4}>
          <NavLink
            component={Link}
            to={`/groups/${encodeURIComponent(group.id)}?tab=payments`}
            leftSection={<IconCash size={20} aria-hidden />}
            label={t('memberPages.payments.cash')}
            description={t('memberPages.payments.cashHint')}
          />
          {cryptoOffer.unavailable ? (
            <NavLink
              component="button"
              type="button"
              disabled
              aria-disabled
              leftSection={<IconCurrencyBitcoin size={20} aria-hidden />}
              label={t('groups.payments.method.crypto')}
              description={t('errors.CRYPTO_SERVICE_UNAVAILABLE')}
            />
          ) : (
            <NavLink
              component={Link}
              to={`/crypto-pay/${encodeURIComponent(group.id)}`}
              leftSection={<IconCurrencyBitcoin size={20} aria-hidden />}
              label={t('memberPages.payments.crypto')}
              description={t('memberPages.payments.cryptoHint')}
            />
          )}
          <NavLink
            component={Link}
            to="/mpesa"
            leftSection={<IconDeviceMobile size={20} aria-hidden />}
            label={t('memberPages.payments.mpesa')}
            description={t('memberPages.payments.mpesaHint')}
            c="dimmed"
          />
        </Stack>
      )}
    </Modal>
  );
}
