import { SimpleGrid, Stack, Table, VisuallyHidden } from '@mantine/core';
import type { LoanSchedule } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { Fact } from '../../../components/fact';
import { formatMoney } from '../../../lib/format';

/** Amounts right-aligned, so that the cents line up. */
const MONEY_CELL = { ta: 'right' } as const;

/**
 * A formatted amount whose currency code may go under its figure: the formatter joins them with
 * a no-break space, which a narrow phone's table could not hold for a large loan. The figure's
 * own group separators stay unbreakable.
 */
const wrappable = (text: string) => text.replace(/(?<=\d)\u00a0(?=\D)|(?<=\D)\u00a0(?=\d)/, ' ');

/**
 * The schedule the member accepts before applying, as `loanSchedule` works it out: one line a
 * month (its number, the principal it repays, its interest and the instalment), the sums below,
 * then the total interest and what is repaid in all. Narrow enough for a 390 px phone's modal.
 */
export function LoanScheduleTable({
  schedule,
  principal,
  currency,
}: {
  schedule: LoanSchedule;
  principal: string;
  currency: string;
}) {
  const { t } = useTranslation();
  const money = (amount: string) => formatMoney(amount, currency);
  const cell = (amount: string) => wrappable(money(amount));
  return (
    <Stack gap="sm">
      <Table fz="xs" horizontalSpacing={6} verticalSpacing={4} striped>
        <VisuallyHidden component="caption">{t('loans.schedule.caption')}</VisuallyHidden>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('loans.schedule.number')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('loans.schedule.principal')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t('loans.schedule.interest')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t('loans.schedule.amount')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {schedule.instalments.map((row) => (
            <Table.Tr key={row.number}>
              <Table.Td>{row.number}</Table.Td>
              <Table.Td {...MONEY_CELL}>{cell(row.principal)}</Table.Td>
              <Table.Td {...MONEY_CELL}>{cell(row.interest)}</Table.Td>
              <Table.Td {...MONEY_CELL}>{cell(row.amount)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot fw={600}>
          <Table.Tr>
            <Table.Th scope="row">{t('loans.schedule.total')}</Table.Th>
            <Table.Td {...MONEY_CELL}>{cell(principal)}</Table.Td>
            <Table.Td {...MONEY_CELL}>{cell(schedule.totalInterest)}</Table.Td>
            <Table.Td {...MONEY_CELL}>{cell(schedule.totalRepayable)}</Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
      <SimpleGrid cols={2} spacing="sm">
        <Fact label={t('loans.schedule.totalInterest')} value={money(schedule.totalInterest)} />
        <Fact label={t('loans.schedule.totalRepayable')} value={money(schedule.totalRepayable)} />
      </SimpleGrid>
    </Stack>
  );
}
