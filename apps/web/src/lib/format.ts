import { formatMoney as formatMoneyIn } from '@tontine/contracts';
import { displayLocale } from './display-locale';

/** An amount in its currency, through the contracts' one formatter, in the reader's locale. */
export function formatMoney(amount: string, currency: string, locale = displayLocale()): string {
  return formatMoneyIn(amount, currency, locale);
}

/** A date of the API (ISO date or timestamp) in the reader's locale. */
export function formatDate(value: string | null | undefined, locale = displayLocale()): string {
  if (!value) return '';
  const date = new Date(value.length === 10 ? `${value}T00:00:00` : value);
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleDateString(locale, { year: 'numeric', month: 'short', day: 'numeric' });
}

/** A count in the reader's locale. */
export function formatCount(value: number, locale = displayLocale()): string {
  return new Intl.NumberFormat(locale).format(value);
}
