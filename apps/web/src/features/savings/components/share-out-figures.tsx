import { Alert, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ShareOutPreview } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { Fact } from '../../../components/fact';
import { TitledRowList } from '../../../components/titled-row-list';
import { formatDate, formatMoney } from '../../../lib/format';
import { ShareOutLineRow } from './share-out-line-row';

/**
 * The share-out as the server works it out now: the balance it shares and how it splits (the
 * savings given back, the earnings), why it cannot be confirmed now, and each member's line, the
 * reader's own first.
 */
export function ShareOutFigures({ preview, userId }: { preview: ShareOutPreview; userId: string }) {
  const { t } = useTranslation();
  const money = (amount: string) => formatMoney(amount, preview.currency);
  const lines = [
    ...preview.lines.filter((line) => line.user_id === userId),
    ...preview.lines.filter((line) => line.user_id !== userId),
  ];
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('savings.shareOut.text')}
      </Text>
      {preview.last_share_out_at && (
        <Text size="sm">
          {t('savings.shareOut.lastOn', { date: formatDate(preview.last_share_out_at) })}
        </Text>
      )}
      <Stack gap="xs">
        <Fact label={t('savings.shareOut.balance')} value={money(preview.balance)} size="xl" />
        <SimpleGrid cols={2} spacing="sm">
          <Fact label={t('savings.shareOut.savings')} value={money(preview.savings)} />
          <Fact label={t('savings.shareOut.profit')} value={money(preview.profit)} />
        </SimpleGrid>
      </Stack>
      {preview.blocked && (
        <Alert color="yellow" role="status">
          {t(`savings.shareOut.blocked.${preview.blocked}`)}
        </Alert>
      )}
      <TitledRowList title={t('savings.shareOut.lines')} emptyText={t('savings.shareOut.empty')}>
        {lines.map((line) => (
          <ShareOutLineRow
            key={line.user_id}
            line={line}
            currency={preview.currency}
            mine={line.user_id === userId}
          />
        ))}
      </TitledRowList>
    </Stack>
  );
}
