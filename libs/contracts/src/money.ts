import Big from 'big.js';
import { z } from 'zod';

/**
 * Money is exact: amounts travel as decimal strings with at most two decimals, are stored as
 * DECIMAL(18,2) and are computed with big.js, never with floating point.
 */
const DECIMAL = /^(0|[1-9]\d{0,15})(\.\d{1,2})?$/;

/** What a DECIMAL(18,2) column holds at most. */
export const MONEY_COLUMN_MAX = '9999999999999999.99';

/** A double is exact up to 15 significant digits; a longer JSON number was already rounded. */
const EXACT_NUMBER_DIGITS = 15;

function exactNumberText(v: number): string | undefined {
  if (!Number.isFinite(v)) return undefined;
  const text = String(v);
  const digits = text.replace(/e.*$/i, '').replace(/[-.]/g, '').replace(/^0+/, '');
  return digits.replace(/0+$/, '').length > EXACT_NUMBER_DIGITS ? undefined : text;
}

/**
 * Accepts a JSON number or a decimal string; answers a decimal string, zero allowed (a rule's
 * amount, where 0 means none). A number with more digits than a double keeps exactly is
 * refused, asking for a string.
 */
export const amountOrZeroField = (invalidKey: string) =>
  z.union([z.string(), z.number()], { error: invalidKey }).transform((v, ctx) => {
    if (typeof v === 'number' && exactNumberText(v) === undefined) {
      ctx.addIssue({ code: 'custom', message: 'amountNeedsString' });
      return z.NEVER;
    }
    const text = typeof v === 'number' ? String(v) : v.trim();
    if (!DECIMAL.test(text)) {
      ctx.addIssue({ code: 'custom', message: invalidKey });
      return z.NEVER;
    }
    return new Big(text).toFixed(2);
  });

/** An amount above zero, as amountOrZeroField reads it. */
export const moneyField = (invalidKey: string, positiveKey: string) =>
  amountOrZeroField(invalidKey).refine((v) => new Big(v).gt(0), { error: positiveKey });

/**
 * A group's ledger fits its DECIMAL(18,2) columns: each cycle's pot is at most members ×
 * amount, and the running totals add every cycle's pot, members × members × amount over a
 * round. Checked when the group is created, rather than failing at an approval later.
 */
export function ledgerFits(amount: string, maxMembers: number): boolean {
  return new Big(amount).times(maxMembers).times(maxMembers).lte(MONEY_COLUMN_MAX);
}

export function moneyTimes(amount: string, count: number): string {
  return new Big(amount).times(count).toFixed(2);
}

export function moneySum(amounts: readonly string[]): string {
  return amounts.reduce((sum, a) => sum.plus(a), new Big(0)).toFixed(2);
}

/** What is still owed: `due` less `paid`, never below zero. */
export function moneyOwed(due: string, paid: string): string {
  const rest = new Big(due).minus(paid);
  return (rest.gt(0) ? rest : new Big(0)).toFixed(2);
}

export function isPositiveMoney(amount: string | null | undefined): boolean {
  if (!amount) return false;
  try {
    return new Big(amount).gt(0);
  } catch {
    return false;
  }
}
