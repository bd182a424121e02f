import {
  OPEN_TURN_SWAP_STATUSES,
  type RotationDto,
  type TurnSwapDto,
  type TurnSwapStatus,
} from '@tontine/contracts';
import type { TurnSwapStep } from '../api/answer-turn-swap';

const OPEN: ReadonlySet<TurnSwapStatus> = new Set(OPEN_TURN_SWAP_STATUSES);

export function isOpenSwap(swap: TurnSwapDto): boolean {
  return OPEN.has(swap.status);
}

/**
 * The members the reader knows to be in an open swap (their own swaps; every swap for an admin):
 * the API allows one open swap per member, so none of them can be asked for another.
 */
export function membersInOpenSwaps(swaps: readonly TurnSwapDto[]): Set<string> {
  return new Set(
    swaps.filter(isOpenSwap).flatMap((swap) => [swap.proposer_id, swap.counterpart_id]),
  );
}

/** A turn still to be paid out: the current cycle's or a later one, not paid. */
export function isTurnAhead(rotation: RotationDto, position: number): boolean {
  const cycle = rotation.cycles.find((c) => c.cycle_number === position);
  return position >= rotation.current_cycle && !cycle?.paid_out;
}

/**
 * The reader's turn they may offer in a swap, or null: only once the queue is written, while
 * their own turn is still ahead and they have no open swap. `swaps` undefined (not read yet, or
 * failed) offers nothing: the buttons would only lead to a refusal.
 */
export function offerableTurn(
  rotation: RotationDto,
  userId: string,
  swaps: readonly TurnSwapDto[] | undefined,
): number | null {
  if (!rotation.locked || !swaps || membersInOpenSwaps(swaps).has(userId)) return null;
  const mine = rotation.queue.find((entry) => entry.user_id === userId);
  return mine && isTurnAhead(rotation, mine.position) ? mine.position : null;
}

/**
 * What the reader may do with a swap, as the API allows it: the counterpart answers a
 * proposal; the proposer withdraws an open swap; an admin approves an accepted swap and
 * rejects an open one (a proposal too, before the counterpart answers).
 */
export function turnSwapActions(
  swap: TurnSwapDto,
  { userId, canDecide }: { userId: string; canDecide: boolean },
): TurnSwapStep[] {
  const actions: TurnSwapStep[] = [];
  if (swap.status === 'proposed' && swap.counterpart_id === userId) {
    actions.push('accept', 'decline');
  }
  if (isOpenSwap(swap) && swap.proposer_id === userId) actions.push('cancel');
  if (canDecide && swap.status === 'accepted') actions.push('approve');
  if (canDecide && isOpenSwap(swap)) actions.push('reject');
  return actions;
}
