import { randomUUID } from 'node:crypto';
import type { GroupDto, GroupStandings, MemberStandingDto } from '@tontine/contracts';
import { describe, expect, it } from 'vitest';
import { isoDateFromToday } from '../support/dates.js';
import { backdate } from './support/backdate.js';
import { query } from './support/database.js';
import { joinWithCode, makeGroup, makeUser, type TestUser } from './support/factories.js';
import { api } from './support/http.js';

const RULES = {
  late_fine_kind: 'fixed',
  late_fine: '10',
  paid_member_late_fine: '10',
  grace_days: 1,
} as const;

async function pay(payer: TestUser, admin: TestUser, group: GroupDto) {
  const paid = await api<{ contribution: { id: string } }>(
    'POST',
    `/api/contributions/cash/record?group_id=${group.id}&amount=100`,
    { token: payer.token },
  );
  expect(paid.status).toBe(201);
  await api('POST', `/api/contributions/${paid.body.contribution.id}/approve`, {
    token: admin.token,
  });
}

/** A group of the admin's with `member` in it, its first cycle due in a month. */
async function groupWith(admin: TestUser, member: TestUser) {
  const group = await makeGroup(admin, {
    start_date: isoDateFromToday(30),
    contribution_amount: '100',
    rules: RULES,
  });
  expect((await joinWithCode(member, group.permanent_invitation_code!)).status).toBe(200);
  return group;
}

describe("a member's standing", () => {
  it('counts on-time, late and missed cycles across groups, with unpaid fines, into one score', async () => {
    const [amina, kamau, wanjiru, requester] = await Promise.all([
      makeUser(),
      makeUser(),
      makeUser(),
      makeUser(),
    ]);
    const fresh = await api<MemberStandingDto>('GET', '/api/users/me/standing', {
      token: amina.token,
    });
    expect(fresh.body).toMatchObject({ score: null, cycles_owed: 0 });

    // Paid the day before the due date: on time.
    const onTime = await groupWith(kamau, amina);
    await pay(amina, kamau, onTime);
    await backdate(onTime.id, 5);
    // Paid today, four days after the grace: late.
    const late = await groupWith(wanjiru, amina);
    await backdate(late.id, 5);
    await pay(amina, wanjiru, late);
    // Never paid, fined (and the fine left unpaid): missed.
    const missed = await groupWith(kamau, amina);
    await backdate(missed.id, 5);
    await query(
      `INSERT INTO fines (id, group_id, user_id, cycle_number, amount, currency, status,
         rules_version, member_was_paid, created_at)
       VALUES (?, ?, ?, 1, 10, ?, 'unpaid', 1, 0, ?)`,
      [randomUUID(), missed.id, amina.user.id, missed.currency, new Date()],
    );

    const mine = await api<MemberStandingDto>('GET', '/api/users/me/standing', {
      token: amina.token,
    });
    expect(mine.body).toEqual({
      user_id: amina.user.id,
      cycles_owed: 3,
      on_time: 1,
      late: 1,
      missed: 1,
      fines: 1,
      fines_unpaid: 1,
      completed_rotations: 0,
      // 100 × (1 + ½) / 3 − 10 for the unpaid fine.
      score: 40,
    });

    // The group's admin sees it beside each member and each pending request; members never do.
    const asked = await api('POST', `/api/groups/${onTime.id}/join-request`, {
      token: requester.token,
      body: { message: 'Je vends des légumes à côté d’Amina.' },
    });
    expect(asked.status).toBe(201);
    const seen = await api<GroupStandings>('GET', `/api/groups/${onTime.id}/standings`, {
      token: kamau.token,
    });
    expect(seen.status).toBe(200);
    const byUser = new Map(seen.body.standings.map((s) => [s.user_id, s]));
    expect(byUser.get(amina.user.id)?.score).toBe(40);
    // Kamau owed cycle 1 of two groups and paid neither.
    expect(byUser.get(kamau.user.id)).toMatchObject({ cycles_owed: 2, missed: 2, score: 0 });
    expect(byUser.get(requester.user.id)).toMatchObject({ score: null });
    const refused = await api<{ code: string }>('GET', `/api/groups/${onTime.id}/standings`, {
      token: amina.token,
    });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('GROUP_ADMIN_REQUIRED');
  });
});
