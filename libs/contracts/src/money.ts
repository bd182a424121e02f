import Big from 'big.js';
import { z } from 'zod';

/**
 * Money is exact: amounts travel as decimal strings with at most two decimals, are stored as
 * DECIMAL(18,2) and are computed with big.js, never with floating point.
 */
const DECIMAL = /^(0|[1-9]\d{0,15})(\.\d{1,2})?$/;

/** Accepts a JSON number or a decimal string (product decision 6); answers a decimal string. */
export const moneyField = (invalidKey: string, positiveKey: string) =>
  z
    .union([z.string(), z.number()], { error: invalidKey })
    .transform((v, ctx) => {
      const text = typeof v === 'number' ? (Number.isFinite(v) ? String(v) : '') : v.trim();
      if (!DECIMAL.test(text)) {
        ctx.addIssue({ code: 'custom', message: invalidKey });
        return z.NEVER;
      }
      return new Big(text).toFixed(2);
    })
    .refine((v) => new Big(v).gt(0), { error: positiveKey });

export function moneyTimes(amount: string, count: number): string {
  return new Big(amount).times(count).toFixed(2);
}

export function moneySum(amounts: readonly string[]): string {
  return amounts.reduce((sum, a) => sum.plus(a), new Big(0)).toFixed(2);
}

export function isPositiveMoney(amount: string | null | undefined): boolean {
  if (!amount) return false;
  try {
    return new Big(amount).gt(0);
  } catch {
    return false;
  }
}
