import { countryName, formatMoney as formatMoneyIn } from '@tontine/contracts';
import type { UiLanguage } from '@tontine/contracts';
import { displayLocale, languageLocale } from './display-locale';

/** An amount in its currency, through the contracts' one formatter, in the reader's locale. */
export function formatMoney(amount: string, currency: string, locale = displayLocale()): string {
  return formatMoneyIn(amount, currency, locale);
}

/**
 * Builds the reader's money formatter before the first render: a locale's first Intl formatter
 * loads its data (13 ms on a desktop, four times that on a phone), which would otherwise lengthen
 * the first render of the dashboard's totals.
 */
export function prepareMoneyFormat(language: UiLanguage, currency: string): void {
  formatMoney('0', currency, languageLocale(language));
}

/**
 * The profile card's long date and country name (features/dashboard/components/profile-summary),
 * built before the card renders: each kind of Intl object loads its own data the first time
 * (8–13 ms here for a long date, 4–7 ms for region names), which lengthened the card's render
 * task. Each in its own task (`step`), so that neither makes a long one.
 */
export function prepareProfileFormats(
  language: UiLanguage,
  step: (task: () => void) => void,
): void {
  step(() => new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(0));
  step(() => countryName('KE', language));
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

/** A percentage given in hundredths ("5.50" is 5.5 %), in the reader's locale. */
export function formatPercent(value: string, locale = displayLocale()): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(
    Number(value) / 100,
  );
}

/**
 * A decimal of the API ("3.00", "1.250") as the reader writes it ("3", "1,25"), kept exact: the
 * text goes to Intl as it is, never through a float.
 */
export function formatDecimal(value: string, locale = displayLocale()): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 3 }).format(
    value as Intl.StringNumericLiteral,
  );
}
