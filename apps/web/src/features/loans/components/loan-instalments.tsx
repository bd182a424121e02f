import { Paper, Stack, Text } from '@mantine/core';
import { isPositiveMoney, type LoanInstalmentDto } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { MoneyRowHeading } from '../../../components/money-row-heading';
import { TitledRowList } from '../../../components/titled-row-list';
import { formatDate, formatMoney } from '../../../lib/format';
import { InstalmentStatusBadge } from './instalment-status-badge';

/**
 * The loan's schedule as stacked rows, readable on a 390 px phone: each instalment's number and
 * due date (once the loan is disbursed), its amount, its status, its principal and interest, the
 * late fine it got, and what it has received.
 */
export function LoanInstalments({
  instalments,
  currency,
}: {
  instalments: LoanInstalmentDto[];
  currency: string;
}) {
  const { t } = useTranslation();
  const money = (amount: string) => formatMoney(amount, currency);
  const undated = instalments.some((instalment) => instalment.due_date === null);
  return (
    <Stack gap="xs">
      <TitledRowList title={t('loans.instalments.title')} emptyText="">
        {instalments.map((instalment) => (
          <Paper
            key={instalment.number}
            component="li"
            withBorder
            p="sm"
            aria-label={t('loans.instalments.label', {
              number: instalment.number,
              amount: money(instalment.amount),
            })}
          >
            <Stack gap={6}>
              <MoneyRowHeading
                memberName={null}
                cycleText={
                  instalment.due_date
                    ? t('loans.instalments.headingDated', {
                        number: instalment.number,
                        date: formatDate(instalment.due_date),
                      })
                    : t('loans.instalments.heading', { number: instalment.number })
                }
                amount={money(instalment.amount)}
              />
              <InstalmentStatusBadge status={instalment.status} />
              <Text size="sm" c="dimmed">
                {t('loans.instalments.parts', {
                  principal: money(instalment.principal),
                  interest: money(instalment.interest),
                })}
              </Text>
              {isPositiveMoney(instalment.penalty) && (
                <Text size="sm" c="red.8">
                  {t('loans.instalments.penalty', { amount: money(instalment.penalty) })}
                </Text>
              )}
              {isPositiveMoney(instalment.paid) && instalment.status !== 'paid' && (
                <Text size="sm">
                  {t('loans.instalments.paid', { amount: money(instalment.paid) })}
                </Text>
              )}
            </Stack>
          </Paper>
        ))}
      </TitledRowList>
      {undated && (
        <Text size="sm" c="dimmed">
          {t('loans.instalments.undated')}
        </Text>
      )}
    </Stack>
  );
}
