import { Code, Paper, Stack, Text } from '@mantine/core';
import { isPositiveMoney, type LoanRepaymentDto } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { MoneyRowHeading } from '../../../components/money-row-heading';
import { TitledRowList } from '../../../components/titled-row-list';
import { formatDate, formatMoney } from '../../../lib/format';

/**
 * The repayments received, newest first: when, how much, how (cash, or M-Pesa with Safaricom's
 * receipt), by whom, and what each paid off (a late fine first, then interest, then principal).
 */
export function LoanRepayments({
  repayments,
  currency,
}: {
  repayments: LoanRepaymentDto[];
  currency: string;
}) {
  const { t } = useTranslation();
  const money = (amount: string) => formatMoney(amount, currency);
  return (
    <TitledRowList title={t('loans.repayments.title')} emptyText={t('loans.repayments.empty')}>
      {repayments.map((repayment) => {
        const date = formatDate(repayment.created_at);
        return (
          <Paper
            key={repayment.id}
            component="li"
            withBorder
            p="sm"
            aria-label={t('loans.repayments.label', { amount: money(repayment.amount), date })}
          >
            <Stack gap={4}>
              <MoneyRowHeading
                memberName={null}
                cycleText={t('loans.repayments.heading', { date })}
                amount={money(repayment.amount)}
              />
              <Text size="sm" c="dimmed">
                {isPositiveMoney(repayment.penalty_part)
                  ? t('loans.repayments.partsWithPenalty', {
                      penalty: money(repayment.penalty_part),
                      interest: money(repayment.interest_part),
                      principal: money(repayment.principal_part),
                    })
                  : t('loans.repayments.parts', {
                      interest: money(repayment.interest_part),
                      principal: money(repayment.principal_part),
                    })}
              </Text>
              {repayment.method === 'mpesa' && repayment.receipt_number ? (
                <Stack gap={2} align="flex-start">
                  <Text size="sm" c="dimmed">
                    {t('loans.repayments.method.mpesa')} · {t('loans.repayments.receipt')}
                  </Text>
                  <Code style={{ wordBreak: 'break-all' }}>{repayment.receipt_number}</Code>
                </Stack>
              ) : (
                <Text size="sm" c="dimmed">
                  {t(`loans.repayments.method.${repayment.method}`)}
                </Text>
              )}
              <Text size="sm" c="dimmed">
                {repayment.method === 'mpesa'
                  ? t('loans.repayments.paidBy', { name: repayment.recorded_by_name })
                  : t('loans.repayments.recordedBy', { name: repayment.recorded_by_name })}
              </Text>
            </Stack>
          </Paper>
        );
      })}
    </TitledRowList>
  );
}
