import { getCountries, getCountryCallingCode, type CountryCode } from 'libphonenumber-js/min';
import getUnicodeFlagIcon from 'country-flag-icons/unicode';
import countryToCurrency from 'country-to-currency';

/** Registration and settings currencies: the market's own, then the common reserve ones. */
export const SUPPORTED_CURRENCIES = ['KES', 'USD', 'EUR', 'XOF', 'XAF', 'CAD'] as const;

export interface CountryOption {
  code: string;
  flag: string;
  phoneCode: string;
  currency: string;
}

/**
 * Countries and territories that have a telephone numbering plan, from libphonenumber's
 * metadata; names come from `Intl.DisplayNames` in the reader's language.
 */
export const COUNTRIES: readonly CountryOption[] = getCountries()
  .filter((code) => code.length === 2 && code !== 'AC' && code !== 'TA' && code !== 'XK')
  .map((code: CountryCode) => ({
    code,
    flag: getUnicodeFlagIcon(code),
    phoneCode: `+${getCountryCallingCode(code)}`,
    currency: (countryToCurrency as Record<string, string>)[code] ?? 'USD',
  }));

const countryCodes = new Set(COUNTRIES.map((c) => c.code));

export function isKnownCountry(code: string): boolean {
  return countryCodes.has(code);
}

/** The registration currency follows the country. */
export function currencyForCountry(code: string): string {
  return COUNTRIES.find((c) => c.code === code)?.currency ?? 'USD';
}
