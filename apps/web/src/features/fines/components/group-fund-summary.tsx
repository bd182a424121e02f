import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { GroupFundDto } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { Fact } from '../../../components/fact';
import { formatMoney } from '../../../lib/format';

/**
 * 'Caisse du groupe': what paid fines brought in, and what is still owed or was waived. Every
 * member sees the same figures, summed by the server from the fines themselves.
 */
export function GroupFundSummary({ fund }: { fund: GroupFundDto }) {
  const { t } = useTranslation();
  const money = (amount: string) => formatMoney(amount, fund.currency);
  return (
    <Stack gap="xs">
      <Title order={3} fz="h6">
        {t('fines.fund.title')}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" verticalSpacing="xs">
        <Fact label={t('fines.fund.balance')} value={money(fund.balance)} />
        <Fact label={t('fines.fund.paid')} value={money(fund.fines_paid)} />
        <Fact label={t('fines.fund.outstanding')} value={money(fund.fines_outstanding)} />
        <Fact label={t('fines.fund.waived')} value={money(fund.fines_waived)} />
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        {t('fines.fund.destination')}
      </Text>
    </Stack>
  );
}
