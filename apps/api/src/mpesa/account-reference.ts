import { randomInt } from 'node:crypto';

/**
 * A member's account number for a group's paybill payments: eight random digits and a Luhn
 * check digit. Digits are what a feature phone's M-Pesa menu types easily; the check digit
 * refuses any single wrong digit and most swapped pairs, so a typo is never paid to someone else.
 */
export function newAccountReference(): string {
  const body = String(randomInt(10_000_000, 100_000_000));
  return `${body}${luhnDigit(body)}`;
}

/** What a payer typed (`1234 5678-9`) as a reference, or null when its check digit is wrong. */
export function parseAccountReference(typed: string): string | null {
  const digits = typed.replace(/[\s-]/g, '');
  if (!/^\d{9}$/.test(digits)) return null;
  return luhnDigit(digits.slice(0, 8)) === digits[8] ? digits : null;
}

/** The Luhn check digit of `digits`. */
function luhnDigit(digits: string): string {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    // From the right, every other digit starting with the rightmost is doubled.
    const digit = Number(digits[digits.length - 1 - i]);
    const doubled = i % 2 === 0 ? digit * 2 : digit;
    sum += doubled > 9 ? doubled - 9 : doubled;
  }
  return String((10 - (sum % 10)) % 10);
}
