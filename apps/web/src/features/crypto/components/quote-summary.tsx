import type { ReactNode } from 'react';
import { Card, Code, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { CryptoQuoteDto } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format';
import { formatWalletTime } from '../utils/crypto-format';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      {children}
    </div>
  );
}

/**
 * The quote as the server fixed it: what is still due (or the fine) in the group's currency, the rate and
 * when it was set, the exact token amount, the treasury, and until when it holds.
 */
export function QuoteSummary({ quote, expired }: { quote: CryptoQuoteDto; expired: boolean }) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" component="section" aria-label={t('crypto.pay.quote.title')}>
      <Stack gap="sm">
        <Title order={2} fz="h5">
          {t('crypto.pay.quote.title')}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Fact
            label={
              quote.fine_id
                ? t('crypto.pay.quote.fineAmount')
                : quote.saving
                  ? t('crypto.pay.quote.savingAmount')
                  : t('crypto.pay.quote.amount')
            }
          >
            <Text fw={700}>{formatMoney(quote.amount, quote.currency)}</Text>
          </Fact>
          <Fact label={t('crypto.pay.quote.tokenAmount')}>
            <Text fw={800} fz="lg" ff="monospace" data-testid="quote-token-amount">
              {quote.token_amount} {quote.token_symbol}
            </Text>
          </Fact>
          <Fact label={t('crypto.pay.quote.rate')}>
            <Text size="sm">
              {t('crypto.pay.quote.rateValue', {
                rate: quote.rate,
                currency: quote.currency,
                date: formatWalletTime(quote.rate_set_at),
              })}
            </Text>
          </Fact>
          <Fact label={t('crypto.pay.quote.treasury')}>
            <Code style={{ wordBreak: 'break-all' }}>{quote.treasury}</Code>
          </Fact>
        </SimpleGrid>
        <Group gap="xs">
          <Text size="sm" c={expired ? 'red' : 'dimmed'} role={expired ? 'alert' : undefined}>
            {expired
              ? t('crypto.pay.quote.expired')
              : t('crypto.pay.quote.expires', { time: formatWalletTime(quote.expires_at) })}
          </Text>
        </Group>
      </Stack>
    </Card>
  );
}
