/**
 * The one way an amount is shown, in the web client and the console alike: the amount with its
 * currency's minor digits (KES and USD keep two, "1 500,50 KES"; XOF and UGX none), in the
 * reader's notation. The decimal string goes to Intl.NumberFormat as it is (an exact decimal
 * string is a valid input), so no floating point touches money.
 */
export function formatMoney(amount: string, currency: string, locale: string): string {
  try {
    return moneyFormatter(locale, currency).format(amount as Intl.StringNumericLiteral);
  } catch {
    return `${amount} ${currency}`;
  }
}

/** How many minor digits a currency has (ISO 4217, as Intl knows it): 2 for KES, 0 for XOF. */
export function currencyMinorDigits(currency: string): number {
  try {
    return moneyFormatter('en', currency).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

const formatters = new Map<string, Intl.NumberFormat>();

/** Building an Intl.NumberFormat is costly and lists format many amounts: keep one per pair. */
function moneyFormatter(locale: string, currency: string): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    // No fraction digits given: Intl uses the currency's own minimum and maximum (ISO 4217).
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency });
    formatters.set(key, formatter);
  }
  return formatter;
}
