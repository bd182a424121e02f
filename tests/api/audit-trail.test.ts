import { beforeAll, describe, expect, it } from 'vitest';
import type { ChatModeratorsDto, GroupDto, JoinRequestDto } from '@tontine/contracts';
import { sendChatMessage } from './support/chat-sockets.js';
import { countRows } from './support/database.js';
import { makeGroup, makeMembers, makeUser, type TestUser } from './support/factories.js';
import { api } from './support/http.js';
import { signInAs } from './support/sessions.js';

/**
 * Every admin action writes exactly one audit row, in the action's own transaction: a refused
 * or failed action writes none, and two of the same action at once are audited once.
 */
function audited(action: string, adminId: string): Promise<number> {
  return countRows('audit_entries', 'action = ? AND admin_id = ?', [action, adminId]);
}

async function myId(token: string): Promise<string> {
  return (await api<{ id: string }>('GET', '/api/auth/me', { token })).body.id;
}

describe('the audit trail of admin actions', () => {
  let superAdmin: string;
  let superAdminId: string;
  beforeAll(async () => {
    superAdmin = await signInAs('superAdmin');
    superAdminId = await myId(superAdmin);
  });

  it('arranging the rotation order: one row with the order, none when refused or failed', async () => {
    const admin = await makeUser();
    const group = await makeGroup(admin, {
      payout_order_method: 'admin_set',
      start_date: '2030-01-01',
    });
    const [a, b] = await makeMembers(group, 2);
    const arrange = (token: string, userIds: string[]) =>
      api('PUT', `/api/groups/${group.id}/rotation/order`, { token, body: { user_ids: userIds } });
    const order = [b!.user.id, admin.user.id, a!.user.id];

    expect((await arrange(a!.token, order)).status).toBe(403);
    expect(await audited('payout_order_set', a!.user.id)).toBe(0);
    const mismatch = await arrange(admin.token, [b!.user.id, admin.user.id]);
    expect(mismatch.status).toBe(400);
    expect(await audited('payout_order_set', admin.user.id)).toBe(0);
    expect(await countRows('rotation_slots', 'group_id = ?', [group.id])).toBe(0);

    const done = await arrange(admin.token, order);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(await audited('payout_order_set', admin.user.id)).toBe(1);
    expect(await countRows('rotation_slots', 'group_id = ?', [group.id])).toBe(3);

    // Three at once: each is its own action, written with its own order.
    const burst = await Promise.all([order, order, order].map((o) => arrange(admin.token, o)));
    expect(burst.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(await audited('payout_order_set', admin.user.id)).toBe(4);
    expect(await countRows('rotation_slots', 'group_id = ?', [group.id])).toBe(3);
  });

  it('audits an arrangement after the start date: the order stays open until the first payout', async () => {
    const admin = await makeUser();
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const group = await makeGroup(admin, {
      payout_order_method: 'admin_set',
      start_date: yesterday,
    });
    const [a] = await makeMembers(group, 1);
    const late = await api('PUT', `/api/groups/${group.id}/rotation/order`, {
      token: admin.token,
      body: { user_ids: [a!.user.id, admin.user.id] },
    });
    expect(late.status, JSON.stringify(late.body)).toBe(200);
    expect(await audited('payout_order_set', admin.user.id)).toBe(1);
  });

  it('deleting a group: one row, none when refused, once for two deletions at once', async () => {
    const admin = await makeUser();
    const group = await makeGroup(admin);
    const [member] = await makeMembers(group, 1);
    expect((await api('DELETE', `/api/groups/${group.id}`, { token: member!.token })).status).toBe(
      403,
    );
    expect(await audited('group_deleted', member!.user.id)).toBe(0);
    const both = await Promise.all([
      api('DELETE', `/api/groups/${group.id}`, { token: admin.token }),
      api('DELETE', `/api/groups/${group.id}`, { token: admin.token }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 404]);
    expect(await audited('group_deleted', admin.user.id)).toBe(1);
  });

  it('excluding a member: one row, none when refused or failed', async () => {
    const admin = await makeUser();
    const group = await makeGroup(admin);
    const [member, other] = await makeMembers(group, 2);
    const exclude = (token: string, userId: string) =>
      api('DELETE', `/api/groups/${group.id}/members/${userId}`, { token });
    expect((await exclude(other!.token, member!.user.id)).status).toBe(403);
    expect((await exclude(admin.token, admin.user.id)).status).toBe(400);
    expect((await exclude(admin.token, (await makeUser()).user.id)).status).toBe(404);
    expect(await audited('member_excluded', other!.user.id)).toBe(0);
    expect(await audited('member_excluded', admin.user.id)).toBe(0);
    const both = await Promise.all([
      exclude(admin.token, member!.user.id),
      exclude(admin.token, member!.user.id),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 404]);
    expect(await audited('member_excluded', admin.user.id)).toBe(1);
  });

  it('deciding join requests: one row per decision, none for a refused or repeated one', async () => {
    const admin = await makeUser();
    const group = await makeGroup(admin, { is_public: false });
    const [member] = await makeMembers(group, 1);
    const ask = async () => {
      const requester = await makeUser();
      const sent = await api<{ request: JoinRequestDto }>(
        'POST',
        `/api/groups/${group.id}/join-request`,
        { token: requester.token, body: { message: 'Karibu?' } },
      );
      expect(sent.status).toBe(201);
      return sent.body.request.id;
    };
    const decide = (token: string, id: string, outcome: 'accept' | 'reject') =>
      api('POST', `/api/join-requests/${id}/${outcome}`, { token, body: {} });

    const first = await ask();
    expect((await decide(member!.token, first, 'accept')).status).toBe(403);
    expect(await audited('join_request_accepted', member!.user.id)).toBe(0);
    // Accept and reject of the same request at once: one decision, one row.
    const raced = await Promise.all([
      decide(admin.token, first, 'accept'),
      decide(admin.token, first, 'reject'),
    ]);
    expect(raced.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(
      (await audited('join_request_accepted', admin.user.id)) +
        (await audited('join_request_rejected', admin.user.id)),
    ).toBe(1);

    const second = await ask();
    expect((await decide(admin.token, second, 'reject')).status).toBe(200);
    expect((await decide(admin.token, second, 'reject')).status).toBe(409);
    expect(
      (await audited('join_request_accepted', admin.user.id)) +
        (await audited('join_request_rejected', admin.user.id)),
    ).toBe(2);
  });

  describe('in the chat', () => {
    let admin: TestUser;
    let group: GroupDto;
    let author: TestUser;
    let member: TestUser;
    beforeAll(async () => {
      admin = await makeUser();
      group = await makeGroup(admin);
      [author, member] = (await makeMembers(group, 2)) as [TestUser, TestUser];
    });

    it('naming moderators: one row, none when refused or invalid', async () => {
      const name = (token: string, ids: string[]) =>
        api<ChatModeratorsDto>('PUT', `/api/chat/groups/${group.id}/moderators`, {
          token,
          body: { user_ids: ids },
        });
      expect((await name(member.token, [member.user.id])).status).toBe(403);
      expect((await name(admin.token, [(await makeUser()).user.id])).status).toBe(400);
      expect(await audited('chat_moderators_set', member.user.id)).toBe(0);
      expect(await audited('chat_moderators_set', admin.user.id)).toBe(0);
      expect((await name(admin.token, [member.user.id])).status).toBe(200);
      expect(await audited('chat_moderators_set', admin.user.id)).toBe(1);
      expect((await name(admin.token, [])).status).toBe(200);
    });

    it('deleting and ignoring reported messages: one row each, none when refused or repeated', async () => {
      const sent = await sendChatMessage(author.token, group.id, 'Tuma pesa hapa');
      const id = sent.body.id;
      expect(
        (await api('POST', `/api/chat/messages/${id}/flag`, { token: member.token, body: {} }))
          .status,
      ).toBe(201);

      const dismiss = (token: string) =>
        api('POST', `/api/chat/messages/${id}/dismiss-flags`, { token });
      expect((await dismiss(member.token)).status).toBe(403);
      const dismissals = await Promise.all([dismiss(admin.token), dismiss(admin.token)]);
      expect(dismissals.map((r) => r.status)).toEqual([200, 200]);
      expect(await audited('chat_flags_dismissed', admin.user.id)).toBe(1);
      expect(await audited('chat_flags_dismissed', member.user.id)).toBe(0);

      const remove = (token: string) => api('DELETE', `/api/chat/messages/${id}`, { token });
      expect((await remove(member.token)).status).toBe(403);
      const removals = await Promise.all([remove(admin.token), remove(admin.token)]);
      expect(removals.map((r) => r.status).sort()).toEqual([200, 404]);
      expect(await audited('chat_message_deleted', admin.user.id)).toBe(1);
      expect(await audited('chat_message_deleted', member.user.id)).toBe(0);
    });
  });

  it('the maintenance switch: one row per toggle, none when refused', async () => {
    const member = await makeUser();
    const before = await audited('maintenance_disabled', superAdminId);
    const refused = await api('POST', '/api/maintenance/toggle', {
      token: member.token,
      body: { enabled: false },
    });
    expect(refused.status).toBe(403);
    expect(await audited('maintenance_disabled', member.user.id)).toBe(0);
    // Off while off: the other tests keep running, and it is still an action the trail keeps.
    const done = await api('POST', '/api/maintenance/toggle', {
      token: superAdmin,
      body: { enabled: false },
    });
    expect(done.status).toBe(200);
    expect(await audited('maintenance_disabled', superAdminId)).toBe(before + 1);
  });
});
