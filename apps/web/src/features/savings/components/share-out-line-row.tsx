import { Badge, Box, Group, Paper, SimpleGrid, Text } from '@mantine/core';
import type { ShareOutLineDto } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { Fact } from '../../../components/fact';
import { formatMoney } from '../../../lib/format';

/**
 * One member's line of a share-out as a stacked row, readable on a 390 px phone: their name
 * (and 'Vous' on the reader's own) beside the total they receive, kept whole on the right, then
 * the savings given back and their part of the fund's earnings side by side.
 */
export function ShareOutLineRow({
  line,
  currency,
  mine,
}: {
  line: ShareOutLineDto;
  currency: string;
  mine: boolean;
}) {
  const { t } = useTranslation();
  const money = (amount: string) => formatMoney(amount, currency);
  return (
    <Paper
      component="li"
      withBorder
      p="sm"
      aria-label={t('savings.shareOut.rowLabel', {
        name: line.user_name,
        total: money(line.total),
      })}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Group gap={6} style={{ minWidth: 0 }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {line.user_name}
          </Text>
          {mine && (
            <Badge size="sm" variant="light" color="teal">
              {t('savings.shareOut.you')}
            </Badge>
          )}
        </Group>
        <Box ta="right" style={{ flexShrink: 0, whiteSpace: 'nowrap' }}>
          <Fact label={t('savings.shareOut.lineTotal')} value={money(line.total)} />
        </Box>
      </Group>
      <SimpleGrid cols={2} spacing="sm" mt={6}>
        <Fact label={t('savings.shareOut.lineSavings')} value={money(line.savings)} size="sm" />
        <Fact label={t('savings.shareOut.lineProfit')} value={money(line.profit)} size="sm" />
      </SimpleGrid>
    </Paper>
  );
}
