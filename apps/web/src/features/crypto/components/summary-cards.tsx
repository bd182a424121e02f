import { Card, Grid, Text } from '@mantine/core';
import type { WalletDto } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { HIDDEN_BALANCE, formatTotal, walletsTotal } from '../utils/crypto-format';

function SummaryCard({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Card withBorder radius="md" padding="sm" component="section" aria-label={label} h="100%">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fz="xl" fw={800} ff="monospace">
        {value}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Card>
  );
}

/** Total Balance (USDT + USDC of every wallet, to 2 decimals), Active Wallets, Transactions. */
export function SummaryCards({
  wallets,
  transactionCount,
  hidden,
}: {
  wallets: readonly WalletDto[];
  /** Null while the transactions are loading or could not be read. */
  transactionCount: number | null;
  hidden: boolean;
}) {
  const { t } = useTranslation();
  return (
    // On a phone the total takes the whole width and the two counts share the next row.
    <Grid gap="sm">
      <Grid.Col span={{ base: 12, xs: 4 }}>
        <SummaryCard
          label={t('crypto.summary.total')}
          value={hidden ? HIDDEN_BALANCE : `$${formatTotal(walletsTotal(wallets))}`}
          hint={t('crypto.summary.totalHint')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, xs: 4 }}>
        <SummaryCard label={t('crypto.summary.activeWallets')} value={String(wallets.length)} />
      </Grid.Col>
      <Grid.Col span={{ base: 6, xs: 4 }}>
        <SummaryCard
          label={t('crypto.summary.transactions')}
          value={transactionCount === null ? '—' : String(transactionCount)}
        />
      </Grid.Col>
    </Grid>
  );
}
