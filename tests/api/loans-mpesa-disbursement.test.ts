import { describe, expect, inject, it } from 'vitest';
import type { LoanDetail, NotificationDto } from '@tontine/contracts';
import type { RowDataPacket } from 'mysql2/promise';
import { countRows, query } from './support/database.js';
import { makeUser, joinWithCode, type TestUser } from './support/factories.js';
import { api } from './support/http.js';
import { act, apply, fund, lendingGroup, type Answer } from './support/lending.js';
import { darajaControl, postCallback } from './support/mpesa.js';

/**
 * Loans sent to the borrower's phone by M-Pesa B2C, against the Daraja stand-in the shared API
 * is configured with: the amount leaves the fund when it is sent (held while Safaricom carries
 * it), the loan is active only on a confirmed result, and a failure gives the amount back.
 */
const daraja = () => darajaControl(inject('darajaUrl'));

/** The factories' registered number, as an MSISDN. */
const MSISDN = '254712345678';

/** An approved loan of `amount` to the group's first member, in a fund of 1 000. */
async function approvedLoan(amount = '400', currency: 'KES' | 'XOF' = 'KES') {
  const { admin, people, group } = await lendingGroup({}, 2, '500', currency);
  const borrower = people[0]!;
  const applied = await apply(borrower, group.id, amount, 2);
  expect(applied.status, JSON.stringify(applied.body)).toBe(201);
  expect((await act(admin, applied.body.loan.id, 'approve')).status).toBe(200);
  return { admin, borrower, other: people[1]!, group, loanId: applied.body.loan.id };
}

const sendByMpesa = (user: TestUser, loanId: string, body: Record<string, unknown> = {}) =>
  act(user, loanId, 'disburse', { method: 'mpesa', ...body });

async function loanOf(viewer: TestUser, loanId: string) {
  const answer = await api<LoanDetail>('GET', `/api/loans/${loanId}`, { token: viewer.token });
  expect(answer.status).toBe(200);
  return answer.body;
}

