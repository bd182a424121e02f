import { z } from 'zod';

/**
 * A member's standing: how reliably they have paid, across every group they were in. Counted
 * over the cycles whose deadline (due date plus the group's grace) has passed and that they owed:
 * paid in full by the deadline (on time), after it (late), or not yet (missed); with their fines
 * and the rotations they completed. Seen by the member and by the admins of a group they are in
 * or ask to join, never by other members.
 */
export const memberStandingDtoSchema = z.strictObject({
  user_id: z.string(),
  /** 0 to 100; null until a cycle they owed has passed its deadline. */
  score: z.number().nullable(),
  cycles_owed: z.number(),
  on_time: z.number(),
  late: z.number(),
  missed: z.number(),
  /** Fines applied to them, waived ones excepted. */
  fines: z.number(),
  /** Of which still unpaid (or waiting for validation). */
  fines_unpaid: z.number(),
  /** Groups whose rotation ended with them paid. */
  completed_rotations: z.number(),
});
export type MemberStandingDto = z.output<typeof memberStandingDtoSchema>;

/** GET /api/groups/:id/standings: the members' and the pending requesters' standings. */
export const groupStandingsSchema = z.strictObject({
  standings: z.array(memberStandingDtoSchema),
});
export type GroupStandings = z.output<typeof groupStandingsSchema>;

export const STANDING_WEIGHTS = {
  /** A late payment counts half of one on time. */
  late: 0.5,
  /** Points off for each fine still unpaid. */
  unpaidFine: 10,
  /** Points for each rotation completed. */
  completedRotation: 2,
} as const;

/**
 * The score, simple enough to explain on one screen: the share of owed cycles paid on time (a
 * late one counting half), as a percentage, less 10 points per unpaid fine, plus 2 per completed
 * rotation, kept between 0 and 100 and rounded.
 */
export function standingScore(
  counts: Pick<
    MemberStandingDto,
    'cycles_owed' | 'on_time' | 'late' | 'fines_unpaid' | 'completed_rotations'
  >,
): number | null {
  if (counts.cycles_owed === 0) return null;
  const paid = (counts.on_time + STANDING_WEIGHTS.late * counts.late) / counts.cycles_owed;
  const raw =
    100 * paid -
    STANDING_WEIGHTS.unpaidFine * counts.fines_unpaid +
    STANDING_WEIGHTS.completedRotation * counts.completed_rotations;
  return Math.round(Math.min(100, Math.max(0, raw)));
}
