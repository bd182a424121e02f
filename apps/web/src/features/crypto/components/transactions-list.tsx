import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import type { CryptoTransactionDto } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format';
import {
  HIDDEN_BALANCE,
  formatTokenBalance,
  formatWalletTime,
  shortenAddress,
} from '../utils/crypto-format';
import { ChainStatusBadge } from './chain-status-badge';

/** What a transaction was about: the group paid (a contribution or a fine), or the other side's address. */
function Details({ tx }: { tx: CryptoTransactionDto }) {
  const { t } = useTranslation();
  const paidGroup = tx.transaction_type === 'contribution' || tx.transaction_type === 'fine';
  if (paidGroup && tx.group_name) {
    const fiat = tx.fiat_amount && tx.currency ? formatMoney(tx.fiat_amount, tx.currency) : '';
    return <>{t('crypto.transactions.group', { name: tx.group_name, amount: fiat })}</>;
  }
  if (!tx.counterparty) return null;
  const key = tx.transaction_type === 'deposit' ? 'from' : 'to';
  return <>{t(`crypto.transactions.${key}`, { address: shortenAddress(tx.counterparty) })}</>;
}

/** The transactions tab: type, amount and token, status chip, explorer link, date. */
export function TransactionsList({
  transactions,
  hidden,
}: {
  transactions: readonly CryptoTransactionDto[];
  hidden: boolean;
}) {
  const { t } = useTranslation();
  if (transactions.length === 0) {
    return <Text c="dimmed">{t('crypto.transactions.empty')}</Text>;
  }
  return (
    <Stack gap="xs" component="ul" aria-label={t('crypto.transactions.label')} p={0} m={0}>
      {transactions.map((tx) => (
        <Card
          key={tx.id}
          withBorder
          radius="md"
          padding="sm"
          component="li"
          style={{ listStyle: 'none' }}
        >
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text fw={600}>
                {t(`crypto.transactions.type.${tx.transaction_type}`)} ·{' '}
                {t(`crypto.networkName.${tx.network}`)}
              </Text>
              <Text size="sm" c="dimmed" truncate>
                <Details tx={tx} />
              </Text>
              <Text size="xs" c="dimmed">
                {formatWalletTime(tx.created_at)}
              </Text>
              {tx.explorer_url && (
                <Anchor href={tx.explorer_url} target="_blank" rel="noopener noreferrer" size="xs">
                  <Group gap={4} wrap="nowrap" component="span">
                    {t('crypto.transactions.explorer')}
                    <IconExternalLink size={12} aria-hidden />
                  </Group>
                </Anchor>
              )}
            </Stack>
            <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
              <Text fw={700} ff="monospace">
                {tx.transaction_type === 'deposit' ? '+' : '−'}
                {hidden ? HIDDEN_BALANCE : formatTokenBalance(tx.amount)} {tx.token_symbol}
              </Text>
              <ChainStatusBadge status={tx.status} />
            </Stack>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
