import { z } from 'zod';

/**
 * Turn swaps: a member proposes to exchange their turn (the cycle whose pot they receive) with
 * another member's; the other accepts or declines; an admin approves or rejects. Only turns not
 * yet paid out, once the queue is written (from the start date); a payout that reaches either
 * turn first ends the swap (`overtaken`). One open swap at a time per member of a group.
 */
export const TURN_SWAP_STATUSES = [
  'proposed',
  'accepted',
  'approved',
  'declined',
  'rejected',
  'cancelled',
  'overtaken',
] as const;
export type TurnSwapStatus = (typeof TURN_SWAP_STATUSES)[number];
/** The states that still hold both turns. */
export const OPEN_TURN_SWAP_STATUSES = ['proposed', 'accepted'] as const satisfies TurnSwapStatus[];

export const turnSwapDtoSchema = z.strictObject({
  id: z.string(),
  group_id: z.string(),
  proposer_id: z.string(),
  proposer_name: z.string(),
  /** The cycle whose pot the proposer receives now (the counterpart's once approved). */
  proposer_cycle: z.number(),
  counterpart_id: z.string(),
  counterpart_name: z.string(),
  counterpart_cycle: z.number(),
  status: z.enum(TURN_SWAP_STATUSES),
  /** Why an admin rejected it, or which payout overtook it. */
  reason: z.string().nullable(),
  created_at: z.string(),
  /** When the counterpart accepted or declined. */
  responded_at: z.string().nullable(),
  /** When it was approved, rejected, cancelled or overtaken. */
  decided_at: z.string().nullable(),
});
export type TurnSwapDto = z.output<typeof turnSwapDtoSchema>;

/** GET /api/groups/:id/turn-swaps: the caller's swaps; every swap for the group's admins. */
export const groupTurnSwapsSchema = z.strictObject({
  swaps: z.array(turnSwapDtoSchema),
  can_decide: z.boolean(),
});
export type GroupTurnSwaps = z.output<typeof groupTurnSwapsSchema>;

export const proposeTurnSwapSchema = z.strictObject({
  counterpart_id: z.string({ error: 'invalidValue' }).min(1, { error: 'invalidValue' }),
});
export type ProposeTurnSwap = z.output<typeof proposeTurnSwapSchema>;

export const turnSwapResponseSchema = z.strictObject({ swap: turnSwapDtoSchema });
export type TurnSwapResponse = z.output<typeof turnSwapResponseSchema>;
