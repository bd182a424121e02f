import { describe, expect, it } from 'vitest';
import type { GroupActivityDto, JoinRequestDto } from '@tontine/contracts';
import { joinWithCode, makeGroup, makeUser } from './support/factories.js';
import { api } from './support/http.js';

describe('GET /api/groups/:id/activity', () => {
  it('tells members what happened, keeps refusals and exclusions for admins, and hides it from outsiders', async () => {
    const [admin, member, accepted, refused, excluded, outsider] = await Promise.all(
      Array.from({ length: 6 }, () => makeUser()),
    );
    const group = await makeGroup(admin, { is_public: false });
    await joinWithCode(member, group.permanent_invitation_code!);
    await joinWithCode(excluded, group.permanent_invitation_code!);
    for (const [user, decision] of [
      [accepted, 'accept'],
      [refused, 'reject'],
    ] as const) {
      const sent = await api<{ request: JoinRequestDto }>(
        'POST',
        `/api/groups/${group.id}/join-request`,
        {
          token: user.token,
          body: { message: 'Je voudrais épargner avec vous.' },
        },
      );
      await api('POST', `/api/join-requests/${sent.body.request.id}/${decision}`, {
        token: admin.token,
        body: {},
      });
    }
    await api('DELETE', `/api/groups/${group.id}/members/${excluded.user.id}`, {
      token: admin.token,
    });

    const types = async (token: string) =>
      (
        await api<GroupActivityDto[]>('GET', `/api/groups/${group.id}/activity`, { token })
      ).body.map((e) => `${e.type}:${e.user_id}`);
    const forAdmin = await types(admin.token);
    expect(forAdmin).toEqual(
      expect.arrayContaining([
        `group_created:${admin.user.id}`,
        `member_joined:${member.user.id}`,
        `request_accepted:${accepted.user.id}`,
        `request_rejected:${refused.user.id}`,
        `member_excluded:${excluded.user.id}`,
      ]),
    );
    expect(forAdmin[0]).toBe(`member_excluded:${excluded.user.id}`);
    expect(forAdmin.filter((t) => t === `member_joined:${admin.user.id}`)).toHaveLength(0);
    const forMember = await types(member.token);
    expect(forMember).toContain(`request_accepted:${accepted.user.id}`);
    expect(
      forMember.some((t) => t.startsWith('request_rejected') || t.startsWith('member_excluded')),
    ).toBe(false);
    expect(
      (await api('GET', `/api/groups/${group.id}/activity`, { token: outsider.token })).status,
    ).toBe(403);
  });
});
