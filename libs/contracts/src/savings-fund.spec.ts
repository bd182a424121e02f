import { describe, expect, it } from 'vitest';
import { borrowingLimit, DEFAULT_SAVINGS_RULES, savingsRulesSchema } from './savings-fund.js';

const issues = (input: Record<string, unknown>) => {
  const parsed = savingsRulesSchema.safeParse({ ...DEFAULT_SAVINGS_RULES, ...input });
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
};

describe('the savings fund rules', () => {
  it('accept a fund with a fixed saving, loans up to three times the savings within a cap', () => {
    expect(
      savingsRulesSchema.parse({
        ...DEFAULT_SAVINGS_RULES,
        enabled: true,
        saving_amount: 500,
        loan_cap: '20000',
        monthly_rate: '1.250',
      }),
    ).toMatchObject({ saving_amount: '500.00', loan_cap: '20000.00', monthly_rate: '1.25' });
  });

  it('refuse what a treasurer could not run: no fixed saving, a rate or term beyond the limits', () => {
    expect(issues({ enabled: true, saving_amount: '0' })).toEqual([
      'saving_amount:savingAmountInvalid',
    ]);
    expect(issues({ monthly_rate: '10.5' })).toEqual(['monthly_rate:monthlyRateInvalid']);
    expect(issues({ monthly_rate: '1.2345' })).toEqual(['monthly_rate:monthlyRateInvalid']);
    expect(issues({ max_term_months: 37 })).toEqual(['max_term_months:loanTermInvalid']);
    expect(issues({ guarantors_required: 6 })).toEqual(['guarantors_required:guarantorsInvalid']);
    expect(issues({ loan_multiple: '11' })).toEqual(['loan_multiple:loanMultipleInvalid']);
    expect(issues({ loan_cap: '50' })).toEqual(['loan_cap:loanCapInvalid']);
    // Text that is no number is refused as such, never thrown on.
    expect(issues({ monthly_rate: 'abc', loan_multiple: '1e3' })).toEqual([
      'loan_multiple:loanMultipleInvalid',
      'monthly_rate:monthlyRateInvalid',
    ]);
  });

  it('lend a member their savings times the multiple, within the cap, less what they owe', () => {
    const rules = { loan_multiple: '3', loan_cap: '10000.00' };
    expect(borrowingLimit(rules, '2000.00', '0.00')).toBe('6000.00');
    expect(borrowingLimit(rules, '5000.00', '0.00')).toBe('10000.00');
    expect(borrowingLimit(rules, '2000.00', '4500.50')).toBe('1499.50');
    expect(borrowingLimit(rules, '2000.00', '7000.00')).toBe('0.00');
    expect(borrowingLimit({ loan_multiple: '1.5', loan_cap: '0.00' }, '999.99', '0')).toBe('0.00');
  });
});
