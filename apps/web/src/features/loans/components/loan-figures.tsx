import { useId } from 'react';
import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { isPositiveMoney, type LoanDto } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { Fact } from '../../../components/fact';
import { formatDate, formatMoney } from '../../../lib/format';
import { rateInWords } from '../utils/loan-texts';
import { LoanStatusBadge } from './loan-status-badge';

/** Who decided what, and when: each line once it happened. */
function LoanHistory({ loan }: { loan: LoanDto }) {
  const { t } = useTranslation();
  const lines = [
    loan.taken_over_from_name && t('loans.page.takenOver', { name: loan.taken_over_from_name }),
    loan.treasurer_approved_by_name &&
      t('loans.page.treasurerApproved', { name: loan.treasurer_approved_by_name }),
    loan.approved_by_name && t('loans.page.approved', { name: loan.approved_by_name }),
    loan.disbursed_at &&
      (loan.disbursement_receipt
        ? t('loans.page.disbursedByMpesa', {
            date: formatDate(loan.disbursed_at),
            receipt: loan.disbursement_receipt,
          })
        : t('loans.page.disbursed', { date: formatDate(loan.disbursed_at) })),
    loan.closed_at && t('loans.page.closed', { date: formatDate(loan.closed_at) }),
  ].filter((line): line is string => Boolean(line));
  return (
    <>
      {loan.status === 'rejected' && loan.rejection_reason !== null && (
        <Text size="sm" c="red.8" style={{ overflowWrap: 'anywhere' }}>
          {t('loans.page.rejected', { reason: loan.rejection_reason })}
        </Text>
      )}
      {lines.map((line) => (
        <Text key={line} size="sm" c="dimmed">
          {line}
        </Text>
      ))}
    </>
  );
}

/**
 * The loan's figures as the server keeps them: its status and what it waits for, the amount,
 * the term, the rate and its method in words, the interest and the total, what is repaid and
 * left, the late fines its instalments got, the next due date, what it is for, and who decided
 * what.
 */
export function LoanFigures({ loan }: { loan: LoanDto }) {
  const { t } = useTranslation();
  const titleId = useId();
  const money = (amount: string) => formatMoney(amount, loan.currency);
  const started = loan.status === 'active' || loan.status === 'closed';
  return (
    <Card withBorder radius="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} fz="h5" id={titleId}>
          {t('loans.page.figures')}
        </Title>
        <Fact label={t('loans.page.status')}>
          <LoanStatusBadge loan={loan} />
        </Fact>
        {loan.next_step && (
          <Fact label={t('loans.page.nextStep')} value={t(`loans.nextStep.${loan.next_step}`)} />
        )}
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" verticalSpacing="xs">
          <Fact label={t('loans.page.amount')} value={money(loan.amount)} />
          <Fact
            label={t('loans.page.term')}
            value={t('loans.months', { months: loan.term_months })}
          />
          <Fact label={t('loans.page.totalInterest')} value={money(loan.total_interest)} />
          <Fact label={t('loans.page.totalRepayable')} value={money(loan.total_repayable)} />
          {isPositiveMoney(loan.penalties) && (
            <Fact label={t('loans.page.penalties')} value={money(loan.penalties)} />
          )}
          {started && <Fact label={t('loans.page.repaid')} value={money(loan.repaid)} />}
          {started && <Fact label={t('loans.page.outstanding')} value={money(loan.outstanding)} />}
          {loan.next_due_date && (
            <Fact label={t('loans.page.nextDue')} value={formatDate(loan.next_due_date)} />
          )}
        </SimpleGrid>
        <Fact label={t('loans.page.rate')} value={rateInWords(t, loan)} />
        <Fact label={t('loans.page.purpose')}>
          <Text style={{ overflowWrap: 'anywhere' }}>{loan.purpose}</Text>
        </Fact>
        <LoanHistory loan={loan} />
      </Stack>
    </Card>
  );
}
