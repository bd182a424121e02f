import { useId } from 'react';
import { Stack, Text } from '@mantine/core';
import { IconCoins } from '@tabler/icons-react';
import {
  OPEN_LOAN_APPLICATION_STATUSES,
  SAVINGS_FUND_LIMITS,
  isPositiveMoney,
  moneyOwed,
  type LoanDto,
} from '@tontine/contracts';
import { useTranslation } from 'react-i18next';
import { Fact } from '../../../components/fact';
import { WriteButton } from '../../../components/offline-writes';
import { formatMoney } from '../../../lib/format';
import type { LoanTerms } from '../api/get-loan-terms';

/**
 * What the reader may borrow now, and the application, offered unless it could only be refused:
 * an application already under way, or a limit below the smallest loan, each saying why.
 */
export function BorrowingPanel({
  terms,
  loans,
  onApply,
}: {
  terms: LoanTerms;
  /** The reader's loans, once read. */
  loans: LoanDto[] | undefined;
  onApply: () => void;
}) {
  const { t } = useTranslation();
  const reasonId = useId();
  const money = (amount: string) => formatMoney(amount, terms.rules.currency);
  const open = (loans ?? []).some((loan) =>
    (OPEN_LOAN_APPLICATION_STATUSES as readonly string[]).includes(loan.status),
  );
  const tooLow = isPositiveMoney(moneyOwed(SAVINGS_FUND_LIMITS.minLoan, terms.my_borrowing_limit));
  const reason = open
    ? t('loans.card.applicationOpen')
    : tooLow
      ? t('loans.card.limitTooLow', { min: money(SAVINGS_FUND_LIMITS.minLoan) })
      : null;
  return (
    <Stack gap="xs">
      <Fact label={t('loans.card.limit')} value={money(terms.my_borrowing_limit)} size="lg" />
      {reason && (
        <Text size="sm" c="dimmed" id={reasonId}>
          {reason}
        </Text>
      )}
      <WriteButton
        className="tap-target"
        color="teal"
        style={{ alignSelf: 'flex-start' }}
        leftSection={<IconCoins size={16} aria-hidden />}
        disabled={reason !== null || loans === undefined}
        aria-describedby={reason ? reasonId : undefined}
        onClick={onApply}
      >
        {t('loans.card.apply')}
      </WriteButton>
    </Stack>
  );
}
