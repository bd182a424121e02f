import { describe, expect, inject, it } from 'vitest';
import type { ContributionDto, MpesaPaymentDto } from '@tontine/contracts';
import type { RowDataPacket } from 'mysql2/promise';
import { query } from './support/database.js';
import { joinWithCode, makeGroup, makeUser, type TestUser } from './support/factories.js';
import { api } from './support/http.js';
import { ledgerOf, yesterday } from './support/ledger.js';
import {
  darajaControl,
  postCallback,
  pushPayment,
  settled,
  TEST_CALLBACK_SECRET,
  ownPhone,
} from './support/mpesa.js';

/**
 * Contributions paid by M-Pesa STK push, against a Daraja stand-in over real HTTP: the shared
 * API is configured with its base URL and nothing else differs from production.
 */
const daraja = () => darajaControl(inject('darajaUrl'));

/** A started KES group whose admin and one member owe `amount` for cycle 1. */
async function kesGroup(amount = '1000.00') {
  const admin = await makeUser({ phone_number: ownPhone() });
  const group = await makeGroup(admin, {
    contribution_amount: amount,
    start_date: yesterday(),
    max_members: 3,
  });
  const member = await makeUser({ phone_number: ownPhone() });
  expect((await joinWithCode(member, group.permanent_invitation_code!)).status).toBe(200);
  return { admin, group, member };
}

/** The member's registered number as M-Pesa names it. */
const msisdnOf = (user: TestUser) => user.user.phone_number!.replace(/\D/g, '');

async function contributionOf(admin: TestUser, groupId: string, id: string) {
  const list = await api<ContributionDto[]>('GET', `/api/groups/${groupId}/contributions`, {
    token: admin.token,
  });
  return list.body.find((c) => c.id === id);
}

