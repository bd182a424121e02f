// What the run sends and what it must leave in the database. Half the callbacks are STK push
// results, half paybill (C2B) confirmations, alternating; one in REPLAY_EVERY of each is a
// callback sent again (at once, racing the first, or about a second later, as Daraja retries a
// slow answer), which must change nothing.
import {
  newAccountReference,
  parseAccountReference,
} from '../../apps/api/dist/mpesa/account-reference.js';

export const REPLAY_EVERY = 20;
/** One distinct push in CANCEL_EVERY is cancelled on the phone (result 1032): it fails. */
export const CANCEL_EVERY = 10;

/** How many callbacks of each kind a run of `total` sends, and how many distinct ones. */
export function countsOf(total) {
  const stkSlots = Math.ceil(total / 2);
  const c2bSlots = total - stkSlots;
  const pushes = stkSlots - Math.floor(stkSlots / REPLAY_EVERY);
  const payments = c2bSlots - Math.floor(c2bSlots / REPLAY_EVERY);
  const cancelled = Math.ceil(pushes / CANCEL_EVERY);
  // Every other distinct paybill payment names a member; the others name nobody.
  const matched = Math.ceil(payments / 2);
  return { total, stkSlots, c2bSlots, pushes, cancelled, payments, matched };
}

const isReplay = (slot) => slot % REPLAY_EVERY === REPLAY_EVERY - 1;

/**
 * The slot a replay repeats: every other one the slot just before (sent a few milliseconds
 * earlier), the others the distinct callback about `late` slots back.
 */
function replayed(slot, late) {
  if (Math.floor(slot / REPLAY_EVERY) % 2 === 0) return slot - 1;
  let at = Math.max(0, slot - late);
  while (isReplay(at)) at -= 1;
  return at;
}

/** The distinct callbacks of one kind, in slots: replays repeat one sent before them. */
function slotsOf(count, distinct, late) {
  const slots = [];
  let next = 0;
  for (let slot = 0; slot < count; slot += 1) {
    slots.push({ index: isReplay(slot) ? slots[replayed(slot, late)].index : next++ });
  }
  if (next !== distinct) throw new Error(`plan: ${next} distinct callbacks for ${distinct}`);
  return slots;
}

/**
 * What each distinct paybill payment names: even ones a member's own account number (matched),
 * odd ones an account number with a wrong check digit (a typo) or one nobody has (suspense).
 */
export function paybillTargets(payments, references) {
  const taken = new Set(references);
  return Array.from({ length: payments }, (_, q) => {
    if (q % 2 === 0) return { kind: 'member', member: q / 2, billRef: references[q / 2] };
    if (q % 4 === 1) {
      const own = references[(q - 1) / 2];
      const typo = `${own.slice(0, 8)}${(Number(own[8]) + 1) % 10}`;
      if (parseAccountReference(typo) !== null) throw new Error(`plan: ${typo} reads as valid`);
      return { kind: 'typo', billRef: typo };
    }
    let nobody = newAccountReference();
    while (taken.has(nobody)) nobody = newAccountReference();
    return { kind: 'nobody', billRef: nobody };
  });
}

/**
 * The stream: slot i is an STK result when i is even, a confirmation when odd. `stk` and `c2b`
 * are the distinct callbacks' bodies (JSON text), in the order they are first sent.
 */
export function streamOf({ counts, rate, stk, c2b, stkPath, c2bPath }) {
  const late = Math.max(1, Math.round(rate / 2));
  const stkSlots = slotsOf(counts.stkSlots, counts.pushes, late);
  const c2bSlots = slotsOf(counts.c2bSlots, counts.payments, late);
  const stream = [];
  for (let i = 0; i < counts.total; i += 1) {
    const stkTurn = i % 2 === 0;
    const slot = stkTurn ? stkSlots[i / 2] : c2bSlots[(i - 1) / 2];
    stream.push(
      stkTurn
        ? { kind: 'stk', path: stkPath, body: stk[slot.index] }
        : { kind: 'c2b', path: c2bPath, body: c2b[slot.index] },
    );
  }
  return stream;
}
