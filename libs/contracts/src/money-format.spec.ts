import { describe, expect, it } from 'vitest';
import { currencyMinorDigits, formatMoney } from './money-format.js';

/** Intl separates groups with narrow no-break spaces in French: compare with plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  it('keeps the currency minor digits, trailing zero included', () => {
    expect(plain(formatMoney('1500.5', 'KES', 'fr'))).toBe('1 500,50 KES');
    expect(plain(formatMoney('1500.50', 'KES', 'fr'))).toBe('1 500,50 KES');
    expect(formatMoney('1500.5', 'USD', 'en')).toBe('$1,500.50');
    expect(plain(formatMoney('1500', 'EUR', 'fr'))).toBe('1 500,00 €');
  });

  it('shows no decimals for a currency without minor units', () => {
    expect(plain(formatMoney('1500', 'XOF', 'fr'))).toBe('1 500 F CFA');
    expect(currencyMinorDigits('XOF')).toBe(0);
    expect(currencyMinorDigits('KES')).toBe(2);
  });

  it('never goes through a float', () => {
    expect(formatMoney('9999999999999999.99', 'USD', 'en')).toBe('$9,999,999,999,999,999.99');
  });

  it('falls back to the plain amount for an unknown code', () => {
    expect(formatMoney('12.00', 'K$', 'en')).toBe('12.00 K$');
  });
});
