import { isPositiveMoney, moneyOwed, paySavingSchema } from '@tontine/contracts';

/**
 * What a number input holds as the decimal text the contracts read: Mantine answers a number
 * once the text is one, '' while empty.
 */
export function decimalText(value: number | string): string {
  return typeof value === 'number' ? String(value) : value.trim();
}

/**
 * A decimal of the API as a number input shows it: "500.00" as "500", "1.250" as "1.25". The
 * text is trimmed, never turned into a float.
 */
export function plainDecimal(value: string): string {
  return value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value;
}

/** Why a free saving's amount cannot be sent: none given, or below the group's smallest. */
export type SavingAmountProblem = 'amountRequired' | 'tooSmall';

/**
 * A free saving's amount as the API will read it (`paySavingSchema`), or why the server would
 * refuse it: compared with the group's smallest exactly, as decimal strings, never as floats.
 */
export function readFreeSaving(
  value: number | string,
  minimum: string,
): { amount: string; problem: null } | { amount: null; problem: SavingAmountProblem } {
  const parsed = paySavingSchema.shape.amount.safeParse(decimalText(value));
  const amount = parsed.success ? parsed.data : undefined;
  if (!amount || !isPositiveMoney(amount)) return { amount: null, problem: 'amountRequired' };
  if (isPositiveMoney(moneyOwed(minimum, amount))) return { amount: null, problem: 'tooSmall' };
  return { amount, problem: null };
}
