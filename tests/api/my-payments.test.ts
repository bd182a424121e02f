import { beforeAll, describe, expect, it } from 'vitest';
import type { ContributionDto, GroupDto, MyPaymentsDto } from '@tontine/contracts';
import { joinWithCode, makeGroup, makeUser, type TestUser } from './support/factories.js';
import { api } from './support/http.js';

const daysFromNow = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function pay(user: TestUser, group: GroupDto, amount: string) {
  const query = new URLSearchParams({ group_id: group.id, amount });
  const answer = await api<{ contribution: ContributionDto }>(
    'POST',
    `/api/contributions/cash/record?${query}`,
    { token: user.token },
  );
  expect(answer.status).toBe(201);
  return answer.body.contribution;
}

const suffix = Date.now().toString(36);
const LATE = `Late group ${suffix}`;
const UPCOMING = `Upcoming group ${suffix}`;

describe('GET /api/users/me/payments', () => {
  let admin: TestUser;
  let member: TestUser;
  let late: GroupDto;
  let upcoming: GroupDto;
  let first: ContributionDto;
  let second: ContributionDto;

  beforeAll(async () => {
    [admin, member] = await Promise.all([makeUser(), makeUser()]);
    late = await makeGroup(admin, {
      name: LATE,
      contribution_amount: '1000',
      start_date: daysFromNow(-3),
    });
    upcoming = await makeGroup(admin, {
      name: UPCOMING,
      contribution_amount: '250.50',
      start_date: daysFromNow(5),
    });
    await joinWithCode(member, late.permanent_invitation_code!);
    await joinWithCode(member, upcoming.permanent_invitation_code!);
    first = await pay(member, late, '400');
    const approved = await api('POST', `/api/contributions/${first.id}/approve`, {
      token: admin.token,
    });
    expect(approved.status).toBe(200);
    second = await pay(member, late, '100.25');
  });

  it('tells per group what the current cycle still asks, by due date', async () => {
    const answer = await api<MyPaymentsDto>('GET', '/api/users/me/payments', {
      token: member.token,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.due).toEqual([
      {
        group_id: late.id,
        group_name: LATE,
        currency: late.currency,
        cycle_number: 1,
        due_date: daysFromNow(-3),
        contribution_amount: '1000.00',
        approved: '400.00',
        pending: '100.25',
        owed: '499.75',
        state: 'overdue',
      },
      expect.objectContaining({
        group_id: upcoming.id,
        due_date: daysFromNow(5),
        approved: '0.00',
        pending: '0.00',
        owed: '250.50',
        state: 'due',
      }),
    ]);
  });

  it('lists the caller’s contributions newest first, with the group and decimal amounts', async () => {
    const answer = await api<MyPaymentsDto>('GET', '/api/users/me/payments', {
      token: member.token,
    });
    expect(answer.body.history.map((c) => [c.id, c.group_name, c.amount, c.status])).toEqual([
      [second.id, LATE, '100.25', 'pending'],
      [first.id, LATE, '400.00', 'approved'],
    ]);
    expect(answer.body.history[0]).toMatchObject({ method: 'cash', chain_status: null });
  });

  it('shows nobody else’s payments, and a newcomer an empty page', async () => {
    const stranger = await makeUser();
    const answer = await api<MyPaymentsDto>('GET', '/api/users/me/payments', {
      token: stranger.token,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ due: [], history: [], fines: [] });
    const anonymous = await api('GET', '/api/users/me/payments');
    expect(anonymous.status).toBe(401);
  });
});
