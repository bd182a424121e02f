import { beforeAll, describe, expect, it } from 'vitest';
import {
  memberHomeSchema,
  type ContributionDto,
  type GroupDto,
  type MemberHomeDto,
} from '@tontine/contracts';
import { joinWithCode, makeGroup, makeUser, type TestUser } from './support/factories.js';
import { api } from './support/http.js';

/**
 * GET /api/users/me/home answers the dashboard's first screen at once, each part as
 * its own endpoint answers it for the same member, so the client can seed each section's query.
 */
const PARTS: Array<[keyof MemberHomeDto, string]> = [
  ['user', '/api/auth/me'],
  ['settings', '/api/users/me/settings'],
  ['groups', '/api/groups?limit=100'],
  ['summary', '/api/users/me/summary'],
  ['payments', '/api/users/me/payments'],
  ['flows', '/api/users/me/flows'],
  ['notifications', '/api/notifications'],
  ['rewards', '/api/users/me/rewards'],
];

describe('GET /api/users/me/home', () => {
  let admin: TestUser;
  let member: TestUser;
  let group: GroupDto;

  beforeAll(async () => {
    [admin, member] = await Promise.all([makeUser(), makeUser()]);
    group = await makeGroup(admin, { contribution_amount: '1500.50' });
    await joinWithCode(member, group.permanent_invitation_code!);
    const query = new URLSearchParams({ group_id: group.id, amount: '1500.50' });
    const paid = await api<{ contribution: ContributionDto }>(
      'POST',
      `/api/contributions/cash/record?${query}`,
      { token: member.token },
    );
    expect(paid.status).toBe(201);
    // The approval notifies the member: the home's notifications are not empty.
    const approved = await api('POST', `/api/contributions/${paid.body.contribution.id}/approve`, {
      token: admin.token,
    });
    expect(approved.status).toBe(200);
    const flow = await api('PUT', '/api/users/me/flows/joinRequest', {
      token: member.token,
      body: { step_index: 2, completed: false },
    });
    expect(flow.status).toBe(200);
  });

  it('answers each part exactly as its own endpoint does for the same member', async () => {
    const home = await api<MemberHomeDto>('GET', '/api/users/me/home', { token: member.token });
    expect(home.status).toBe(200);
    expect(memberHomeSchema.safeParse(home.body).success).toBe(true);
    expect(Object.keys(home.body).sort()).toEqual(PARTS.map(([part]) => part).sort());

    // A member with something in every section, so that an empty part cannot pass by chance.
    expect(home.body.groups.items.map((g) => g.id)).toEqual([group.id]);
    expect(home.body.summary.total_contributed).toEqual({ [group.currency]: '1500.50' });
    expect(home.body.payments.history).toHaveLength(1);
    expect(home.body.notifications.length).toBeGreaterThan(0);
    expect(home.body.flows.map((f) => f.flow)).toEqual(['joinRequest']);

    for (const [part, path] of PARTS) {
      const own = await api('GET', path, { token: member.token });
      expect(own.status, path).toBe(200);
      expect(home.body[part], part).toEqual(own.body);
    }
  });

  it('answers a group admin with their side of the group', async () => {
    const home = await api<MemberHomeDto>('GET', '/api/users/me/home', { token: admin.token });
    expect(home.status).toBe(200);
    const own = await api('GET', '/api/groups?limit=100', { token: admin.token });
    expect(home.body.groups).toEqual(own.body);
    expect(home.body.groups.items[0]?.my_relation).toBe('admin');
  });

  it('refuses a caller who is not signed in', async () => {
    const answer = await api('GET', '/api/users/me/home');
    expect(answer.status).toBe(401);
  });
});
