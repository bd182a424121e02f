import { useId } from 'react';
import { Card, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  WALLET_NETWORKS,
  WALLET_TOKENS,
  type CryptoNetworkDto,
  type WalletNetwork,
  type WalletToken,
} from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { WriteButton } from '../../../components/offline-writes';

/** A network the server is not configured for cannot be chosen; unknown (list unread): can. */
export function isNetworkOffered(
  network: WalletNetwork,
  networks: readonly CryptoNetworkDto[] | undefined,
): boolean {
  return networks ? networks.some((n) => n.network === network && n.available) : true;
}

/** The first step: the network and the token, then the quote. */
export function QuoteForm({
  networks,
  network,
  token,
  loading,
  onNetwork,
  onToken,
  onQuote,
}: {
  networks: readonly CryptoNetworkDto[] | undefined;
  network: WalletNetwork;
  token: WalletToken;
  loading: boolean;
  onNetwork: (network: WalletNetwork) => void;
  onToken: (token: WalletToken) => void;
  onQuote: () => void;
}) {
  const { t } = useTranslation();
  const networkLabel = useId();
  const tokenLabel = useId();
  return (
    <Card withBorder radius="md" component="section" aria-label={t('crypto.pay.step1')}>
      <Stack gap="sm">
        <Title order={2} fz="h5">
          {t('crypto.pay.step1')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Stack gap={4}>
            <Text size="sm" fw={500} id={networkLabel}>
              {t('crypto.pay.network')}
            </Text>
            <SegmentedControl
              aria-labelledby={networkLabel}
              fullWidth
              data={WALLET_NETWORKS.map((n) => ({
                value: n,
                label: t(`crypto.networkName.${n}`),
                disabled: !isNetworkOffered(n, networks),
              }))}
              value={network}
              onChange={(value) => onNetwork(value as WalletNetwork)}
            />
          </Stack>
          <Stack gap={4}>
            <Text size="sm" fw={500} id={tokenLabel}>
              {t('crypto.pay.token')}
            </Text>
            <SegmentedControl
              aria-labelledby={tokenLabel}
              fullWidth
              data={WALLET_TOKENS.map((symbol) => ({ value: symbol, label: symbol }))}
              value={token}
              onChange={(value) => onToken(value as WalletToken)}
            />
          </Stack>
        </SimpleGrid>
        <WriteButton
          onClick={onQuote}
          loading={loading}
          disabled={!isNetworkOffered(network, networks)}
        >
          {t('crypto.pay.getQuote')}
        </WriteButton>
      </Stack>
    </Card>
  );
}
