import { SimpleGrid, Stack } from '@mantine/core';
import { isPositiveMoney, type SavingsFundDto } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { Fact } from '../../../components/fact';
import { formatMoney } from '../../../lib/format';

/**
 * The fund's balance and what makes it, as the server sums them from the rows: the members'
 * savings and the fines kept always; interest, loans and shares out once there are any.
 */
export function SavingsFundSummary({ fund }: { fund: SavingsFundDto }) {
  const { t } = useTranslation();
  const money = (amount: string) => formatMoney(amount, fund.currency);
  const later = [
    { label: t('savings.fund.interestEarned'), amount: fund.interest_earned },
    { label: t('savings.fund.loansOutstanding'), amount: fund.loans_outstanding },
    { label: t('savings.fund.sharedOut'), amount: fund.shared_out },
  ].filter(({ amount }) => isPositiveMoney(amount));
  return (
    <Stack gap="xs">
      <Fact label={t('savings.fund.balance')} value={money(fund.balance)} size="xl" />
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" verticalSpacing="xs">
        <Fact label={t('savings.fund.savings')} value={money(fund.savings)} />
        <Fact label={t('savings.fund.finesKept')} value={money(fund.fines_kept)} />
        {later.map(({ label, amount }) => (
          <Fact key={label} label={label} value={money(amount)} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
