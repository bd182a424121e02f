import { describe, expect, it } from 'vitest';
import { ledgerFits, moneyField, moneyOwed } from './money.js';

const amount = moneyField('invalid', 'positive');

describe('money at the edge', () => {
  it('takes a decimal string digit for digit and a short JSON number as it is', () => {
    expect(amount.parse('1234567890123456.78')).toBe('1234567890123456.78');
    expect(amount.parse(2500.5)).toBe('2500.50');
    expect(amount.parse(123456789012.34)).toBe('123456789012.34');
  });

  it('asks for a string when a number carries more digits than a double keeps', () => {
    for (const inexact of [1234567890123456.8, 0.30000000000000004, 12345678901234568]) {
      const result = amount.safeParse(inexact);
      expect(result.success, String(inexact)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('amountNeedsString');
    }
  });

  it('refuses a group whose pots and running totals would not fit DECIMAL(18,2)', () => {
    // 100 members × 100 cycles × amount must stay within 9,999,999,999,999,999.99.
    expect(ledgerFits('999999999999.99', 100)).toBe(true);
    expect(ledgerFits('1000000000000.00', 100)).toBe(false);
    expect(ledgerFits('2499999999999999.99', 2)).toBe(true);
    expect(ledgerFits('2500000000000000.00', 2)).toBe(false);
  });
});

describe('moneyOwed', () => {
  it('is what is due less what was paid, never below zero', () => {
    expect(moneyOwed('5000.00', '1999.50')).toBe('3000.50');
    expect(moneyOwed('5000.00', '6000.00')).toBe('0.00');
    expect(moneyOwed('0.10', '0.20')).toBe('0.00');
  });

  it('reads a negative amount as negative, the sign on the whole amount', () => {
    expect(moneyOwed('100.00', '-5.50')).toBe('105.50');
    expect(moneyOwed('100.00', '-0.50')).toBe('100.50');
  });
});