/** The loan once it has left `disbursing` (or as it stands at the deadline). */
async function settledLoan(viewer: TestUser, loanId: string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const detail = await loanOf(viewer, loanId);
    if (detail.loan.status !== 'disbursing' || Date.now() > deadline) return detail;
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('a loan sent by M-Pesa (B2C, Daraja stand-in, MariaDB)', () => {
  it('is held out of the fund while Safaricom carries it, and active only once confirmed', async () => {
    const { admin, borrower, other, group, loanId } = await approvedLoan();
    const before = await loanOf(admin, loanId);
    expect(before.mpesa_disbursement).toEqual({
      available: true,
      phone_number: MSISDN,
      latest: null,
    });
    expect((await loanOf(borrower, loanId)).mpesa_disbursement).toBeNull();

    const sent = await sendByMpesa(admin, loanId);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.loan).toMatchObject({ status: 'disbursing', next_step: 'disbursement' });
    const request = sent.body.mpesa_disbursement!.latest!;
    expect(request).toMatchObject({
      status: 'pending',
      loan_id: loanId,
      cycle_number: null,
      amount: '400.00',
      phone_number: MSISDN,
      beneficiary_id: borrower.user.id,
    });
    const asked = (await daraja().requests()).find(
      (r) =>
        r.path === '/mpesa/b2c/v3/paymentrequest' &&
        r.body?.OriginatorConversationID === request.id,
    );
    expect(asked?.body).toMatchObject({ Amount: 400, PartyB: MSISDN });
    // Held: the fund no longer counts it, and nothing can take it again or call it back.
    expect((await fund(admin, group.id)).fund).toMatchObject({
      balance: '600.00',
      loans_outstanding: '400.00',
    });
    for (const [user, action, body] of [
      [admin, 'disburse', undefined],
      [admin, 'disburse', { method: 'mpesa' }],
      [admin, 'reject', { reason: 'Trop tard' }],
      [borrower, 'cancel', undefined],
    ] as const)
      expect((await act(user, loanId, action, body)).body).toMatchObject({
        code: 'LOAN_DISBURSING',
      });
    expect((await apply(borrower, group.id, '100', 1)).body).toMatchObject({
      code: 'LOAN_APPLICATION_OPEN',
    });
    const exclude = await api('DELETE', `/api/groups/${group.id}/members/${borrower.user.id}`, {
      token: admin.token,
    });
    expect(exclude.body).toMatchObject({ code: 'MEMBER_HAS_LOAN' });

    const result = await daraja().completeB2c(request.id);
    expect(result.callback_status).toBe(200);
    const active = await settledLoan(admin, loanId);
    const [row] = await query<RowDataPacket>(
      'SELECT status, receipt_number, payout_id FROM mpesa_payouts WHERE id = ?',
      [request.id],
    );
    expect(row).toMatchObject({ status: 'paid', payout_id: null });
    expect(active.loan).toMatchObject({
      status: 'active',
      disbursement_method: 'mpesa',
      disbursement_receipt: row!.receipt_number,
    });
    expect(active.instalments.every((i) => i.due_date !== null)).toBe(true);
    expect(active.mpesa_disbursement!.latest).toMatchObject({ status: 'paid' });
    expect((await fund(admin, group.id)).fund.balance).toBe('600.00');

    // The same result again finds its request paid and changes nothing.
    expect((await postCallback('b2c-result', result.callback_body)).status).toBe(200);
    expect(await countRows('loan_instalments', 'loan_id = ?', [loanId])).toBe(2);

    const told = await api<NotificationDto[]>('GET', '/api/notifications', {
      token: borrower.token,
    });
    expect(
      told.body.filter((n) => n.data?.loan_id === loanId && n.title === 'Prêt versé'),
    ).toHaveLength(1);
    const audit = await query<RowDataPacket>(
      `SELECT action FROM audit_entries WHERE admin_id = ?
         AND action IN ('loan_mpesa_disbursement_requested', 'loan_disbursed') ORDER BY seq`,
      [admin.user.id],
    );
    expect(audit.map((a) => a.action)).toEqual([
      'loan_mpesa_disbursement_requested',
      'loan_disbursed',
    ]);
    expect(other.user.id).not.toBe(borrower.user.id);
  });

  it('gives the amount back to the fund when M-Pesa fails, and is sent again', async () => {
    const { admin, group, loanId } = await approvedLoan();
    const first = (await sendByMpesa(admin, loanId)).body.mpesa_disbursement!.latest!;
    await daraja().completeB2c(first.id, { result_code: 2040 });
    const failed = await settledLoan(admin, loanId);
    expect(failed.loan).toMatchObject({ status: 'approved', disbursed_at: null });
    expect(failed.mpesa_disbursement!.latest).toMatchObject({
      id: first.id,
      status: 'failed',
      failure_reason: 'wrong_number',
    });
    expect(failed.can.disburse).toBe(true);
    expect((await fund(admin, group.id)).fund.balance).toBe('1000.00');

    const other = '254722000111';
    const again = await sendByMpesa(admin, loanId, { phone_number: '0722 000 111' });
    expect(again.body.mpesa_disbursement!.latest).toMatchObject({
      status: 'pending',
      phone_number: other,
    });
    await daraja().completeB2c(again.body.mpesa_disbursement!.latest!.id);
    expect((await settledLoan(admin, loanId)).loan.status).toBe('active');
  });

  it('lets one of two loans racing for the last shillings of the fund have them', async () => {
    const { admin, people, group } = await lendingGroup({}, 2, '500');
    const ids: string[] = [];
    for (const person of people) {
      const applied = await apply(person, group.id, '600', 2);
      expect(applied.status, JSON.stringify(applied.body)).toBe(201);
      expect((await act(admin, applied.body.loan.id, 'approve')).status).toBe(200);
      ids.push(applied.body.loan.id);
    }
    const answers = await Promise.all([
      sendByMpesa(admin, ids[0]!),
      act(admin, ids[1]!, 'disburse'),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.body).toMatchObject({ code: 'LOAN_FUND_SHORT' });
    const figures = (await fund(admin, group.id)).fund;
    expect(figures).toMatchObject({ balance: '400.00', loans_outstanding: '600.00' });
  });

  it('is refused where M-Pesa cannot send it, with nothing held', async () => {
    const cents = await approvedLoan('400.50');
    expect((await sendByMpesa(cents.admin, cents.loanId)).body).toMatchObject({
      code: 'MPESA_LOAN_NOT_WHOLE',
    });
    const francs = await approvedLoan('400', 'XOF');
    expect((await loanOf(francs.admin, francs.loanId)).mpesa_disbursement!.available).toBe(false);
    expect((await sendByMpesa(francs.admin, francs.loanId)).body).toMatchObject({
      code: 'MPESA_CURRENCY_NOT_KES',
    });
    // A member who handles no money may not send it; a bad number is refused as such.
    expect((await sendByMpesa(cents.other, cents.loanId)).status).toBe(403);
    expect((await sendByMpesa(cents.admin, cents.loanId, { phone_number: '12' })).status).toBe(400);
    for (const { admin, loanId } of [cents, francs])
      expect((await loanOf(admin, loanId)).loan.status).toBe('approved');
    expect(
      await countRows('mpesa_payouts', 'loan_id IN (?, ?)', [cents.loanId, francs.loanId]),
    ).toBe(0);
  });

  it("asks for a number when the borrower's registered one is not Kenyan", async () => {
    const { admin, group } = await lendingGroup({}, 1, '500');
    const abroad = await makeUser({ phone_number: '+33 6 12 34 56 78', country: 'FR' });
    expect((await joinWithCode(abroad, group.permanent_invitation_code!)).status).toBe(200);
    await api('POST', `/api/groups/${group.id}/savings`, {
      token: admin.token,
      body: { amount: '500', user_id: abroad.user.id },
    });
    const applied = await apply(abroad, group.id, '300', 1);
    await act(admin, applied.body.loan.id, 'approve');
    const offer = (await loanOf(admin, applied.body.loan.id)).mpesa_disbursement!;
    expect(offer.phone_number).toBeNull();
    expect((await sendByMpesa(admin, applied.body.loan.id)).body).toMatchObject({
      code: 'MPESA_BORROWER_PHONE_REQUIRED',
    });
    const sent: Answer = (
      await sendByMpesa(admin, applied.body.loan.id, { phone_number: '0712 345 678' })
    ).body;
    expect(sent.loan.status).toBe('disbursing');
  });
});
