import { describe, expect, it } from 'vitest';
import { makeCycle, makeRotation } from '../../../test/factories';
import {
  currentCycleStates,
  isRotationComplete,
  moveItem,
  payoutReadiness,
  payoutStateOf,
} from './rotation-view';

const approvedCycle = makeCycle({
  members: [
    { user_id: 'u-1', state: 'paid', approved: '5000.00', pending: '0.00' },
    { user_id: 'u-2', state: 'paid', approved: '5000.00', pending: '0.00' },
    { user_id: 'u-3', state: 'not_owed', approved: '0.00', pending: '0.00' },
  ],
});

describe('payoutReadiness', () => {
  it('is ready when every expected contribution of the current cycle is approved', () => {
    const readiness = payoutReadiness(makeRotation({ cycles: [approvedCycle] }));
    expect(readiness).toMatchObject({ paid: 2, expected: 2, approvedTotal: '10000.00' });
    expect(readiness.ready).toBe(true);
  });

  it.each(['pending', 'overdue', 'due'] as const)('waits while a member is %s', (state) => {
    const cycle = makeCycle({
      members: [
        { user_id: 'u-1', state: 'paid', approved: '5000.00', pending: '0.00' },
        { user_id: 'u-2', state, approved: '0.00', pending: '0.00' },
      ],
    });
    const readiness = payoutReadiness(makeRotation({ cycles: [cycle] }));
    expect(readiness).toMatchObject({ paid: 1, expected: 2, ready: false });
  });

  it('does not wait for the arrears of a member who left, as the server does not', () => {
    const cycle = makeCycle({
      members: [
        { user_id: 'u-1', state: 'paid', approved: '5000.00', pending: '0.00' },
        { user_id: 'gone', state: 'overdue', approved: '0.00', pending: '0.00' },
      ],
    });
    const rotation = makeRotation({ cycles: [cycle] });
    expect(payoutReadiness(rotation).ready).toBe(false);
    expect(payoutReadiness(rotation, new Set(['u-1'])).ready).toBe(true);
  });

  it('is not ready before the start nor once the rotation is complete', () => {
    expect(payoutReadiness(makeRotation({ locked: false, cycles: [approvedCycle] })).ready).toBe(
      false,
    );
    const done = makeRotation({ current_cycle: 2, cycles: [{ ...approvedCycle, paid_out: true }] });
    expect(isRotationComplete(done)).toBe(true);
    expect(payoutReadiness(done)).toMatchObject({ cycle: undefined, ready: false });
  });
});

describe('payoutStateOf', () => {
  it('tells paid out, current and upcoming cycles apart', () => {
    expect(payoutStateOf(makeCycle({ cycle_number: 1, paid_out: true }), 2)).toBe('paid_out');
    expect(payoutStateOf(makeCycle({ cycle_number: 2 }), 2)).toBe('current');
    expect(payoutStateOf(makeCycle({ cycle_number: 3 }), 2)).toBe('upcoming');
  });
});

describe('currentCycleStates', () => {
  it("maps each member to their state in the current cycle, and nothing once it's over", () => {
    const rotation = makeRotation({ cycles: [approvedCycle] });
    expect(currentCycleStates(rotation).get('u-3')).toBe('not_owed');
    expect(currentCycleStates(makeRotation({ current_cycle: 9 })).size).toBe(0);
    expect(currentCycleStates(undefined).size).toBe(0);
  });
});

describe('moveItem', () => {
  it('moves one item and keeps the others in order', () => {
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
  });

  it('ignores a move past either end', () => {
    expect(moveItem(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moveItem(['a', 'b'], 1, 2)).toEqual(['a', 'b']);
  });
});
