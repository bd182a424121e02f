import { describe, expect, it } from 'vitest';
import type { ContributionDto, NotificationDto, RotationDto } from '@tontine/contracts';
import { countRows } from './support/database.js';
import { joinWithCode, makeGroup, makeUser, type TestUser } from './support/factories.js';
import { everyonePaid, payout, startedGroup } from './support/ledger.js';
import { api } from './support/http.js';

const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

describe('admin-set payout order', () => {
  it('lets the admin arrange the queue before the start', async () => {
    const [admin, a, b] = await Promise.all([makeUser(), makeUser(), makeUser()]);
    const future = await makeGroup(admin, {
      payout_order_method: 'admin_set',
      start_date: '2030-01-01',
    });
    await joinWithCode(a, future.permanent_invitation_code!);
    await joinWithCode(b, future.permanent_invitation_code!);
    const order = [b.user.id, admin.user.id, a.user.id];
    expect(
      (
        await api('PUT', `/api/groups/${future.id}/rotation/order`, {
          token: a.token,
          body: { user_ids: order },
        })
      ).status,
    ).toBe(403);
    const partial = await api('PUT', `/api/groups/${future.id}/rotation/order`, {
      token: admin.token,
      body: { user_ids: order.slice(0, 2) },
    });
    expect(partial.body).toMatchObject({ code: 'ORDER_MEMBERS_MISMATCH' });
    const set = await api<RotationDto>('PUT', `/api/groups/${future.id}/rotation/order`, {
      token: admin.token,
      body: { user_ids: order },
    });
    expect(set.status).toBe(200);
    expect(set.body.queue.map((q) => q.user_id)).toEqual(order);
    expect(set.body.locked).toBe(false);
    expect(set.body.order_locked).toBe(false);

    const joinOrder = await makeGroup(admin, { start_date: '2030-01-01' });
    const wrongMethod = await api('PUT', `/api/groups/${joinOrder.id}/rotation/order`, {
      token: admin.token,
      body: { user_ids: [admin.user.id] },
    });
    expect(wrongMethod.body).toMatchObject({ code: 'ORDER_NOT_ADMIN_SET' });
  });
});

describe('choosing and arranging the payout order until the first payout', () => {
  const order = (id: string, token: string, userIds: string[]) =>
    api<RotationDto & { code?: string }>('PUT', `/api/groups/${id}/rotation/order`, {
      token,
      body: { user_ids: userIds },
    });
  const method = (id: string, token: string, payoutOrderMethod: string) =>
    api<RotationDto & { code?: string }>('PUT', `/api/groups/${id}/rotation/method`, {
      token,
      body: { payout_order_method: payoutOrderMethod },
    });

  it('lets the admin change the method and arrange a group started today, then locks at the payout', async () => {
    const { group, admin, people } = await startedGroup(3, '100.00');
    const [, a, b] = people as [TestUser, TestUser, TestUser];
    const started = await api<RotationDto>('GET', `/api/groups/${group.id}/rotation`, {
      token: admin.token,
    });
    expect(started.body).toMatchObject({ locked: true, order_locked: false });

    // Only the admin, and only a known method.
    expect((await method(group.id, a.token, 'admin_set')).status).toBe(403);
    expect((await method(group.id, admin.token, 'alphabetical')).status).toBe(400);

    const toAdminSet = await method(group.id, admin.token, 'admin_set');
    expect(toAdminSet.status).toBe(200);
    expect(toAdminSet.body.payout_order_method).toBe('admin_set');
    const wanted = [b.user.id, a.user.id, admin.user.id];
    const arranged = await order(group.id, admin.token, wanted);
    expect(arranged.status).toBe(200);
    expect(arranged.body.queue.map((q) => q.user_id)).toEqual(wanted);
    expect(arranged.body.cycles[0]!.beneficiary_id).toBe(b.user.id);

    const drawn = await method(group.id, admin.token, 'random_draw');
    expect(drawn.status).toBe(200);
    expect(drawn.body.draw_seed).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(drawn.body.queue.map((q) => q.user_id))).toEqual(new Set(wanted));
    const back = await method(group.id, admin.token, 'join_order');
    expect(back.body.queue.map((q) => q.user_id)).toEqual(people.map((p) => p.user.id));
    expect(back.body.draw_seed).toBeNull();
    expect(
      await countRows('audit_entries', "action = 'payout_method_changed' AND admin_id = ?", [
        admin.user.id,
      ]),
    ).toBe(3);

    // The first payout locks the order: neither the method nor the order moves after it.
    await everyonePaid({ group, admin, people }, 1);
    expect((await payout(admin, group, 1)).status).toBe(201);
    const after = await api<RotationDto>('GET', `/api/groups/${group.id}/rotation`, {
      token: admin.token,
    });
    expect(after.body.order_locked).toBe(true);
    expect((await method(group.id, admin.token, 'admin_set')).body).toMatchObject({
      code: 'ROTATION_LOCKED',
      detail: "L'ordre de passage est verrouillé depuis le premier versement de la cagnotte",
    });
  });

  it('refuses to arrange an admin-set queue once its first pot is paid out', async () => {
    const { group, admin, people } = await startedGroup(2, '100.00');
    expect((await method(group.id, admin.token, 'admin_set')).status).toBe(200);
    await everyonePaid({ group, admin, people }, 1);
    expect((await payout(admin, group, 1)).status).toBe(201);
    const late = await order(
      group.id,
      admin.token,
      [...people].reverse().map((p) => p.user.id),
    );
    expect(late.body).toMatchObject({ code: 'ROTATION_LOCKED' });
  });
});

