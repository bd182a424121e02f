import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loanSchedule, type LoanTerms } from './loan-schedule.js';

/**
 * The reference here is written apart from the code it checks: integer cents and rates in
 * thousandths of a percent, as BigInt, with its own half-up rounding.
 */
const toCents = (text: string) => {
  const [whole, fraction = ''] = text.split('.');
  return BigInt(whole!) * 100n + BigInt((fraction + '00').slice(0, 2));
};
/** "1.5" % → 1500 thousandths of a percent. */
const toRateMilli = (text: string) => {
  const [whole, fraction = ''] = text.split('.');
  return BigInt(whole!) * 1000n + BigInt((fraction + '000').slice(0, 3));
};
/** numerator / denominator, rounded half up, both positive. */
const divHalfUp = (numerator: bigint, denominator: bigint) =>
  (numerator * 2n + denominator) / (denominator * 2n);

/** From the smallest loan a group may grant (LOAN_LIMITS.minAmount) to a million. */
const principal = fc
  .integer({ min: 10_000, max: 100_000_000 })
  .map((c) => `${Math.floor(c / 100)}.${String(c % 100).padStart(2, '0')}`);
const monthlyRate = fc
  .integer({ min: 0, max: 10_000 })
  .map((m) => `${Math.floor(m / 1000)}.${String(m % 1000).padStart(3, '0')}`);
const terms = fc.record({
  principal,
  monthlyRate,
  months: fc.integer({ min: 1, max: 36 }),
  method: fc.constantFrom('flat' as const, 'reducing' as const),
});

const sum = (values: string[]) => values.reduce((total, v) => total + toCents(v), 0n);

describe('a loan schedule', () => {
  it('adds up to the principal and the interest exactly, every part at least zero', () => {
    fc.assert(
      fc.property(terms, (t: LoanTerms) => {
        const s = loanSchedule(t);
        expect(s.instalments).toHaveLength(t.months);
        expect(sum(s.instalments.map((i) => i.principal))).toBe(toCents(t.principal));
        expect(sum(s.instalments.map((i) => i.interest))).toBe(toCents(s.totalInterest));
        expect(sum(s.instalments.map((i) => i.amount))).toBe(toCents(s.totalRepayable));
        expect(toCents(s.totalRepayable)).toBe(toCents(t.principal) + toCents(s.totalInterest));
        for (const i of s.instalments) {
          expect(toCents(i.principal) >= 0n).toBe(true);
          expect(toCents(i.interest) >= 0n).toBe(true);
          expect(toCents(i.amount)).toBe(toCents(i.principal) + toCents(i.interest));
        }
      }),
      { numRuns: 500 },
    );
  });

  it('charges flat interest on the amount borrowed for every month, rounded half up once', () => {
    fc.assert(
      fc.property(terms, (t) => {
        const s = loanSchedule({ ...t, method: 'flat' });
        const exact = divHalfUp(
          toCents(t.principal) * toRateMilli(t.monthlyRate) * BigInt(t.months),
          100_000n,
        );
        expect(toCents(s.totalInterest)).toBe(exact);
        // Equal months, the last one absorbing the rounding: never more than a cent a month apart.
        const [first] = s.instalments;
        const last = s.instalments.at(-1)!;
        for (const i of s.instalments.slice(0, -1)) expect(i.amount).toBe(first!.amount);
        const drift = toCents(last.amount) - toCents(first!.amount);
        expect(drift >= 0n && drift <= 2n * BigInt(t.months)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('charges reducing-balance interest on what is still owed, the month before repaying', () => {
    fc.assert(
      fc.property(terms, (t) => {
        const s = loanSchedule({ ...t, method: 'reducing' });
        const rateMilli = toRateMilli(t.monthlyRate);
        let owed = toCents(t.principal);
        for (const i of s.instalments) {
          expect(toCents(i.interest)).toBe(divHalfUp(owed * rateMilli, 100_000n));
          owed -= toCents(i.principal);
          expect(owed >= 0n).toBe(true);
        }
        expect(owed).toBe(0n);
      }),
      { numRuns: 500 },
    );
  });

  it('pays the amortised instalment each month, with no drift over 36 months', () => {
    fc.assert(
      fc.property(principal, monthlyRate, (p, r) => {
        const months = 36;
        const s = loanSchedule({ principal: p, monthlyRate: r, months, method: 'reducing' });
        const i = Number(r) / 100;
        const payment =
          i === 0 ? Number(p) / months : (Number(p) * i) / (1 - Math.pow(1 + i, -months));
        const paymentCents = BigInt(Math.round(payment * 100));
        for (const row of s.instalments.slice(0, -1)) {
          const gap = toCents(row.amount) - paymentCents;
          expect(gap >= -1n && gap <= 1n).toBe(true);
        }
        // Each month rounds the payment and the interest by at most half a cent each, and what
        // that leaves owed earns interest until the end: the last instalment differs from the
        // others by no more than those roundings grown at the loan's rate, whatever the term.
        const grown = i === 0 ? months : (Math.pow(1 + i, months) - 1) / i;
        const bound = BigInt(Math.ceil(grown)) + 1n;
        const lastGap = toCents(s.instalments.at(-1)!.amount) - paymentCents;
        expect(lastGap >= -bound && lastGap <= bound).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('reads as a treasurer would compute it by hand', () => {
    expect(
      loanSchedule({ principal: '10000', monthlyRate: '1.5', months: 3, method: 'flat' }),
    ).toEqual({
      instalments: [
        { number: 1, principal: '3333.33', interest: '150.00', amount: '3483.33' },
        { number: 2, principal: '3333.33', interest: '150.00', amount: '3483.33' },
        { number: 3, principal: '3333.34', interest: '150.00', amount: '3483.34' },
      ],
      totalInterest: '450.00',
      totalRepayable: '10450.00',
    });
    expect(
      loanSchedule({ principal: '10000', monthlyRate: '1.5', months: 3, method: 'reducing' })
        .instalments,
    ).toEqual([
      { number: 1, principal: '3283.83', interest: '150.00', amount: '3433.83' },
      { number: 2, principal: '3333.09', interest: '100.74', amount: '3433.83' },
      { number: 3, principal: '3383.08', interest: '50.75', amount: '3433.83' },
    ]);
  });
});
