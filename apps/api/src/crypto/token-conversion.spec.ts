import { describe, expect, it } from 'vitest';
import { decimalsOf, tokenAmountRaw } from './token-conversion.js';

describe('tokenAmountRaw', () => {
  it('converts exactly when the rate divides the amount', () => {
    expect(tokenAmountRaw('1295.00', '129.5', 6)).toBe(10_000_000n);
    expect(tokenAmountRaw('25.00', '1', 18)).toBe(25n * 10n ** 18n);
  });

  it("rounds up to the token's smallest unit: the treasury never gets less than is due", () => {
    // 1500 / 129.5 = 11.583011583…
    expect(tokenAmountRaw('1500.00', '129.5', 6)).toBe(11_583_012n);
    // 100 / 3 = 33.333… → 33.34 at 2 decimals
    expect(tokenAmountRaw('100.00', '3', 2)).toBe(3334n);
    expect(tokenAmountRaw('0.01', '12345678.12345678', 6)).toBe(1n);
  });

  it('stays exact where a float or a division at finite precision would not', () => {
    // 1 / 0.00000003 = 33,333,333.333… at 18 decimals: the last digit must round up.
    expect(tokenAmountRaw('1.00', '0.00000003', 18)).toBe(33_333_333_333_333_333_333_333_334n);
    expect(tokenAmountRaw('999999999999.99', '0.00000001', 18)).toBe(
      99_999_999_999_999n * 10n ** 24n,
    );
  });

  it('refuses a rate that is not positive', () => {
    expect(() => tokenAmountRaw('1.00', '0', 6)).toThrow(RangeError);
  });
});

describe('decimalsOf', () => {
  it('counts the digits after the point', () => {
    expect(decimalsOf('12')).toBe(0);
    expect(decimalsOf('12.5')).toBe(1);
    expect(decimalsOf('0.000001')).toBe(6);
  });
});
