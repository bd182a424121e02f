import Big from 'big.js';
import type { PayoutOrderMethod } from './groups.js';

/**
 * The rotation of ../shared/docs/domain.md as pure functions, shared by the API (which decides)
 * and the clients (which show the queue): who receives in which cycle, and how much.
 */
export interface RotationMember {
  userId: string;
  /** ISO time the member joined; join order ties are broken by user id. */
  joinedAt: string;
}

/** FNV-1a: turns a recorded seed string into the PRNG's 32-bit state. */
function hashSeed(seed: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i += 1) {
    h ^= seed.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: small, fast and reproducible, so a recorded draw can be replayed and audited. */
function prng(seed: string): () => number {
  let state = hashSeed(seed);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export function byJoinOrder(members: readonly RotationMember[]): string[] {
  return [...members]
    .sort((a, b) => a.joinedAt.localeCompare(b.joinedAt) || a.userId.localeCompare(b.userId))
    .map((m) => m.userId);
}

/**
 * The random draw: a Fisher–Yates shuffle of the join order driven by the recorded seed
 * (the server draws the seed from a cryptographic source when the rotation starts).
 */
export function drawOrder(members: readonly RotationMember[], seed: string): string[] {
  const order = byJoinOrder(members);
  const random = prng(seed);
  for (let i = order.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

/**
 * The payout queue at the start of the rotation. For `admin_set`, the admin's order comes
 * first; members it does not name follow in join order.
 */
export function startingQueue(
  method: PayoutOrderMethod,
  members: readonly RotationMember[],
  options: { seed?: string; adminOrder?: readonly string[] } = {},
): string[] {
  if (method === 'random_draw') {
    if (!options.seed) throw new Error('a random draw needs its recorded seed');
    return drawOrder(members, options.seed);
  }
  const joined = byJoinOrder(members);
  if (method === 'join_order') return joined;
  const present = new Set(joined);
  const named = (options.adminOrder ?? []).filter(
    (id, i, all) => present.has(id) && all.indexOf(id) === i,
  );
  return [...named, ...joined.filter((id) => !named.includes(id))];
}

/** Members who join after the start go to the end of the queue, in join order. */
export function withLateJoiners(
  queue: readonly string[],
  members: readonly RotationMember[],
): string[] {
  const inQueue = new Set(queue);
  return [...queue, ...byJoinOrder(members.filter((m) => !inQueue.has(m.userId)))];
}

/** The beneficiary of cycle n (1-based) is the n-th member of the queue. */
export function beneficiaryOf(queue: readonly string[], cycle: number): string | undefined {
  return Number.isInteger(cycle) && cycle >= 1 ? queue[cycle - 1] : undefined;
}

/** Who owes a contribution in a cycle: everyone, or everyone but the beneficiary. */
export function payersOf(
  queue: readonly string[],
  cycle: number,
  beneficiaryContributes: boolean,
): string[] {
  const beneficiary = beneficiaryOf(queue, cycle);
  return beneficiaryContributes ? [...queue] : queue.filter((id) => id !== beneficiary);
}

/** The pot of a cycle: N × amount, or (N − 1) × amount when the beneficiary does not pay. */
export function potOf(
  amount: string,
  queueLength: number,
  beneficiaryContributes: boolean,
): string {
  const payers = beneficiaryContributes ? queueLength : Math.max(0, queueLength - 1);
  return new Big(amount).times(payers).toFixed(2);
}

/** A rotation is complete once every member of the queue has received. */
export function isComplete(queue: readonly string[], paidCycles: number): boolean {
  return queue.length > 0 && paidCycles >= queue.length;
}