async function pushed(payer: TestUser, groupId: string, body = {}) {
  const answer = await api<MpesaPaymentDto>('POST', '/api/mpesa/payments', {
    token: payer.token,
    body: { group_id: groupId, ...body },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
}

describe('M-Pesa STK push (Daraja stand-in, MariaDB)', () => {
  it('says M-Pesa is available where Daraja is configured', async () => {
    const user = await makeUser();
    const answer = await api('GET', '/api/mpesa', { token: user.token });
    expect(answer.body).toEqual({ available: true });
  });

  it('pays the whole shillings due from the registered number, confirmed by Safaricom without the admin', async () => {
    const { admin, group, member } = await kesGroup('1000.50');
    const payment = await pushed(member, group.id);
    expect(payment).toMatchObject({
      status: 'pending',
      amount: '1000.00',
      currency: 'KES',
      phone_number: msisdnOf(member),
      cycle_number: 1,
      receipt_number: null,
    });
    expect(payment.checkout_request_id).toMatch(/^ws_CO_/);
    // Other files push through the same stand-in at the same time: this member's phone names it.
    const push = (await daraja().requests()).find(
      (r) =>
        r.path === '/mpesa/stkpush/v1/processrequest' &&
        (r.body as { PhoneNumber?: string })?.PhoneNumber === msisdnOf(member),
    );
    expect((push?.body as { CallBackURL?: string })?.CallBackURL).toContain(TEST_CALLBACK_SECRET);
    expect(push?.body).toMatchObject({ Amount: 1000, PhoneNumber: msisdnOf(member) });

    const sent = await daraja().completeStk(payment.checkout_request_id);
    expect(sent.callback_status).toBe(200);
    const paid = await settled(member, payment.id);
    expect(paid.status).toBe('paid');
    expect(paid.receipt_number).toMatch(/^[A-Z0-9]{10}$/);
    const contribution = await contributionOf(admin, group.id, payment.contribution_id!);
    expect(contribution).toMatchObject({
      status: 'approved',
      method: 'mobile_money',
      amount: '1000.00',
    });
    // The cents stay due: M-Pesa cannot take them.
    const rest = await pushPayment(member, group);
    expect(rest.status).toBe(400);
    expect(rest.body.code).toBe('MPESA_LESS_THAN_A_SHILLING');
    // The same callback again, or replayed later, changes nothing.
    expect((await postCallback('stk', sent.callback_body)).status).toBe(200);
    expect((await ledgerOf(group.id)).approved).toBe(1000);
  });

  it.each([
    [1032, 'cancelled'],
    [2001, 'wrong_pin'],
    [1, 'insufficient_funds'],
    [1037, 'timed_out'],
  ])('a push answered %i fails as %s and frees the due', async (code, reason) => {
    const { admin, group, member } = await kesGroup();
    const typed = `0${msisdnOf(member).slice(3, 6)} ${msisdnOf(member).slice(6)}`;
    const payment = await pushed(member, group.id, { phone_number: typed });
    expect(payment.phone_number).toBe(msisdnOf(member));
    await daraja().completeStk(payment.checkout_request_id, { result_code: code });
    const failed = await settled(member, payment.id);
    expect(failed).toMatchObject({
      status: 'failed',
      failure_reason: reason,
      receipt_number: null,
    });
    expect(await contributionOf(admin, group.id, payment.contribution_id!)).toMatchObject({
      status: 'rejected',
    });
    // The member can try again at once.
    await pushed(member, group.id);
  });

  it('resolves a push whose callback never comes, by asking Daraja', async () => {
    const { group, member } = await kesGroup();
    const payment = await pushed(member, group.id);
    await daraja().completeStk(payment.checkout_request_id, { callback: false });
    const paid = await settled(member, payment.id, 20_000);
    expect(paid.status).toBe('paid');
    expect(paid.receipt_number).not.toBeNull();
  });

  it('never pays on a forged callback: no secret, a receipt Safaricom does not know, a push the member cancelled', async () => {
    const { admin, group, member } = await kesGroup();
    const payment = await pushed(member, group.id);
    const forged = {
      Body: {
        stkCallback: {
          MerchantRequestID: 'forged',
          CheckoutRequestID: payment.checkout_request_id,
          ResultCode: 0,
          ResultDesc: 'The service request is processed successfully.',
          CallbackMetadata: {
            Item: [
              { Name: 'Amount', Value: 1000 },
              { Name: 'MpesaReceiptNumber', Value: 'FAKE000001' },
              { Name: 'PhoneNumber', Value: 254712345678 },
            ],
          },
        },
      },
    };
    const wrongSecret = await postCallback('stk', forged, 'x'.repeat(TEST_CALLBACK_SECRET.length));
    expect(wrongSecret.status).toBe(404);
    // With the secret, but a claim Daraja contradicts: the member cancelled on the phone.
    const row = await query<RowDataPacket & { merchant_request_id: string }>(
      'SELECT merchant_request_id FROM mpesa_payments WHERE id = ?',
      [payment.id],
    );
    forged.Body.stkCallback.MerchantRequestID = row[0]!.merchant_request_id;
    expect((await postCallback('stk', forged)).status).toBe(200);
    await daraja().completeStk(payment.checkout_request_id, { result_code: 1032 });
    const failed = await settled(member, payment.id, 20_000);
    expect(failed).toMatchObject({ status: 'failed', failure_reason: 'cancelled' });
    expect((await ledgerOf(group.id)).approved).toBe(0);
    expect(await contributionOf(admin, group.id, payment.contribution_id!)).toMatchObject({
      status: 'rejected',
    });
  });

  it('pays with the receipt Safaricom confirms, never the one a tampered callback claims', async () => {
    const { group, member } = await kesGroup();
    const payment = await pushed(member, group.id);
    await daraja().completeStk(payment.checkout_request_id, {
      receipt: 'FAKE000002',
      amount: 1,
    });
    const paid = await settled(member, payment.id, 20_000);
    expect(paid.status).toBe('paid');
    expect(paid.receipt_number).not.toBe('FAKE000002');
    expect((await ledgerOf(group.id)).approved).toBe(1000);
  });

  it('keeps one push at a time, replays a retried request, and refuses what M-Pesa cannot serve', async () => {
    const { admin, group, member } = await kesGroup();
    const key = `mpesa-${Date.now()}`;
    const first = await pushPayment(member, group, {}, { 'Idempotency-Key': key });
    expect(first.status).toBe(201);
    const again = await pushPayment(member, group, {}, { 'Idempotency-Key': key });
    expect(again.body.id).toBe(first.body.id);
    const rows = await query<RowDataPacket>(
      'SELECT id FROM mpesa_payments WHERE user_id = ? AND group_id = ?',
      [member.user.id, group.id],
    );
    expect(rows).toHaveLength(1);
    const second = await pushPayment(member, group);
    expect(second.status).toBe(409);
    expect(second.body.code).toBe('MPESA_PAYMENT_PENDING');
    // The admin cannot approve what Safaricom has not confirmed.
    const approve = await api<{ code: string }>(
      'POST',
      `/api/contributions/${first.body.contribution_id}/approve`,
      { token: admin.token },
    );
    expect(approve.status).toBe(409);
    expect(approve.body.code).toBe('MPESA_CONFIRMED_BY_RECEIPT');
    // The admin sees the payment; another member does not.
    expect(
      (await api('GET', `/api/mpesa/payments/${first.body.id}`, { token: admin.token })).status,
    ).toBe(200);
    const stranger = await makeUser();
    expect(
      (await api('GET', `/api/mpesa/payments/${first.body.id}`, { token: stranger.token })).status,
    ).toBe(404);

    const badPhone = await pushPayment(admin, group, { phone_number: '+33 6 12 34 56 78' });
    expect(badPhone.status).toBe(400);
    const ugandan = await makeGroup(admin, {
      currency: 'UGX',
      contribution_amount: '1000',
      start_date: yesterday(),
    });
    const notKes = await pushPayment(admin, ugandan);
    expect(notKes.status).toBe(400);
    expect(notKes.body.code).toBe('MPESA_CURRENCY_NOT_KES');
  });

  it('takes a new token when Daraja drops the old one, and goes on', async () => {
    const { group, member } = await kesGroup();
    await daraja().expireTokens();
    const payment = await pushed(member, group.id);
    expect(payment.status).toBe('pending');
    await daraja().completeStk(payment.checkout_request_id);
    expect((await settled(member, payment.id)).status).toBe('paid');
  });
});
