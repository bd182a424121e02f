import type { RowDataPacket } from 'mysql2';
import type {
  GroupTurnSwaps,
  NotificationDto,
  RotationDto,
  TurnSwapResponse,
} from '@tontine/contracts';
import { describe, expect, it } from 'vitest';
import { isoDateFromToday } from '../support/dates.js';
import { query } from './support/database.js';
import { joinWithCode, makeGroup, makeUser, type TestUser } from './support/factories.js';
import { api } from './support/http.js';

type Answer = TurnSwapResponse & { code?: string; detail?: string };

/** A group whose queue is written today: the admin, then `count` members in join order. */
async function startedGroup(count: number, amount = '1000') {
  const admin = await makeUser();
  const members: TestUser[] = [];
  for (let i = 0; i < count; i += 1) members.push(await makeUser());
  const group = await makeGroup(admin, {
    start_date: isoDateFromToday(0),
    contribution_amount: amount,
  });
  for (const member of members)
    expect((await joinWithCode(member, group.permanent_invitation_code!)).status).toBe(200);
  // The first read of the rotation from the start date writes the queue.
  const rotation = await api<RotationDto>('GET', `/api/groups/${group.id}/rotation`, {
    token: admin.token,
  });
  expect(rotation.body.locked).toBe(true);
  return { admin, members, group };
}

const propose = (by: TestUser, groupId: string, to: TestUser) =>
  api<Answer>('POST', `/api/groups/${groupId}/turn-swaps`, {
    token: by.token,
    body: { counterpart_id: to.user.id },
  });
const act = (by: TestUser, id: string, step: string, body?: unknown) =>
  api<Answer>('POST', `/api/turn-swaps/${id}/${step}`, { token: by.token, body });

async function queueOf(token: string, groupId: string) {
  const rotation = await api<RotationDto>('GET', `/api/groups/${groupId}/rotation`, { token });
  return rotation.body.queue.map((q) => q.user_id);
}

async function templatesOf(user: TestUser) {
  const notes = await api<NotificationDto[]>('GET', '/api/notifications', { token: user.token });
  return notes.body.map((n) => n.data?.template);
}

