import type { ReactNode } from 'react';
import { Button, Paper, Stack, Text } from '@mantine/core';
import type { LoanDto } from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MoneyRowHeading } from '../../../components/money-row-heading';
import { formatDate, formatMoney } from '../../../lib/format';
import { LoanStatusBadge } from './loan-status-badge';

/**
 * One loan as a stacked row, readable on a 390 px phone: the borrower (`showBorrower`, when the
 * reader is not them), the term and the day it was asked, the amount, its status, and while it
 * is repaid the next due date and what is left; `children` (a guarantee's answer) below, then
 * the link to the loan's page.
 */
export function LoanRow({
  loan,
  showBorrower,
  children,
}: {
  loan: LoanDto;
  showBorrower: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const amount = formatMoney(loan.amount, loan.currency);
  const date = formatDate(loan.created_at);
  return (
    <Paper
      component="li"
      withBorder
      p="sm"
      aria-label={
        showBorrower
          ? t('loans.row.memberLabel', { name: loan.user_name, amount })
          : t('loans.row.label', { amount, date })
      }
    >
      <Stack gap={6}>
        <MoneyRowHeading
          memberName={showBorrower ? loan.user_name : null}
          cycleText={t('loans.row.term', { months: loan.term_months, date })}
          amount={amount}
        />
        <LoanStatusBadge loan={loan} />
        {loan.status === 'active' && (
          <div>
            {loan.next_due_date && (
              <Text size="sm">
                {t('loans.row.nextDue', { date: formatDate(loan.next_due_date) })}
              </Text>
            )}
            <Text size="sm">
              {t('loans.row.outstanding', {
                amount: formatMoney(loan.outstanding, loan.currency),
              })}
            </Text>
          </div>
        )}
        {children}
        <Button
          component={Link}
          to={`/loans/${loan.id}`}
          size="xs"
          variant="subtle"
          className="tap-target"
          style={{ alignSelf: 'flex-start' }}
          aria-label={t('loans.row.openLabel', { amount, name: loan.user_name })}
        >
          {t('loans.row.open')}
        </Button>
      </Stack>
    </Paper>
  );
}
