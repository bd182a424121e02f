import { describe, expect, it } from 'vitest';
import { parseAccountBalance } from './account-balance.js';

describe("Daraja's AccountBalance text", () => {
  it('reads every account, its amounts exact and signed', () => {
    expect(
      parseAccountBalance(
        'Working Account|KES|700000.00|700000.00|0.00|0.00&Utility Account|KES|1234567.89|1234567.89|0.00|0.00&Charges Paid Account|KES|-220.50|-220.50|0.00|0.00',
      ),
    ).toEqual([
      {
        name: 'Working Account',
        currency: 'KES',
        available: '700000.00',
        uncleared: '700000.00',
        reserved: '0.00',
        unreserved: '0.00',
      },
      {
        name: 'Utility Account',
        currency: 'KES',
        available: '1234567.89',
        uncleared: '1234567.89',
        reserved: '0.00',
        unreserved: '0.00',
      },
      {
        name: 'Charges Paid Account',
        currency: 'KES',
        available: '-220.50',
        uncleared: '-220.50',
        reserved: '0.00',
        unreserved: '0.00',
      },
    ]);
  });

  it('keeps an account given with its available amount only', () => {
    expect(parseAccountBalance('Utility Account|KES|10')).toEqual([
      {
        name: 'Utility Account',
        currency: 'KES',
        available: '10.00',
        uncleared: null,
        reserved: null,
        unreserved: null,
      },
    ]);
  });

  it('refuses what is not a balance', () => {
    expect(parseAccountBalance('')).toBeNull();
    expect(parseAccountBalance('Utility Account|KES|1,000.00')).toBeNull();
    expect(parseAccountBalance('Utility Account|KES|12.345')).toBeNull();
    expect(parseAccountBalance('Utility Account|Kenyan shillings|10.00')).toBeNull();
    expect(parseAccountBalance('|KES|10.00')).toBeNull();
    expect(parseAccountBalance('Utility Account|KES|10.00|x')).toBeNull();
  });
});