describe('turn swaps', () => {
  it('waits for the queue: before the start date there is no turn to swap', async () => {
    const [admin, member] = await Promise.all([makeUser(), makeUser()]);
    const group = await makeGroup(admin, { start_date: isoDateFromToday(30) });
    await joinWithCode(member, group.permanent_invitation_code!);
    const early = await propose(member, group.id, admin);
    expect(early.status).toBe(400);
    expect(early.body.code).toBe('ROTATION_NOT_STARTED');
  });

  it('is proposed, accepted by the other and approved by an admin: both turns move, everyone is told', async () => {
    const { admin, members, group } = await startedGroup(2);
    const [amina, baraka] = members as [TestUser, TestUser];
    expect(await queueOf(admin.token, group.id)).toEqual([
      admin.user.id,
      amina.user.id,
      baraka.user.id,
    ]);
    expect((await propose(amina, group.id, amina)).body.code).toBe('TURN_SWAP_SELF');

    // Two proposals for Baraka's turn at once: one is made, the other refused.
    const both = await Promise.all([
      propose(amina, group.id, baraka),
      propose(admin, group.id, baraka),
    ]);
    expect(both.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(both.find((a) => a.status === 409)?.body.code).toBe('TURN_SWAP_OPEN');
    const made = both.find((a) => a.status === 201)!.body.swap;
    const proposer = made.proposer_id === amina.user.id ? amina : admin;
    expect(made).toMatchObject({ status: 'proposed', counterpart_cycle: 3 });
    expect(await templatesOf(baraka)).toContain('turn_swap_proposed');

    // Only the member asked answers; only an admin decides.
    expect((await act(proposer, made.id, 'accept')).body.code).toBe('TURN_SWAP_NOT_YOURS');
    expect((await act(baraka, made.id, 'approve')).body.code).toBe('GROUP_ADMIN_REQUIRED');
    const accepted = await act(baraka, made.id, 'accept');
    expect(accepted.body.swap.status).toBe('accepted');
    expect(await templatesOf(admin)).toContain('turn_swap_awaiting_approval');

    const approved = await act(admin, made.id, 'approve');
    expect(approved.status).toBe(200);
    expect(approved.body.swap.status).toBe('approved');
    const queue = await queueOf(amina.token, group.id);
    expect(queue.indexOf(baraka.user.id) + 1).toBe(made.proposer_cycle);
    expect(queue.indexOf(proposer.user.id) + 1).toBe(3);
    for (const member of [admin, amina, baraka])
      expect(await templatesOf(member)).toContain('turn_swap_approved');
    expect((await act(admin, made.id, 'approve')).body.code).toBe('TURN_SWAP_DECIDED');
    const [audit] = await query<RowDataPacket & { details: string }>(
      "SELECT details FROM audit_entries WHERE action = 'turn_swap_approved' AND admin_id = ?",
      [admin.user.id],
    );
    expect(audit?.details).toContain(group.name);

    // A member sees their own swaps; the admin sees every one.
    const seen = await api<GroupTurnSwaps>('GET', `/api/groups/${group.id}/turn-swaps`, {
      token: baraka.token,
    });
    expect(seen.body).toMatchObject({ can_decide: false, swaps: [{ id: made.id }] });
  });

  it('can be declined, withdrawn, or rejected with a reason', async () => {
    const { admin, members, group } = await startedGroup(2);
    const [amina, baraka] = members as [TestUser, TestUser];
    const first = (await propose(amina, group.id, baraka)).body.swap;
    expect((await act(baraka, first.id, 'decline')).body.swap.status).toBe('declined');
    expect(await templatesOf(amina)).toContain('turn_swap_declined');
    expect((await act(baraka, first.id, 'accept')).body.code).toBe('TURN_SWAP_DECIDED');

    const second = (await propose(amina, group.id, baraka)).body.swap;
    expect((await act(baraka, second.id, 'cancel')).body.code).toBe('TURN_SWAP_NOT_YOURS');
    expect((await act(amina, second.id, 'cancel')).body.swap.status).toBe('cancelled');

    const third = (await propose(baraka, group.id, amina)).body.swap;
    await act(amina, third.id, 'accept');
    const noReason = await act(admin, third.id, 'reject', { reason: '' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.detail).toBe('Veuillez indiquer le motif du rejet');
    const rejected = await act(admin, third.id, 'reject', { reason: 'Pas avant la réunion' });
    expect(rejected.body.swap).toMatchObject({
      status: 'rejected',
      reason: 'Pas avant la réunion',
    });
    expect(await templatesOf(baraka)).toContain('turn_swap_rejected');
    expect(await queueOf(admin.token, group.id)).toEqual([
      admin.user.id,
      amina.user.id,
      baraka.user.id,
    ]);
  });

  it('is overtaken by a payout that reaches one of its turns first, and never touches a paid turn', async () => {
    const { admin, members, group } = await startedGroup(1, '100');
    const [amina] = members as [TestUser];
    // Amina offers her turn (cycle 2) for the admin's (cycle 1, the current one).
    const swap = (await propose(amina, group.id, admin)).body.swap;
    for (const payer of [admin, amina]) {
      const paid = await api<{ contribution: { id: string } }>(
        'POST',
        `/api/contributions/cash/record?group_id=${group.id}&amount=100`,
        { token: payer.token },
      );
      await api('POST', `/api/contributions/${paid.body.contribution.id}/approve`, {
        token: admin.token,
      });
    }
    expect(
      (await api('POST', `/api/groups/${group.id}/payouts`, { token: admin.token, body: {} }))
        .status,
    ).toBe(201);

    const late = await act(admin, swap.id, 'accept');
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('TURN_SWAP_OVERTAKEN');
    const after = await api<GroupTurnSwaps>('GET', `/api/groups/${group.id}/turn-swaps`, {
      token: amina.token,
    });
    expect(after.body.swaps[0]).toMatchObject({
      status: 'overtaken',
      reason: "Un versement a eu lieu entre-temps : l'échange n'est plus possible",
    });
    expect(await templatesOf(amina)).toContain('turn_swap_overtaken');
    // The admin's turn is paid: it cannot be offered any more.
    expect((await propose(amina, group.id, admin)).body.code).toBe('TURN_ALREADY_PAID');
  });
});
