import { describe, expect, it } from 'vitest';
import type { ContributionDto, NotificationDto, RotationDto } from '@tontine/contracts';
import { joinWithCode, makeGroup, makeUser } from './support/factories.js';
import { api } from './support/http.js';

const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

describe('admin-set payout order', () => {
  it('lets the admin arrange the queue before the start, then locks it', async () => {
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

    const started = await makeGroup(admin, {
      payout_order_method: 'admin_set',
      start_date: yesterday(),
    });
    const locked = await api('PUT', `/api/groups/${started.id}/rotation/order`, {
      token: admin.token,
      body: { user_ids: [admin.user.id] },
    });
    expect(locked.body).toMatchObject({ code: 'ROTATION_LOCKED' });
    const joinOrder = await makeGroup(admin, { start_date: '2030-01-01' });
    const wrongMethod = await api('PUT', `/api/groups/${joinOrder.id}/rotation/order`, {
      token: admin.token,
      body: { user_ids: [admin.user.id] },
    });
    expect(wrongMethod.body).toMatchObject({ code: 'ORDER_NOT_ADMIN_SET' });
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
