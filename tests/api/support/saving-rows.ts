import { randomUUID } from 'node:crypto';
import type { GroupDto } from '@tontine/contracts';
import { query } from './database.js';
import { subgroup, type Fixture } from './route-fixture.js';

const groups = new WeakMap<Fixture, Promise<GroupDto>>();

/**
 * A group of the cast with a savings fund of free savings (any amount), its rules written as
 * its admins' PUT writes them: every member of the cast may save in it, as often as asked.
 */
export function savingsGroup(f: Fixture): Promise<GroupDto> {
  let made = groups.get(f);
  if (!made) {
    made = subgroup(f).then(async (group) => {
      await query(
        `INSERT INTO group_savings_rules (group_id, enabled, saving_kind, saving_amount,
           loan_multiple, loan_cap, interest_method, monthly_rate, max_term_months,
           guarantors_required, approval, updated_by, updated_at)
         VALUES (?, 1, 'free', 0, 3, 0, 'reducing', 1, 6, 1, 'admin', ?, ?)`,
        [group.id, f.groupAdmin.user.id, new Date()],
      );
      return group;
    });
    groups.set(f, made);
  }
  return made;
}

/** The member's saving of 100 declared in cash in that group, waiting for validation. */
export async function storeSaving(f: Fixture): Promise<string> {
  const group = await savingsGroup(f);
  const id = randomUUID();
  await query(
    `INSERT INTO savings (id, group_id, user_id, cycle_number, amount, currency, method, status,
       recorded_by, created_at)
     VALUES (?, ?, ?, 1, 100, ?, 'cash', 'pending', ?, ?)`,
    [id, group.id, f.member.user.id, group.currency, f.member.user.id, new Date()],
  );
  return id;
}
