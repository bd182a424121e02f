import { Alert, Badge, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconArrowDownLeft, IconArrowUpRight, IconRefresh } from '@tabler/icons-react';
import type { WalletDto } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/describe-error';
import { useRefreshWallet } from '../api/refresh-wallet';
import {
  HIDDEN_BALANCE,
  formatTokenBalance,
  formatTotal,
  formatWalletTime,
  shortenAddress,
  walletTotal,
} from '../utils/crypto-format';
import { CopyTextButton } from './copy-text-button';
import { WriteButton } from '../../../components/offline-writes';

function Balance({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={strong ? 800 : 600} fz={strong ? 'lg' : 'md'} ff="monospace">
        {value}
      </Text>
    </div>
  );
}

/**
 * A wallet: its network, its shortened address with copy, USDT and USDC to 4 decimals, the
 * total to 2, when the chain was read; Refresh reads it again (the card is replaced), Send and
 * Receive open their dialogs. A refused refresh says why on the card.
 */
export function WalletCard({
  wallet,
  hidden,
  onSend,
  onReceive,
}: {
  wallet: WalletDto;
  hidden: boolean;
  onSend: () => void;
  onReceive: () => void;
}) {
  const { t } = useTranslation();
  const refresh = useRefreshWallet();
  const network = t(`crypto.networkName.${wallet.network}`);
  const show = (value: string) => (hidden ? HIDDEN_BALANCE : value);

  return (
    <Card
      withBorder
      radius="md"
      component="article"
      aria-label={t('crypto.wallets.cardLabel', { network })}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Badge variant="light" color="violet">
            {network}
          </Badge>
          <Group gap={2} wrap="nowrap">
            <Text size="sm" ff="monospace" title={wallet.address}>
              {shortenAddress(wallet.address)}
            </Text>
            <CopyTextButton value={wallet.address} label={t('crypto.wallets.copyAddress')} />
          </Group>
        </Group>
        <SimpleGrid cols={3} spacing="xs">
          <Balance label="USDT" value={show(formatTokenBalance(wallet.balance_usdt))} />
          <Balance label="USDC" value={show(formatTokenBalance(wallet.balance_usdc))} />
          <Balance
            label={t('crypto.wallets.total')}
            value={show(`$${formatTotal(walletTotal(wallet))}`)}
            strong
          />
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          {wallet.balances_read_at
            ? t('crypto.wallets.readAt', { date: formatWalletTime(wallet.balances_read_at) })
            : t('crypto.wallets.neverRead')}
        </Text>
        {refresh.isError && (
          <Alert color="red" role="alert" p="xs">
            {describeError(refresh.error, t)}
          </Alert>
        )}
        <Group gap="xs">
          <Button
            size="xs"
            variant="light"
            leftSection={<IconRefresh size={14} aria-hidden />}
            loading={refresh.isPending}
            aria-label={t('crypto.wallets.refreshLabel', { network })}
            // No toast: the card itself shows the balances and the time they were read.
            onClick={() => refresh.mutate({ address: wallet.address, network: wallet.network })}
          >
            {t('crypto.wallets.refresh')}
          </Button>
          <WriteButton
            size="xs"
            leftSection={<IconArrowUpRight size={14} aria-hidden />}
            onClick={onSend}
          >
            {t('crypto.wallets.send')}
          </WriteButton>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconArrowDownLeft size={14} aria-hidden />}
            onClick={onReceive}
          >
            {t('crypto.wallets.receive')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
