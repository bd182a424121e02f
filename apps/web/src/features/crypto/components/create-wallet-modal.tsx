import { useState } from 'react';
import { Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import {
  DEFAULT_WALLET_NETWORK,
  WALLET_NETWORKS,
  type WalletDto,
  type WalletNetwork,
} from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { FormAlert } from '../../../components/form-alert';
import { describeError } from '../../../lib/describe-error';
import { notifySuccess } from '../../../lib/notify';
import { useCreateWallet } from '../api/create-wallet';
import { useCryptoNetworks } from '../api/get-crypto-networks';
import { WriteButton } from '../../../components/offline-writes';

/** Why a network cannot be chosen: the server does not offer it, or the user has one there. */
function blockedReason(
  network: WalletNetwork,
  offered: ReadonlySet<WalletNetwork> | null,
  owned: readonly WalletDto[],
): 'unavailable' | 'owned' | null {
  if (offered && !offered.has(network)) return 'unavailable';
  if (owned.some((w) => w.network === network)) return 'owned';
  return null;
}

/**
 * Create Wallet: polygon (the default), ethereum or bsc; the networks the server is not
 * configured for are shown unavailable. If the list of networks cannot be read, every network
 * stays choosable and the server's answer says which one it refuses.
 */
export function CreateWalletModal({
  wallets,
  onClose,
}: {
  wallets: readonly WalletDto[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const networks = useCryptoNetworks();
  const create = useCreateWallet();
  const offered = networks.data
    ? new Set(networks.data.filter((n) => n.available).map((n) => n.network))
    : null;
  const firstFree =
    WALLET_NETWORKS.find(
      (n) => n === DEFAULT_WALLET_NETWORK && !blockedReason(n, offered, wallets),
    ) ?? WALLET_NETWORKS.find((n) => !blockedReason(n, offered, wallets));
  const [chosen, setChosen] = useState<WalletNetwork | null>(null);
  const network = chosen ?? firstFree ?? null;

  function submit() {
    if (!network) return;
    create.mutate(network, {
      onSuccess: (wallet) => {
        notifySuccess({
          message: t('crypto.create.created', {
            network: t(`crypto.networkName.${wallet.network}`),
          }),
        });
        onClose();
      },
    });
  }

  return (
    <Modal opened onClose={onClose} title={t('crypto.create.title')} centered>
      <Stack>
        <Text size="sm" c="dimmed">
          {t('crypto.create.hint')}
        </Text>
        {networks.isError && <ErrorAlert error={networks.error} />}
        <Radio.Group
          label={t('crypto.create.network')}
          value={network}
          onChange={(value) => setChosen(value as WalletNetwork)}
        >
          <Stack gap="sm" mt="xs">
            {WALLET_NETWORKS.map((n) => {
              const reason = blockedReason(n, offered, wallets);
              return (
                <Radio
                  key={n}
                  value={n}
                  label={t(`crypto.networkName.${n}`)}
                  description={reason ? t(`crypto.create.${reason}`) : undefined}
                  disabled={reason !== null || networks.isPending}
                />
              );
            })}
          </Stack>
        </Radio.Group>
        {create.isError && <FormAlert>{describeError(create.error, t)}</FormAlert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <WriteButton
            onClick={submit}
            loading={create.isPending}
            disabled={!network || networks.isPending}
          >
            {t('crypto.create.submit')}
          </WriteButton>
        </Group>
      </Stack>
    </Modal>
  );
}
