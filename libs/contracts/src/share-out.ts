import Big from 'big.js';
import { z } from 'zod';
import { amountOrZeroField } from './money.js';

/** Why a share-out cannot be confirmed now. */
export const SHARE_OUT_BLOCKS = ['loans_outstanding', 'nothing_to_share'] as const;
export type ShareOutBlock = (typeof SHARE_OUT_BLOCKS)[number];

/** One saving counted in a share-out: whose, how much, since when it was in the fund. */
export interface ShareOutSaving {
  userId: string;
  amount: string;
  /** When the saving entered the fund (its validation). */
  at: Date;
}

export interface ShareOutLine {
  userId: string;
  /** What the member saved since the last share-out: given back whole. */
  savings: string;
  /** Their part of what the fund earned (interest and fines), by savings × days held. */
  profit: string;
  total: string;
}

const DAY_MS = 86_400_000;

/**
 * The share-out of a fund that holds `balance`: each member gets back what they saved since the
 * last share-out, and the rest (what loans and fines earned) is shared in proportion to each
 * saving × the whole days it was held until `asOf` (at least one, so that a saving of the last
 * day still counts). Profit shares are rounded down to the cent and the cents left go one each to
 * the largest remainders (then by member id), so that the lines add up to the balance exactly.
 * With no loan outstanding (the share-out waits for them) the balance is never below the savings:
 * fines and interest only add to it.
 */
export function shareOutLines(
  savings: readonly ShareOutSaving[],
  balance: string,
  asOf: Date,
): ShareOutLine[] {
  const members = [...new Set(savings.map((s) => s.userId))].sort();
  if (!members.length) return [];
  const saved = new Map(members.map((m) => [m, new Big(0)]));
  const weight = new Map(members.map((m) => [m, new Big(0)]));
  for (const s of savings) {
    const days = Math.max(1, Math.floor((asOf.getTime() - s.at.getTime()) / DAY_MS));
    saved.set(s.userId, saved.get(s.userId)!.plus(s.amount));
    weight.set(s.userId, weight.get(s.userId)!.plus(new Big(s.amount).times(days)));
  }
  const totalSaved = members.reduce((sum, m) => sum.plus(saved.get(m)!), new Big(0));
  const profit = new Big(balance).minus(totalSaved);
  if (profit.lt(0)) throw new RangeError(`the balance ${balance} is below the savings`);
  const totalWeight = members.reduce((sum, m) => sum.plus(weight.get(m)!), new Big(0));
  const cents = profit.times(100);
  const exact = members.map((m) =>
    totalWeight.eq(0) ? new Big(0) : cents.times(weight.get(m)!).div(totalWeight),
  );
  const floors = exact.map((e) => e.round(0, Big.roundDown));
  let left = Number(cents.minus(floors.reduce((a, b) => a.plus(b), new Big(0))).toFixed(0));
  const order = members
    .map((m, i) => ({ i, m, rest: exact[i]!.minus(floors[i]!) }))
    .sort((a, b) => (b.rest.cmp(a.rest) !== 0 ? b.rest.cmp(a.rest) : a.m.localeCompare(b.m)));
  for (let k = 0; left > 0; k = (k + 1) % order.length, left -= 1)
    floors[order[k]!.i] = floors[order[k]!.i]!.plus(1);
  return members.map((m, i) => {
    const share = floors[i]!.div(100);
    return {
      userId: m,
      savings: saved.get(m)!.toFixed(2),
      profit: share.toFixed(2),
      total: saved.get(m)!.plus(share).toFixed(2),
    };
  });
}

export const shareOutLineDtoSchema = z.strictObject({
  user_id: z.string(),
  user_name: z.string(),
  savings: z.string(),
  profit: z.string(),
  total: z.string(),
});
export type ShareOutLineDto = z.output<typeof shareOutLineDtoSchema>;

/** GET /api/groups/:id/share-out: what each member would receive if the admins shared out now. */
export const shareOutPreviewSchema = z.strictObject({
  currency: z.string(),
  as_of: z.string(),
  /** The fund's balance: what would be shared. */
  balance: z.string(),
  savings: z.string(),
  profit: z.string(),
  /** The savings counted start after this share-out; null for the fund's first. */
  last_share_out_at: z.string().nullable(),
  lines: z.array(shareOutLineDtoSchema),
  blocked: z.enum(SHARE_OUT_BLOCKS).nullable(),
  can_confirm: z.boolean(),
});
export type ShareOutPreview = z.output<typeof shareOutPreviewSchema>;

/**
 * POST /api/groups/:id/share-out: the admins confirm the preview they read, named by its balance:
 * a saving or a repayment since then changes it, and the share-out is refused.
 */
export const confirmShareOutSchema = z.strictObject({
  accepted_balance: amountOrZeroField('invalidValue'),
});
export type ConfirmShareOut = z.output<typeof confirmShareOutSchema>;

export const shareOutDtoSchema = z.strictObject({
  id: z.string(),
  total: z.string(),
  currency: z.string(),
  created_at: z.string(),
  created_by_name: z.string(),
  lines: z.array(shareOutLineDtoSchema),
});
export type ShareOutDto = z.output<typeof shareOutDtoSchema>;
