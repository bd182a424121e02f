import { describe, expect, it } from 'vitest';
import { makeCycle, makeRotation, makeTurnSwap } from '../../../test/factories';
import { isTurnAhead, membersInOpenSwaps, offerableTurn, turnSwapActions } from './turn-swaps-view';

/** Cycle 1 paid out to Amina; Baraka's turn (cycle 2) is being collected. */
const secondCycle = makeRotation({
  current_cycle: 2,
  cycles: [
    makeCycle({ cycle_number: 1, paid_out: true }),
    makeCycle({ cycle_number: 2 }),
    makeCycle({ cycle_number: 3 }),
  ],
});

describe('isTurnAhead', () => {
  it('holds for the current cycle and the later ones, not for a paid one', () => {
    expect([1, 2, 3].map((n) => isTurnAhead(secondCycle, n))).toEqual([false, true, true]);
  });
});

describe('offerableTurn', () => {
  it("is the reader's position while their turn is ahead and they have no open swap", () => {
    expect(offerableTurn(secondCycle, 'u-2', [])).toBe(2);
    expect(offerableTurn(secondCycle, 'u-3', [makeTurnSwap({ status: 'declined' })])).toBe(3);
  });

  it('offers nothing before the queue is written, on a paid turn, or without the swaps', () => {
    expect(offerableTurn(makeRotation({ locked: false }), 'u-1', [])).toBeNull();
    expect(offerableTurn(secondCycle, 'u-1', [])).toBeNull();
    expect(offerableTurn(secondCycle, 'u-2', undefined)).toBeNull();
    expect(offerableTurn(secondCycle, 'u-9', [])).toBeNull();
  });

  it('offers nothing while the reader has an open swap, proposed or received', () => {
    expect(offerableTurn(makeRotation(), 'u-1', [makeTurnSwap()])).toBeNull();
    expect(offerableTurn(makeRotation(), 'u-2', [makeTurnSwap({ status: 'accepted' })])).toBeNull();
  });
});

describe('membersInOpenSwaps', () => {
  it('names both members of the open swaps only', () => {
    const open = makeTurnSwap({ proposer_id: 'u-3', counterpart_id: 'u-4', status: 'accepted' });
    expect(membersInOpenSwaps([makeTurnSwap({ status: 'approved' }), open])).toEqual(
      new Set(['u-3', 'u-4']),
    );
  });
});

describe('turnSwapActions', () => {
  const member = (userId: string) => ({ userId, canDecide: false });
  const admin = { userId: 'u-3', canDecide: true };

  it('lets the counterpart answer a proposal and the proposer withdraw it', () => {
    const swap = makeTurnSwap();
    expect(turnSwapActions(swap, member('u-2'))).toEqual(['accept', 'decline']);
    expect(turnSwapActions(swap, member('u-1'))).toEqual(['cancel']);
  });

  it('leaves an accepted swap to the proposer (withdraw) and the admins (approve, reject)', () => {
    const swap = makeTurnSwap({ status: 'accepted' });
    expect(turnSwapActions(swap, member('u-2'))).toEqual([]);
    expect(turnSwapActions(swap, member('u-1'))).toEqual(['cancel']);
    expect(turnSwapActions(swap, admin)).toEqual(['approve', 'reject']);
    expect(turnSwapActions(makeTurnSwap(), admin)).toEqual(['reject']);
  });

  it.each(['approved', 'declined', 'rejected', 'cancelled', 'overtaken'] as const)(
    'offers nothing on a %s swap',
    (status) => {
      const swap = makeTurnSwap({ status });
      expect(turnSwapActions(swap, { userId: 'u-1', canDecide: true })).toEqual([]);
      expect(turnSwapActions(swap, member('u-2'))).toEqual([]);
    },
  );
});
