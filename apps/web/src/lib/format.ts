import { displayLocale } from './display-locale';

/**
 * An amount in its currency. The decimal string goes to Intl.NumberFormat as it is (an exact
 * decimal string is a valid input): no floating-point arithmetic on money.
 */
export function formatMoney(amount: string, currency: string, locale = displayLocale()): string {
  try {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: 0,
      maximumFractionDigits: 2,
    }).format(amount as Intl.StringNumericLiteral);
  } catch {
    return `${amount} ${currency}`;
  }
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
