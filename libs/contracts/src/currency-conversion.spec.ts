import { describe, expect, it } from 'vitest';
import type { ExchangeRateDto } from './crypto-payments.js';
import { totalInCurrency } from './currency-conversion.js';

const rate = (currency: string, units: string, setAt: string): ExchangeRateDto => ({
  currency,
  units_per_usd: units,
  set_at: setAt,
  set_by_name: 'Root',
});
const RATES = [
  rate('KES', '129.5', '2026-11-20T08:00:00.000Z'),
  rate('EUR', '0.92', '2026-11-22T08:00:00.000Z'),
  rate('XOF', '603.5', '2026-11-21T08:00:00.000Z'),
];

describe('totalInCurrency', () => {
  it('converts through the dollar, exactly, to the target’s minor digits', () => {
    expect(totalInCurrency({ KES: '12950.00', USD: '10.00' }, 'USD', RATES)).toEqual({
      ok: true,
      amount: '110.00',
      currency: 'USD',
      ratesAsOf: '2026-11-20T08:00:00.000Z',
    });
    // 100 USD worth of KES in EUR: 92.00; XOF keeps no decimals.
    expect(totalInCurrency({ KES: '12950' }, 'EUR', RATES)).toMatchObject({ amount: '92.00' });
    expect(totalInCurrency({ USD: '1.00' }, 'XOF', RATES)).toMatchObject({ amount: '604' });
  });

  it('dates the total by its oldest rate, and needs none for one currency', () => {
    expect(totalInCurrency({ EUR: '1', XOF: '1' }, 'EUR', RATES)).toMatchObject({
      ratesAsOf: '2026-11-21T08:00:00.000Z',
    });
    expect(totalInCurrency({ KES: '5.50' }, 'KES', [])).toEqual({
      ok: true,
      amount: '5.50',
      currency: 'KES',
      ratesAsOf: null,
    });
  });

  it('names the currencies without a rate instead of converting', () => {
    expect(totalInCurrency({ KES: '100', UGX: '5000' }, 'USD', RATES)).toEqual({
      ok: false,
      missing: ['UGX'],
    });
    expect(totalInCurrency({ KES: '100' }, 'TZS', RATES)).toEqual({ ok: false, missing: ['TZS'] });
  });
});
