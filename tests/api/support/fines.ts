import { randomUUID } from 'node:crypto';
import type { GroupDto } from '@tontine/contracts';
import { query } from './database.js';
import type { TestUser } from './factories.js';

let cycle = 0;

/**
 * The member's unpaid fine, written as the fines job writes it (due-date-jobs.test.ts runs the
 * job itself): each call fines another cycle, so that one member may have several.
 */
export async function insertFine(
  group: GroupDto,
  member: TestUser,
  amount: string = group.rules.late_fine,
): Promise<string> {
  cycle += 1;
  const id = randomUUID();
  await query(
    `INSERT INTO fines (id, group_id, user_id, cycle_number, amount, currency, status,
       rules_version, member_was_paid, created_at)
     VALUES (?, ?, ?, ?, ?, ?, 'unpaid', 1, 0, ?)`,
    [id, group.id, member.user.id, cycle, amount, group.currency, new Date()],
  );
  return id;
}
