import { describe, expect, inject, it } from 'vitest';
import type { GroupFines, MpesaPaymentDto, NotificationDto } from '@tontine/contracts';
import { insertFine } from './support/fines.js';
import { joinWithCode, makeGroup, makeUser, type TestUser } from './support/factories.js';
import { api } from './support/http.js';
import { darajaControl, settled, ownPhone } from './support/mpesa.js';

/**
 * Late fines paid by M-Pesa STK push, against the Daraja stand-in the shared API is configured
 * with: the fine waits on the phone, is paid into the fund on Safaricom's confirmed receipt, and
 * is to pay again when the push fails.
 */
const daraja = () => darajaControl(inject('darajaUrl'));

/** A group whose rules fine `fine` (fixed), its admin and one member. */
async function groupWithMember(currency: 'KES' | 'XOF' = 'KES', fine = '50.00') {
  const admin = await makeUser({ phone_number: ownPhone() });
  const rules = {
    late_fine_kind: 'fixed',
    late_fine: fine,
    paid_member_late_fine: fine,
    grace_days: 0,
  } as const;
  const group = await makeGroup(admin, { currency, rules, max_members: 4 });
  const member = await makeUser({ phone_number: ownPhone() });
  expect((await joinWithCode(member, group.permanent_invitation_code!)).status).toBe(200);
  return { admin, group, member };
}

const push = (payer: TestUser, groupId: string, fineId: string) =>
  api<MpesaPaymentDto & { code?: string }>('POST', '/api/mpesa/payments', {
    token: payer.token,
    body: { group_id: groupId, fine_id: fineId },
  });

async function finesOf(viewer: TestUser, groupId: string) {
  const answer = await api<GroupFines>('GET', `/api/groups/${groupId}/fines`, {
    token: viewer.token,
  });
  expect(answer.status).toBe(200);
  return answer.body;
}

describe('late fines paid by M-Pesa (Daraja stand-in, MariaDB)', () => {
  it('waits on the phone, then goes to the fund on the receipt Safaricom confirms', async () => {
    const { admin, group, member } = await groupWithMember();
    const fineId = await insertFine(group, member);
    const pushed = await push(member, group.id, fineId);
    expect(pushed.status, JSON.stringify(pushed.body)).toBe(201);
    expect(pushed.body).toMatchObject({
      status: 'pending',
      amount: '50.00',
      fine_id: fineId,
      contribution_id: null,
    });
    const waiting = (await finesOf(member, group.id)).fines[0];
    expect(waiting).toMatchObject({ id: fineId, status: 'pending', payment_method: 'mpesa' });
    // While it waits, neither a cash declaration nor a second push goes through.
    const cash = await api('POST', `/api/fines/${fineId}/pay`, { token: member.token });
    expect(cash.body).toMatchObject({ code: 'FINE_PAYMENT_PENDING' });
    expect((await push(member, group.id, fineId)).body).toMatchObject({
      code: 'MPESA_PAYMENT_PENDING',
    });

    await daraja().completeStk(pushed.body.checkout_request_id);
    const paid = await settled(member, pushed.body.id);
    expect(paid.status).toBe('paid');
    const after = await finesOf(admin, group.id);
    expect(after.fines.find((f) => f.id === fineId)).toMatchObject({
      status: 'paid',
      payment_method: 'mpesa',
      receipt_number: paid.receipt_number,
      decided_by_name: null,
    });
    expect(after.fund).toMatchObject({ balance: '50.00', fines_paid: '50.00' });
    const told = await api<NotificationDto[]>('GET', '/api/notifications', { token: member.token });
    expect(told.body.some((n) => n.data?.template === 'fine_paid')).toBe(true);
    // Paid: nothing more to push.
    expect((await push(member, group.id, fineId)).body).toMatchObject({ code: 'FINE_SETTLED' });
  });

  it('is to pay again, with the reason, when the member cancels the push', async () => {
    const { group, member } = await groupWithMember();
    const fineId = await insertFine(group, member);
    const pushed = await push(member, group.id, fineId);
    await daraja().completeStk(pushed.body.checkout_request_id, { result_code: 1032 });
    expect(await settled(member, pushed.body.id)).toMatchObject({
      status: 'failed',
      failure_reason: 'cancelled',
    });
    const fine = (await finesOf(member, group.id)).fines[0];
    expect(fine).toMatchObject({ status: 'unpaid', payment_method: null });
    expect(fine?.rejection_reason).toBeTruthy();
    // Declared in cash instead, it waits for a treasurer or an admin as usual.
    const cash = await api('POST', `/api/fines/${fineId}/pay`, { token: member.token });
    expect(cash.status).toBe(200);
    expect(cash.body).toMatchObject({ fine: { status: 'pending', payment_method: 'cash' } });
  });

  it('refuses what a push cannot pay: another member’s fine, another group, cents, other currencies', async () => {
    const { group, member, admin } = await groupWithMember();
    const mine = await insertFine(group, member);
    expect((await push(admin, group.id, mine)).body).toMatchObject({ code: 'FINE_NOT_FOUND' });
    const other = await groupWithMember();
    expect((await push(member, other.group.id, mine)).body).toMatchObject({
      code: 'FINE_NOT_FOUND',
    });
    const cents = await groupWithMember('KES', '50.50');
    const withCents = await insertFine(cents.group, cents.member);
    expect((await push(cents.member, cents.group.id, withCents)).body).toMatchObject({
      code: 'MPESA_FINE_NOT_WHOLE',
    });
    const xof = await groupWithMember('XOF', '500.00');
    const francs = await insertFine(xof.group, xof.member);
    expect((await push(xof.member, xof.group.id, francs)).body).toMatchObject({
      code: 'MPESA_CURRENCY_NOT_KES',
    });
    // Nothing refused was held.
    for (const [who, where] of [
      [member, group],
      [cents.member, cents.group],
      [xof.member, xof.group],
    ] as const)
      for (const f of (await finesOf(who, where.id)).fines) expect(f.status).toBe('unpaid');
  });
});
