import {
  cycleDeadline,
  fineAmount,
  type LateFineKind,
  type PayoutFrequency,
} from '@tontine/contracts';
import Big from 'big.js';
import { isoDate, isoTime, moneyText } from '../common/sql-values.js';

type Row = Record<string, unknown>;

export type FineRule =
  'fine_amount_mismatch' | 'fine_state_incomplete' | 'fine_for_cycle_paid_in_time';

/**
 * The fines' rules: each fine is the rate of the rules version it names (the higher one for a
 * member already paid); each state carries what it needs (a recorded payment, a decision, a
 * reason); and no fine exists for a cycle whose member had approved payments in full by the end
 * of the grace. The group's fund is the sum of its paid fines, derived, so it has no row of its
 * own to drift from them.
 */
export async function reconcileFines(
  q: (sql: string) => Promise<Row[]>,
  found: (rule: FineRule, details: Record<string, unknown>) => void,
): Promise<number> {
  const fines = await q(
    `SELECT f.id, f.group_id, f.user_id, f.cycle_number, f.amount, f.status, f.member_was_paid,
            f.payment_recorded_at, f.decided_at, f.waive_reason,
            g.contribution_amount, g.start_date, g.payout_frequency,
            v.late_fine_kind, v.late_fine, v.paid_member_late_fine, v.grace_days
     FROM fines f
     JOIN savings_groups g ON g.id = f.group_id
     LEFT JOIN group_rule_versions v ON v.group_id = f.group_id AND v.version = f.rules_version`,
  );
  if (fines.length === 0) return 0;
  const inTime = new Map<string, Big>();
  for (const r of await q(
    `SELECT c.group_id, c.user_id, c.cycle_number, c.amount, c.created_at FROM contributions c
     JOIN fines f ON f.group_id = c.group_id AND f.user_id = c.user_id
       AND f.cycle_number = c.cycle_number
     WHERE c.status = 'approved'`,
  )) {
    const fine = fines.find(
      (f) =>
        f.group_id === r.group_id &&
        f.user_id === r.user_id &&
        Number(f.cycle_number) === Number(r.cycle_number),
    );
    if (!fine || fine.grace_days === null || Date.parse(isoTime(r.created_at)) >= deadlineEnd(fine))
      continue;
    inTime.set(String(fine.id), (inTime.get(String(fine.id)) ?? new Big(0)).plus(cents(r.amount)));
  }
  for (const f of fines) {
    const expected =
      f.late_fine_kind === null
        ? null
        : fineAmount(
            {
              late_fine_kind: f.late_fine_kind as LateFineKind,
              late_fine: cents(f.late_fine).toFixed(2),
              paid_member_late_fine: cents(f.paid_member_late_fine).toFixed(2),
            },
            cents(f.contribution_amount).toFixed(2),
            Boolean(Number(f.member_was_paid)),
          );
    if (expected === null || !cents(f.amount).eq(expected))
      found('fine_amount_mismatch', {
        fine: f.id,
        amount: f.amount,
        expected: expected ?? 'no rules',
      });
    const complete =
      f.status === 'unpaid' ||
      (f.status === 'pending' && f.payment_recorded_at) ||
      (f.status === 'paid' && f.payment_recorded_at && f.decided_at) ||
      (f.status === 'waived' && f.decided_at && f.waive_reason);
    if (!complete) found('fine_state_incomplete', { fine: f.id, status: f.status });
    const paid = inTime.get(String(f.id));
    if (paid && paid.gte(cents(f.contribution_amount)))
      found('fine_for_cycle_paid_in_time', { fine: f.id, paid: paid.toFixed(2) });
  }
  return fines.length;
}

/** The first instant after the fine's cycle's grace (UTC). */
function deadlineEnd(f: Row): number {
  return cycleDeadline(
    isoDate(f.start_date),
    f.payout_frequency as PayoutFrequency,
    Number(f.cycle_number),
    Number(f.grace_days),
  ).end.getTime();
}

function cents(value: unknown): Big {
  return new Big(moneyText(value));
}
