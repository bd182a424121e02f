import { beforeAll, describe, expect, it } from 'vitest';
import type { ContributionDto, GroupDto, NotificationDto, RotationDto } from '@tontine/contracts';
import { countRows } from './support/database.js';
import { joinWithCode, makeGroup, makeUser, type TestUser } from './support/factories.js';
import { api } from './support/http.js';

const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

function record(
  user: TestUser,
  group: GroupDto,
  amount: string | number,
  extra: Record<string, string> = {},
  key?: string,
) {
  const query = new URLSearchParams({ group_id: group.id, amount: String(amount), ...extra });
  return api<{ success: boolean; message: string; contribution: ContributionDto }>(
    'POST',
    `/api/contributions/cash/record?${query}`,
    { token: user.token, headers: key ? { 'idempotency-key': key } : {} },
  );
}

describe('cash contributions', () => {
  let admin: TestUser;
  let alice: TestUser;
  let bob: TestUser;
  let group: GroupDto;

  beforeAll(async () => {
    [admin, alice, bob] = await Promise.all([makeUser(), makeUser(), makeUser()]);
    group = await makeGroup(admin, {
      contribution_amount: '1000',
      start_date: yesterday(),
      max_members: 5,
    });
    await joinWithCode(alice, group.permanent_invitation_code!);
    await joinWithCode(bob, group.permanent_invitation_code!);
  });

  it('records a pending cash payment with the documents’ message', async () => {
    const answer = await record(alice, group, 1000, { currency: 'KES', cycle_number: '1' });
    expect(answer.status).toBe(201);
    expect(answer.body.message).toBe(
      "Paiement enregistré ! L'admin va valider votre contribution.",
    );
    expect(answer.body.contribution).toMatchObject({
      amount: '1000.00',
      status: 'pending',
      cycle_number: 1,
      method: 'cash',
    });
  });

  it('records nothing twice for a retried request with the same idempotency key, even at once', async () => {
    const key = `retry-${Date.now()}`;
    const [a, b] = await Promise.all([
      record(bob, group, '400', {}, key),
      record(bob, group, '400', {}, key),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.contribution.id).toBe(b.body.contribution.id);
    const again = await record(bob, group, '400', {}, key);
    expect(again.body.contribution.id).toBe(a.body.contribution.id);
    expect(await countRows('contributions', 'idempotency_key = ?', [key])).toBe(1);
    const conflict = await record(bob, group, '500', {}, key);
    expect(conflict.status).toBe(409);
  });

  it('adds partial payments up and refuses what passes the amount owed', async () => {
    expect((await record(bob, group, '600.00')).status).toBe(201);
    const over = await record(bob, group, '0.01');
    expect(over.status).toBe(400);
    expect(over.body).toMatchObject({ code: 'AMOUNT_EXCEEDS_DUE' });
  });

  it('refuses outsiders, another currency and bad amounts', async () => {
    const outsider = await makeUser();
    const refused = await record(outsider, group, 100);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      detail: 'Seuls les membres du groupe peuvent effectuer des paiements',
    });
    expect((await record(alice, group, 1, { currency: 'USD' })).body).toMatchObject({
      code: 'CURRENCY_MISMATCH',
    });
    expect((await record(alice, group, -5)).status).toBe(400);
    expect((await record(alice, group, '10.005')).status).toBe(400);
    expect((await record(alice, group, 10, { cycle_number: '9' })).body).toMatchObject({
      code: 'CYCLE_INVALID',
    });
  });

  it('lets only the group admin approve, once, and tells the payer', async () => {
    const pending = (
      await api<ContributionDto[]>('GET', `/api/groups/${group.id}/contributions`, {
        token: admin.token,
      })
    ).body.find((c) => c.user_id === alice.user.id && c.status === 'pending')!;
    expect(
      (await api('POST', `/api/contributions/${pending.id}/approve`, { token: bob.token })).status,
    ).toBe(403);
    const [first, second] = await Promise.all([
      api('POST', `/api/contributions/${pending.id}/approve`, { token: admin.token }),
      api('POST', `/api/contributions/${pending.id}/approve`, { token: admin.token }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    const notes = await api<NotificationDto[]>('GET', '/api/notifications', { token: alice.token });
    expect(notes.body[0]).toMatchObject({ type: 'contribution_confirmed', priority: 'medium' });
    expect(
      await countRows('audit_entries', "action = 'contribution_approved' AND admin_id = ?", [
        admin.user.id,
      ]),
    ).toBe(1);
  });

  it('rejects with a reason and shows members only their own contributions', async () => {
    const mine = await api<ContributionDto[]>('GET', `/api/groups/${group.id}/contributions`, {
      token: bob.token,
    });
    expect(mine.body.every((c) => c.user_id === bob.user.id)).toBe(true);
    const target = mine.body.find((c) => c.status === 'pending')!;
    const noReason = await api('POST', `/api/contributions/${target.id}/reject`, {
      token: admin.token,
      body: { reason: ' ' },
    });
    expect(noReason.body).toMatchObject({ detail: 'Veuillez indiquer le motif du rejet' });
    const rejected = await api<ContributionDto>('POST', `/api/contributions/${target.id}/reject`, {
      token: admin.token,
      body: { reason: 'Montant non reçu' },
    });
    expect(rejected.body).toMatchObject({
      status: 'rejected',
      rejection_reason: 'Montant non reçu',
    });
    // The payer is told, with the reason, in a medium-priority notification of its own type.
    const notes = await api<NotificationDto[]>('GET', '/api/notifications', { token: bob.token });
    const note = notes.body.find((n) => n.data?.contribution_id === target.id);
    expect(note).toMatchObject({
      type: 'contribution_rejected',
      priority: 'medium',
      title: 'Contribution refusée',
      data: { template: 'contribution_rejected', reason: 'Montant non reçu', group_id: group.id },
    });
    expect(note?.message).toContain('a été refusée : Montant non reçu');
  });

  it('shows the locked queue and each member’s state in the cycle', async () => {
    const view = await api<RotationDto>('GET', `/api/groups/${group.id}/rotation`, {
      token: alice.token,
    });
    expect(view.status).toBe(200);
    expect(view.body.locked).toBe(true);
    expect(view.body.queue.map((q) => q.user_id)).toEqual([
      admin.user.id,
      alice.user.id,
      bob.user.id,
    ]);
    const cycle1 = view.body.cycles[0]!;
    expect(cycle1).toMatchObject({
      cycle_number: 1,
      beneficiary_id: admin.user.id,
      pot: '3000.00',
      paid_out: false,
    });
    const state = Object.fromEntries(cycle1.members.map((m) => [m.user_id, m.state]));
    expect(state).toEqual({
      [admin.user.id]: 'overdue',
      [alice.user.id]: 'paid',
      [bob.user.id]: 'pending',
    });
    // What awaits validation is shown beside what is approved, so nobody is asked to pay it again.
    const bobsPending = (
      await api<ContributionDto[]>('GET', `/api/groups/${group.id}/contributions`, {
        token: bob.token,
      })
    ).body.filter((c) => c.status === 'pending');
    expect(bobsPending).toHaveLength(1);
    const lines = Object.fromEntries(cycle1.members.map((m) => [m.user_id, m]));
    expect(lines[bob.user.id]).toMatchObject({ approved: '0.00', pending: bobsPending[0]!.amount });
    expect(lines[alice.user.id]).toMatchObject({ approved: '1000.00', pending: '0.00' });
    const outsider = await makeUser();
    expect(
      (await api('GET', `/api/groups/${group.id}/rotation`, { token: outsider.token })).status,
    ).toBe(403);
  });

  it('draws a random order once, from a recorded seed', async () => {
    const owner = await makeUser();
    const drawn = await makeGroup(owner, {
      payout_order_method: 'random_draw',
      start_date: yesterday(),
    });
    const others = await Promise.all([makeUser(), makeUser(), makeUser()]);
    for (const o of others) await joinWithCode(o, drawn.permanent_invitation_code!);
    const first = await api<RotationDto>('GET', `/api/groups/${drawn.id}/rotation`, {
      token: owner.token,
    });
    expect(first.body.draw_seed).toMatch(/^[0-9a-f]{32}$/);
    expect(first.body.queue).toHaveLength(4);
    const again = await api<RotationDto>('GET', `/api/groups/${drawn.id}/rotation`, {
      token: owner.token,
    });
    expect(again.body.queue).toEqual(first.body.queue);
    expect(again.body.draw_seed).toBe(first.body.draw_seed);
  });
});

describe('correcting an approved contribution', () => {
  it('adds an opposite entry instead of editing history, once, and never after the payout', async () => {
    const [admin, member] = await Promise.all([makeUser(), makeUser()]);
    const group = await makeGroup(admin, { contribution_amount: '300', start_date: yesterday() });
    await joinWithCode(member, group.permanent_invitation_code!);
    const paid = await record(member, group, 300);
    await api('POST', `/api/contributions/${paid.body.contribution.id}/approve`, {
      token: admin.token,
    });

    const pendingOne = await record(admin, group, 300);
    const notApproved = await api(
      'POST',
      `/api/contributions/${pendingOne.body.contribution.id}/reverse`,
      {
        token: admin.token,
        body: { reason: 'x' },
      },
    );
    expect(notApproved.status).toBe(409);

    const reversal = await api<ContributionDto>(
      'POST',
      `/api/contributions/${paid.body.contribution.id}/reverse`,
      {
        token: admin.token,
        body: { reason: 'Billets contrefaits' },
      },
    );
    expect(reversal.status).toBe(201);
    expect(reversal.body).toMatchObject({ amount: '-300.00', status: 'approved' });
    expect(
      await countRows('contributions', "id = ? AND status = 'approved'", [
        paid.body.contribution.id,
      ]),
    ).toBe(1);
    const twice = await api('POST', `/api/contributions/${paid.body.contribution.id}/reverse`, {
      token: admin.token,
      body: { reason: 'x' },
    });
    expect(twice.status).toBe(409);

    const view = await api<RotationDto>('GET', `/api/groups/${group.id}/rotation`, {
      token: member.token,
    });
    expect(view.body.cycles[0]!.members.find((m) => m.user_id === member.user.id)).toMatchObject({
      state: 'overdue',
      approved: '0.00',
    });
    const repaid = await record(member, group, 300);
    expect(repaid.status).toBe(201);
    await api('POST', `/api/contributions/${repaid.body.contribution.id}/approve`, {
      token: admin.token,
    });
    await api('POST', `/api/contributions/${pendingOne.body.contribution.id}/approve`, {
      token: admin.token,
    });
    expect(
      (await api('POST', `/api/groups/${group.id}/payouts`, { token: admin.token })).status,
    ).toBe(201);
    const afterPayout = await api(
      'POST',
      `/api/contributions/${repaid.body.contribution.id}/reverse`,
      {
        token: admin.token,
        body: { reason: 'trop tard' },
      },
    );
    expect(afterPayout.status).toBe(409);
  });
});

describe('cash an admin records for a member', () => {
  it('is written to the audit trail with the payment, and only when it is recorded', async () => {
    const [admin, member] = await Promise.all([makeUser(), makeUser()]);
    const group = await makeGroup(admin, {
      contribution_amount: '800',
      start_date: yesterday(),
      max_members: 3,
    });
    await joinWithCode(member, group.permanent_invitation_code!);
    const audited = () =>
      countRows('audit_entries', "action = 'cash_recorded_for_member' AND admin_id = ?", [
        admin.user.id,
      ]);

    const own = await record(member, group, '300');
    expect(own.status).toBe(201);
    expect(await audited()).toBe(0);

    const forMember = await record(admin, group, '500', { member_id: member.user.id });
    expect(forMember.status).toBe(201);
    expect(await audited()).toBe(1);

    // Past what the member owes: refused, and nothing is audited.
    const refused = await record(admin, group, '1', { member_id: member.user.id });
    expect(refused.status).toBe(400);
    expect(await audited()).toBe(1);
  });
});
