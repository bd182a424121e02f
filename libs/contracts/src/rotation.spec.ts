import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cycleDueDate, PAYOUT_FREQUENCIES } from './groups.js';
import {
  beneficiaryOf,
  drawOrder,
  isComplete,
  payersOf,
  potOf,
  startingQueue,
  withLateJoiners,
  type RotationMember,
} from './rotation.js';

const member = fc.record({
  userId: fc.uuid(),
  joinedAt: fc
    .date({ min: new Date('2026-01-01'), max: new Date('2027-01-01'), noInvalidDate: true })
    .map((d) => d.toISOString()),
});
const members = fc.uniqueArray(member, { minLength: 1, maxLength: 50, selector: (m) => m.userId });
const method = fc.constantFrom('join_order' as const, 'random_draw' as const, 'admin_set' as const);

function queueFor(
  m: 'join_order' | 'random_draw' | 'admin_set',
  list: RotationMember[],
  seed: string,
  adminOrder: string[],
) {
  return startingQueue(m, list, { seed, adminOrder });
}

describe('the rotation', () => {
  it('puts every member in the queue exactly once, whatever the method', () => {
    fc.assert(
      fc.property(members, method, fc.string({ minLength: 1 }), (list, m, seed) => {
        const adminOrder = [...list]
          .reverse()
          .map((x) => x.userId)
          .slice(0, Math.ceil(list.length / 2));
        const queue = queueFor(m, list, seed, adminOrder);
        expect([...queue].sort()).toEqual(list.map((x) => x.userId).sort());
      }),
    );
  });

  it('gives each member exactly one turn over a round', () => {
    fc.assert(
      fc.property(members, method, fc.string({ minLength: 1 }), (list, m, seed) => {
        const queue = queueFor(m, list, seed, []);
        const receivers = queue.map((_, i) => beneficiaryOf(queue, i + 1));
        expect(new Set(receivers).size).toBe(list.length);
        expect(beneficiaryOf(queue, queue.length + 1)).toBeUndefined();
        expect(isComplete(queue, queue.length)).toBe(true);
        expect(isComplete(queue, queue.length - 1)).toBe(false);
      }),
    );
  });

  it('replays a recorded draw identically', () => {
    fc.assert(
      fc.property(members, fc.string({ minLength: 1 }), (list, seed) => {
        expect(drawOrder([...list].reverse(), seed)).toEqual(drawOrder(list, seed));
      }),
    );
  });

  it('sends late joiners to the end, keeping the queue as it was', () => {
    fc.assert(
      fc.property(members, members, (first, late) => {
        const known = new Set(first.map((x) => x.userId));
        const newcomers = late.filter((x) => !known.has(x.userId));
        const queue = startingQueue('join_order', first);
        const grown = withLateJoiners(queue, [...first, ...newcomers]);
        expect(grown.slice(0, queue.length)).toEqual(queue);
        expect(grown).toHaveLength(first.length + newcomers.length);
      }),
    );
  });

  it('makes the pot the sum of what the payers owe, exactly', () => {
    fc.assert(
      fc.property(
        members,
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.boolean(),
        fc.integer({ min: 1, max: 50 }),
        (list, cents, contributes, cycleSeed) => {
          const amount = (cents / 100).toFixed(2);
          const queue = startingQueue('join_order', list);
          const cycle = ((cycleSeed - 1) % queue.length) + 1;
          const payers = payersOf(queue, cycle, contributes);
          const sum = BigInt(cents) * BigInt(payers.length);
          expect(potOf(amount, queue.length, contributes)).toBe(
            `${sum / 100n}.${String(sum % 100n).padStart(2, '0')}`,
          );
          expect(payers.includes(beneficiaryOf(queue, cycle)!)).toBe(contributes);
        },
      ),
    );
  });

  it('has due dates that follow the calendar rule and always move forward', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2020-01-01'), max: new Date('2035-12-31'), noInvalidDate: true }),
        fc.constantFrom(...PAYOUT_FREQUENCIES),
        (start, frequency) => {
          const startDate = start.toISOString().slice(0, 10);
          const dates = Array.from({ length: 24 }, (_, i) =>
            cycleDueDate(startDate, frequency, i + 1),
          );
          expect(dates[0]).toBe(startDate);
          for (let i = 1; i < dates.length; i += 1) expect(dates[i]! > dates[i - 1]!).toBe(true);
          if (frequency !== 'weekly') {
            const day = Number(startDate.slice(8));
            for (const d of dates) expect(Number(d.slice(8))).toBeLessThanOrEqual(day);
          }
        },
      ),
    );
  });
});
