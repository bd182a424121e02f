import { expect } from 'vitest';
import type { ContributionDto, GroupDto } from '@tontine/contracts';
import type { RowDataPacket } from 'mysql2/promise';
import { query } from './database.js';
import { makeGroup, makeMembers, makeUser, type TestUser } from './factories.js';
import { api } from './http.js';

export const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

export interface StartedGroup {
  group: GroupDto;
  admin: TestUser;
  /** The admin first, then the members in the order they joined: the payout queue. */
  people: TestUser[];
}

/** A group whose rotation started yesterday, with `size` people in it (its admin included). */
export async function startedGroup(size: number, amount = '500.00'): Promise<StartedGroup> {
  const admin = await makeUser();
  const group = await makeGroup(admin, {
    contribution_amount: amount,
    start_date: yesterday(),
    max_members: Math.max(size, 2),
  });
  const members = await makeMembers(group, size - 1);
  return { group, admin, people: [admin, ...members] };
}

/** Records a pending cash payment, answering its id. */
export async function recordCash(
  payer: TestUser,
  group: GroupDto,
  amount: string,
  cycle = 1,
): Promise<string> {
  const recorded = await api<{ contribution: ContributionDto }>(
    'POST',
    `/api/contributions/cash/record?group_id=${group.id}&amount=${amount}&cycle_number=${cycle}`,
    { token: payer.token },
  );
  expect(recorded.status, JSON.stringify(recorded.body)).toBe(201);
  return recorded.body.contribution.id;
}

/** Everyone pays the cycle in full and the admin approves: answers the contribution ids. */
export async function everyonePaid({ group, admin, people }: StartedGroup, cycle = 1) {
  const ids: string[] = [];
  for (const person of people) {
    const id = await recordCash(person, group, group.contribution_amount, cycle);
    const approved = await api('POST', `/api/contributions/${id}/approve`, { token: admin.token });
    if (approved.status !== 200) throw new Error(`approve failed: ${JSON.stringify(approved)}`);
    ids.push(id);
  }
  return ids;
}

export const reverse = (admin: TestUser, id: string) =>
  api<ContributionDto & { code?: string }>('POST', `/api/contributions/${id}/reverse`, {
    token: admin.token,
    body: { reason: 'Saisie en double' },
  });

export const payout = (admin: TestUser, group: GroupDto, cycle = 1) =>
  api<{ code?: string; amount?: string }>('POST', `/api/groups/${group.id}/payouts`, {
    token: admin.token,
    body: { cycle_number: cycle },
  });

/** The group's money as the database holds it. */
export async function ledgerOf(groupId: string) {
  const [row] = await query<RowDataPacket & { approved: string | null; paid: string | null }>(
    `SELECT (SELECT SUM(amount) FROM contributions WHERE group_id = ? AND status = 'approved') AS approved,
            (SELECT SUM(amount) FROM payouts WHERE group_id = ?) AS paid`,
    [groupId, groupId],
  );
  return { approved: Number(row?.approved ?? 0), paid: Number(row?.paid ?? 0) };
}

/** Groups where cycle 1 is fully approved and each member has one more payment pending. */
export async function groupsReadyForABurst(count: number) {
  const groups = await Promise.all(Array.from({ length: count }, () => startedGroup(3, '300.00')));
  const approved = await Promise.all(groups.map((g) => everyonePaid(g)));
  const pending: string[][] = [];
  for (const g of groups)
    pending.push(await Promise.all(g.people.map((p) => recordCash(p, g.group, '100.00', 2))));
  return { groups, approved, pending };
}

/** Approvals, payouts and reversals of every group at once, each retried as a client would. */
export function burst(groups: StartedGroup[], approved: string[][], pending: string[][]) {
  const calls: Array<() => Promise<unknown>> = [];
  groups.forEach((g, i) => {
    calls.push(() => payout(g.admin, g.group));
    for (const id of approved[i]!) calls.push(() => reverse(g.admin, id));
    for (const id of pending[i]!)
      calls.push(() => api('POST', `/api/contributions/${id}/approve`, { token: g.admin.token }));
    calls.push(() => payout(g.admin, g.group));
  });
  let answered = 0;
  let first!: () => void;
  // Resolved from the first answer itself, not found by polling: on an idle machine the rest of
  // the burst is answered within a polling interval, and the crash would then cut nothing.
  const firstAnswered = new Promise<void>((done) => {
    first = done;
  });
  const all = Promise.allSettled(
    calls.map((call) =>
      call().finally(() => {
        answered += 1;
        if (answered === 1) first();
      }),
    ),
  );
  return { all, firstAnswered, total: calls.length };
}
