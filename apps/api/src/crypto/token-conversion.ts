import { from as parseUnits } from 'ox/Value';

/** Scale of the stored rates (DECIMAL(20,8)) and of money (DECIMAL(18,2)). */
const RATE_DECIMALS = 8;
const MONEY_DECIMALS = 2;

/**
 * The token amount, in its smallest unit, that pays `amount` of a currency worth `unitsPerUsd`
 * per US dollar, for a token pegged to the dollar: amount / rate, rounded UP to the token's
 * decimals so that the treasury never receives less than what is due. Exact integer arithmetic
 * (bigint): a float would round, and big.js division stops at its precision.
 */
export function tokenAmountRaw(amount: string, unitsPerUsd: string, tokenDecimals: number): bigint {
  const cents = parseUnits(amount, MONEY_DECIMALS);
  const rate = parseUnits(unitsPerUsd, RATE_DECIMALS);
  if (rate <= 0n) throw new RangeError('the rate must be positive');
  if (cents < 0n) throw new RangeError('the amount must not be negative');
  // amount / rate × 10^decimals = cents × 10^(decimals + 8) / (rate × 10^8 × 10^2)
  const numerator = cents * 10n ** BigInt(tokenDecimals + RATE_DECIMALS);
  const denominator = rate * 10n ** BigInt(MONEY_DECIMALS);
  return (numerator + denominator - 1n) / denominator;
}

/** How many decimals a decimal string ("12.50") has. */
export function decimalsOf(value: string): number {
  const dot = value.indexOf('.');
  return dot < 0 ? 0 : value.length - dot - 1;
}
