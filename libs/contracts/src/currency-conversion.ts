import Big from 'big.js';
import type { ExchangeRateDto } from './crypto-payments.js';
import { currencyMinorDigits } from './money-format.js';

/** A total across currencies in one currency, or the currencies that have no rate. */
export type ConvertedTotal =
  | {
      ok: true;
      /** Decimal string with the target currency's minor digits. */
      amount: string;
      currency: string;
      /** The oldest rate used (ISO timestamp), null when nothing needed converting. */
      ratesAsOf: string | null;
    }
  | { ok: false; missing: string[] };

/**
 * Adds amounts held in several currencies in `target`, through the US dollar with the super
 * admins' rate table (units of a currency per dollar; the dollar is 1), exactly with big.js.
 * A currency without a rate is named rather than guessed.
 */
export function totalInCurrency(
  amounts: Record<string, string>,
  target: string,
  rates: readonly ExchangeRateDto[],
): ConvertedTotal {
  const perUsd = new Map(rates.map((r) => [r.currency, r]));
  const unitsPerUsd = (currency: string) =>
    currency === 'USD'
      ? new Big(1)
      : perUsd.has(currency)
        ? new Big(perUsd.get(currency)!.units_per_usd)
        : null;
  const used = new Set<string>();
  const missing = new Set<string>();
  let total = new Big(0);
  for (const [currency, amount] of Object.entries(amounts)) {
    if (currency === target) {
      total = total.plus(amount);
      continue;
    }
    const from = unitsPerUsd(currency);
    const to = unitsPerUsd(target);
    if (!from) missing.add(currency);
    if (!to) missing.add(target);
    if (!from || !to) continue;
    for (const c of [currency, target]) if (c !== 'USD') used.add(c);
    total = total.plus(new Big(amount).div(from).times(to));
  }
  if (missing.size > 0) return { ok: false, missing: [...missing].sort() };
  const dates = [...used].map((c) => perUsd.get(c)!.set_at).sort();
  return {
    ok: true,
    amount: total
      .round(currencyMinorDigits(target), Big.roundHalfUp)
      .toFixed(currencyMinorDigits(target)),
    currency: target,
    ratesAsOf: dates[0] ?? null,
  };
}
