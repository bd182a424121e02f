import type { MpesaBalanceAccount } from '@tontine/contracts';
import Big from 'big.js';

/** An amount as Safaricom writes it in a balance: digits, an optional sign, cents at most. */
const AMOUNT = /^-?\d{1,16}(\.\d{1,2})?$/;

const amount = (text: string | undefined): string | null =>
  text !== undefined && AMOUNT.test(text.trim()) ? new Big(text.trim()).toFixed(2) : null;

/**
 * Daraja's `AccountBalance` result parameter: the shortcode's accounts joined with `&`, each
 * `name|currency|available|uncleared|reserved|unreserved` (Safaricom's published result, which
 * the stand-in follows), e.g. `Working Account|KES|700000.00|700000.00|0.00|0.00&…`. Amounts
 * stay exact decimal strings. Null when the text is not that: no account, a name or currency
 * missing, or an amount that is not one.
 */
export function parseAccountBalance(value: string): MpesaBalanceAccount[] | null {
  const accounts: MpesaBalanceAccount[] = [];
  for (const entry of value.split('&')) {
    if (entry.trim() === '') continue;
    const [name, currency, available, ...rest] = entry.split('|').map((part) => part.trim());
    const availableAmount = amount(available);
    if (!name || name.length > 60 || !/^[A-Z]{3}$/.test(currency ?? '') || !availableAmount)
      return null;
    const texts = [0, 1, 2].map((i) => rest[i] ?? '');
    const [uncleared, reserved, unreserved] = texts.map((text) => (text ? amount(text) : null));
    if (texts.some((text) => text !== '' && amount(text) === null)) return null;
    accounts.push({
      name,
      currency: currency!,
      available: availableAmount,
      uncleared: uncleared ?? null,
      reserved: reserved ?? null,
      unreserved: unreserved ?? null,
    });
  }
  return accounts.length > 0 ? accounts : null;
}
