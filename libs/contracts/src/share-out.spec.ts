import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shareOutLines } from './share-out.js';

const asOf = new Date('2026-12-31T12:00:00Z');
const daysBefore = (days: number) => new Date(asOf.getTime() - days * 86_400_000);

/** Cents as integers: the reference adds money without big.js. */
const cents = (amount: string) => BigInt(amount.replace('.', ''));

describe('the share-out', () => {
  it('gives each member their savings back and shares the profit by savings × days held', () => {
    // Both saved 1,000; Amina's for a year, Baraka's for half: 300 of profit goes 2 to 1.
    const lines = shareOutLines(
      [
        { userId: 'amina', amount: '1000.00', at: daysBefore(360) },
        { userId: 'baraka', amount: '1000.00', at: daysBefore(180) },
      ],
      '2300.00',
      asOf,
    );
    expect(lines).toEqual([
      { userId: 'amina', savings: '1000.00', profit: '200.00', total: '1200.00' },
      { userId: 'baraka', savings: '1000.00', profit: '100.00', total: '1100.00' },
    ]);
  });

  it('gives the cents the rounding leaves to the largest remainders, then by member', () => {
    const lines = shareOutLines(
      ['a', 'b', 'c'].map((userId) => ({ userId, amount: '100.00', at: daysBefore(30) })),
      '300.01',
      asOf,
    );
    expect(lines.map((l) => l.profit)).toEqual(['0.01', '0.00', '0.00']);
  });

  it('adds up to the balance exactly, never gives back less than was saved', () => {
    const saving = fc.record({
      userId: fc.constantFrom('a', 'b', 'c', 'd', 'e'),
      cents: fc.integer({ min: 1, max: 10_000_000 }),
      days: fc.integer({ min: 0, max: 400 }),
    });
    fc.assert(
      fc.property(
        fc.array(saving, { minLength: 1, maxLength: 40 }),
        fc.integer({ min: 0, max: 50_000_000 }),
        (rows, profitCents) => {
          const savings = rows.map((r) => ({
            userId: r.userId,
            amount: (r.cents / 100).toFixed(2),
            at: daysBefore(r.days),
          }));
          const saved = rows.reduce((sum, r) => sum + BigInt(r.cents), 0n);
          const balance = saved + BigInt(profitCents);
          const lines = shareOutLines(
            savings,
            `${balance / 100n}.${String(balance % 100n).padStart(2, '0')}`,
            asOf,
          );
          expect(lines.reduce((sum, l) => sum + cents(l.total), 0n)).toBe(balance);
          for (const line of lines) {
            const own = rows
              .filter((r) => r.userId === line.userId)
              .reduce((sum, r) => sum + BigInt(r.cents), 0n);
            expect(cents(line.savings)).toBe(own);
            expect(cents(line.profit) >= 0n).toBe(true);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