describe('notifications', () => {
  it('marks and deletes only the caller’s own notifications', async () => {
    const [admin, requester, stranger] = await Promise.all([makeUser(), makeUser(), makeUser()]);
    const group = await makeGroup(admin, { is_public: false });
    await api('POST', `/api/groups/${group.id}/join-request`, {
      token: requester.token,
      body: { message: 'Hello' },
    });
    const [note] = (
      await api<NotificationDto[]>('GET', '/api/notifications', { token: admin.token })
    ).body;
    expect(note!.is_read).toBe(false);
    expect(
      (await api('POST', `/api/notifications/${note!.id}/read`, { token: stranger.token })).status,
    ).toBe(404);
    const many = await api('POST', '/api/notifications/read', {
      token: admin.token,
      body: { ids: [note!.id] },
    });
    expect(many.body).toEqual({ updated: 1 });
    const after = (
      await api<NotificationDto[]>('GET', '/api/notifications', { token: admin.token })
    ).body[0]!;
    expect(after.is_read).toBe(true);
    expect(
      (await api('DELETE', `/api/notifications/${note!.id}`, { token: stranger.token })).status,
    ).toBe(404);
    expect(
      (await api('DELETE', `/api/notifications/${note!.id}`, { token: admin.token })).status,
    ).toBe(200);
    expect(
      (await api<NotificationDto[]>('GET', '/api/notifications', { token: admin.token })).body,
    ).toHaveLength(0);
  });

  it('names the template and its params beside the stored French texts', async () => {
    const [admin, member] = await Promise.all([makeUser(), makeUser()]);
    const group = await makeGroup(admin, { contribution_amount: '250', start_date: yesterday() });
    await joinWithCode(member, group.permanent_invitation_code!);
    for (const payer of [admin, member]) {
      const recorded = await api<{ contribution: ContributionDto }>(
        'POST',
        `/api/contributions/cash/record?group_id=${group.id}&amount=250&cycle_number=1`,
        { token: payer.token },
      );
      const approved = await api(
        'POST',
        `/api/contributions/${recorded.body.contribution.id}/approve`,
        { token: admin.token },
      );
      expect(approved.status).toBe(200);
    }
    expect(
      (await api('POST', `/api/groups/${group.id}/payouts`, { token: admin.token })).status,
    ).toBe(201);

    const notes = (
      await api<NotificationDto[]>('GET', '/api/notifications', { token: admin.token })
    ).body;
    const received = notes.find((n) => n.type === 'payout_received');
    expect(received).toMatchObject({
      title: 'Versement reçu',
      message: `Vous recevez la cagnotte du cycle 1 de ${group.name} : 500.00 ${group.currency}.`,
      data: {
        group_id: group.id,
        template: 'payout_received',
        group_name: group.name,
        cycle: '1',
        amount: '500.00',
        currency: group.currency,
      },
    });
    expect(notes.find((n) => n.type === 'cycle_complete')?.data).toMatchObject({
      template: 'cycle_complete',
      group_name: group.name,
      cycle: '1',
    });
    expect(notes.find((n) => n.type === 'contribution_confirmed')?.data).toMatchObject({
      template: 'contribution_confirmed',
      group_name: group.name,
      cycle: '1',
      amount: '250.00',
      currency: group.currency,
    });
  });
});
