import {
  isPositiveMoney,
  moneyOwed,
  moneySum,
  mpesaPushAmount,
  type LoanInstalmentDto,
} from '@tontine/contracts';

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

/** `amount` up to the next whole shilling ("1016.78" → "1017.00"). */
function wholeShillingsUp(amount: string): string {
  const [shillings = '0', cents = ''] = amount.split('.');
  return `${BigInt(shillings) + (/[1-9]/.test(cents) ? 1n : 0n)}.00`;
}

/**
 * What an M-Pesa repayment starts at: the next instalment's remainder up to whole shillings (a
 * push moves no cents), at most what is left of the loan down to whole shillings. Null when
 * less than a shilling is left.
 */
export function mpesaRepaymentAmount(
  instalments: readonly LoanInstalmentDto[],
  outstanding: string,
): string | null {
  const most = mpesaPushAmount(outstanding);
  if (!most) return null;
  const next = nextInstalmentDue(instalments);
  const asked = next && isPositiveMoney(next) ? wholeShillingsUp(next) : most;
  return isPositiveMoney(moneyOwed(asked, most)) ? most : asked;
}
