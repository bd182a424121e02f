import { describe, expect, it } from 'vitest';
import { cycleDueDate, isChatAvailable, isPaymentAvailable } from './groups.js';
import { moneyField, moneyTimes } from './money.js';
import { createGroupSchema } from './schemas/groups.js';

describe('feature rules', () => {
  const group = {
    status: 'active',
    chat_enabled: true,
    payment_enabled: true,
    contribution_amount: '100.00',
  } as const;

  it('opens chat unless it is disabled or the group is closed or suspended', () => {
    expect(isChatAvailable(group)).toBe(true);
    expect(isChatAvailable({ ...group, chat_enabled: false })).toBe(false);
    expect(isChatAvailable({ ...group, status: 'closed' })).toBe(false);
    expect(isChatAvailable({ ...group, status: 'suspended' })).toBe(false);
    expect(isChatAvailable({ ...group, status: 'completed' })).toBe(true);
  });

  it('opens payment only for an open group with a positive amount', () => {
    expect(isPaymentAvailable(group)).toBe(true);
    expect(isPaymentAvailable({ ...group, payment_enabled: false })).toBe(false);
    expect(isPaymentAvailable({ ...group, status: 'completed' })).toBe(false);
    expect(isPaymentAvailable({ ...group, contribution_amount: '0.00' })).toBe(false);
  });
});

describe('cycle due dates', () => {
  it('adds calendar months from the start, falling back to the month’s last day', () => {
    expect(cycleDueDate('2027-01-31', 'monthly', 1)).toBe('2027-01-31');
    expect(cycleDueDate('2027-01-31', 'monthly', 2)).toBe('2027-02-28');
    expect(cycleDueDate('2027-01-31', 'monthly', 3)).toBe('2027-03-31');
    expect(cycleDueDate('2028-01-31', 'monthly', 2)).toBe('2028-02-29');
    expect(cycleDueDate('2027-11-30', 'quarterly', 2)).toBe('2028-02-29');
    expect(cycleDueDate('2027-01-01', 'weekly', 3)).toBe('2027-01-15');
  });
});

describe('money', () => {
  const amount = moneyField('invalid', 'positive');

  it('accepts numbers and decimal strings and answers two decimals', () => {
    expect(amount.parse(1500.5)).toBe('1500.50');
    expect(amount.parse('0.10')).toBe('0.10');
    expect(moneyTimes('0.10', 3)).toBe('0.30');
  });

  it('refuses what is not an exact positive amount', () => {
    for (const bad of ['1.234', '-5', 'abc', '1e3', Number.NaN, 0, '0.00']) {
      expect(amount.safeParse(bad).success, String(bad)).toBe(false);
    }
  });
});

describe('group start dates', () => {
  const group = { name: 'Chama', description: 'Savings of the market', contribution_amount: '10' };

  it('refuses a day the calendar does not have, which Date.parse would roll over', () => {
    for (const start_date of ['2024-02-30', '2023-02-29', '2025-04-31', '2999-02-29']) {
      const result = createGroupSchema.safeParse({ ...group, start_date });
      expect(result.error?.issues[0], start_date).toMatchObject({ message: 'dateInvalid' });
    }
    expect(createGroupSchema.safeParse({ ...group, start_date: '2024-02-29' }).success).toBe(true);
  });
});
