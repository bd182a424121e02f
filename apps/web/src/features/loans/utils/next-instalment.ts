import { moneyOwed, moneySum, type LoanInstalmentDto } from '@tontine/contracts';

/**
 * What is left of the oldest instalment not yet paid, its late fine included: what a repayment
 * usually brings, and what the repayment's amount starts at. Null once every instalment is paid.
 */
export function nextInstalmentDue(instalments: readonly LoanInstalmentDto[]): string | null {
  const next = [...instalments]
    .sort((a, b) => a.number - b.number)
    .find((instalment) => instalment.status !== 'paid');
  return next ? moneyOwed(moneySum([next.amount, next.penalty]), next.paid) : null;
}
