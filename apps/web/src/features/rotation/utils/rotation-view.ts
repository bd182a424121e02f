import {
  moneySum,
  type CyclePaymentState,
  type RotationCycleDto,
  type RotationDto,
} from '@tontine/contracts';

export type CyclePayoutState = 'paid_out' | 'current' | 'upcoming';

/** States that still wait for money or for a decision: the payout cannot happen yet. */
const OUTSTANDING: ReadonlySet<CyclePaymentState> = new Set(['pending', 'overdue', 'due']);

/** The cycle being collected now; none once the last cycle has been paid out. */
export function currentCycleOf(rotation: RotationDto): RotationCycleDto | undefined {
  return rotation.cycles.find((c) => c.cycle_number === rotation.current_cycle);
}

export function isRotationComplete(rotation: RotationDto): boolean {
  return rotation.cycles.length > 0 && rotation.current_cycle > rotation.cycles.length;
}

export function payoutStateOf(cycle: RotationCycleDto, currentCycle: number): CyclePayoutState {
  if (cycle.paid_out) return 'paid_out';
  return cycle.cycle_number === currentCycle ? 'current' : 'upcoming';
}

/** Each member's state for the current cycle, by user id (empty once the rotation is over). */
export function currentCycleStates(
  rotation: RotationDto | undefined,
): Map<string, CyclePaymentState> {
  const cycle = rotation && currentCycleOf(rotation);
  return new Map((cycle?.members ?? []).map((m) => [m.user_id, m.state]));
}

/**
 * Who the current cycle waits for. Admins also see members who left with arrears; the server
 * does not hold the payout for them, so with the group's member ids they are left out.
 */
function expectedLines(cycle: RotationCycleDto, activeMemberIds?: ReadonlySet<string>) {
  return cycle.members.filter(
    (m) => m.state !== 'not_owed' && (!activeMemberIds || activeMemberIds.has(m.user_id)),
  );
}

export interface PayoutReadiness {
  cycle: RotationCycleDto | undefined;
  /** Expected contributions of the cycle already approved in full. */
  paid: number;
  expected: number;
  /** The approved money of the cycle: what the server pays out. */
  approvedTotal: string;
  ready: boolean;
}

/**
 * Whether the admin may record the current cycle's payout: the rotation has started and every
 * expected contribution is approved. The server decides again; this only enables the button.
 */
export function payoutReadiness(
  rotation: RotationDto,
  activeMemberIds?: ReadonlySet<string>,
): PayoutReadiness {
  const cycle = currentCycleOf(rotation);
  if (!cycle) return { cycle, paid: 0, expected: 0, approvedTotal: '0.00', ready: false };
  const expected = expectedLines(cycle, activeMemberIds);
  const paid = expected.filter((m) => !OUTSTANDING.has(m.state)).length;
  return {
    cycle,
    paid,
    expected: expected.length,
    approvedTotal: moneySum(cycle.members.map((m) => m.approved)),
    ready:
      rotation.locked &&
      !cycle.paid_out &&
      cycle.beneficiary_id !== null &&
      paid === expected.length,
  };
}

/** A copy of `items` with the item at `from` moved to `to`; out-of-range moves change nothing. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (from < 0 || from >= items.length || to < 0 || to >= items.length) return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return next;
}
