import { formatMoney } from '../../../lib/format';

/** The other currencies of `byCurrency` than `main`, alphabetically, formatted. */
export function otherCurrencyAmounts(byCurrency: Record<string, string>, main: string): string[] {
  return Object.keys(byCurrency)
    .filter((currency) => currency !== main)
    .sort()
    .map((currency) => formatMoney(byCurrency[currency] ?? '0', currency));
}
