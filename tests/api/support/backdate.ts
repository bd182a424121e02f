import { query } from './database.js';

const daysFromNow = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Moves a group made with a far start date into the past: cycle 1 was due `daysAgo` days ago,
 * its members joined ten days before that and the payments made so far were recorded the day
 * before it was due (with the approved totals of their day). The jobs see it from their next
 * run.
 */
export async function backdate(groupId: string, daysAgo: number) {
  await query('UPDATE memberships SET joined_at = ? WHERE group_id = ?', [
    new Date(Date.now() - (daysAgo + 10) * 86_400_000),
    groupId,
  ]);
  const paidOn = new Date(Date.now() - (daysAgo + 1) * 86_400_000);
  await query('UPDATE contributions SET created_at = ? WHERE group_id = ?', [paidOn, groupId]);
  // The approved totals by day follow the payments they count.
  await query('UPDATE contribution_daily_totals SET day = ? WHERE group_id = ?', [
    paidOn.toISOString().slice(0, 10),
    groupId,
  ]);
  await query('UPDATE savings_groups SET start_date = ?, current_due_date = NULL WHERE id = ?', [
    daysFromNow(-daysAgo),
    groupId,
  ]);
}
