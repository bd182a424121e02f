import { randomUUID } from 'node:crypto';
import type { GroupDto } from '@tontine/contracts';
import { query } from './database.js';
import { subgroup, type Fixture } from './route-fixture.js';

/** The rules of the groups whose fines the route table acts on. */
export const FINE_RULES = {
  late_fine_kind: 'fixed',
  late_fine: '50.00',
  paid_member_late_fine: '75.00',
  grace_days: 0,
} as const;

const groups = new WeakMap<Fixture, Promise<GroupDto>>();
let cycle = 0;

/**
 * The member's fine in a group of the cast whose rules fine 50, written as the fines job writes
 * it, a new cycle each time (one fine per member and cycle). For the servers of tests that do
 * not wait for the job's due dates (the route table); fines.test.ts runs the job itself.
 */
export async function storeFine(f: Fixture, status: 'unpaid' | 'pending'): Promise<string> {
  let made = groups.get(f);
  if (!made) {
    made = subgroup(f, { rules: FINE_RULES });
    groups.set(f, made);
  }
  const group = await made;
  cycle += 1;
  const id = randomUUID();
  const now = new Date();
  await query(
    `INSERT INTO fines (id, group_id, user_id, cycle_number, amount, currency, status,
       rules_version, member_was_paid, created_at, payment_recorded_by, payment_recorded_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, 1, 0, ?, ?, ?)`,
    [
      id,
      group.id,
      f.member.user.id,
      cycle,
      FINE_RULES.late_fine,
      group.currency,
      status,
      now,
      status === 'pending' ? f.member.user.id : null,
      status === 'pending' ? now : null,
    ],
  );
  return id;
}
