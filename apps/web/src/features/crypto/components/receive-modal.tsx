import { Modal, Stack, Text } from '@mantine/core';
import type { WalletDto } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { AddressQr } from './address-qr';

/** Receive: the wallet's address and its QR code, with the one warning that matters. */
export function ReceiveModal({ wallet, onClose }: { wallet: WalletDto; onClose: () => void }) {
  const { t } = useTranslation();
  const network = t(`crypto.networkName.${wallet.network}`);
  return (
    <Modal opened onClose={onClose} title={t('crypto.receive.title', { network })} centered>
      <Stack>
        <AddressQr
          address={wallet.address}
          qrLabel={t('crypto.receive.qrLabel', { address: wallet.address })}
          copyLabel={t('crypto.wallets.copyAddress')}
        />
        <Text size="sm" c="dimmed">
          {t('crypto.receive.hint', { network })}
        </Text>
      </Stack>
    </Modal>
  );
}
