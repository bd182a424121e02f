import Big from 'big.js';
import { describe, expect, inject, it } from 'vitest';
import {
  DEFAULT_SAVINGS_RULES,
  loanSchedule,
  type GroupSavings,
  type LoanDetail,
  type MpesaPaymentDto,
  type NotificationDto,
} from '@tontine/contracts';
import { joinWithCode, makeGroup, makeUser, type TestUser } from './support/factories.js';
import { api } from './support/http.js';
import { darajaControl, ownPhone, settled } from './support/mpesa.js';

/**
 * Savings and loan repayments paid by M-Pesa STK push, against the Daraja stand-in the shared
 * API is configured with: a saving waits on the phone and goes to the fund on Safaricom's
 * confirmed receipt; a repayment is applied on it, interest first, as a cash one is.
 */
const daraja = () => darajaControl(inject('darajaUrl'));

type Push = MpesaPaymentDto & { code?: string };

/** A group in KES whose fund takes fixed savings of 500 and lends, its admin and a member. */
async function fundGroup(currency: 'KES' | 'XOF' = 'KES') {
  const admin = await makeUser({ phone_number: ownPhone() });
  const member = await makeUser({ phone_number: ownPhone() });
  const group = await makeGroup(admin, { currency, max_members: 4 });
  expect((await joinWithCode(member, group.permanent_invitation_code!)).status).toBe(200);
  const rules = await api('PUT', `/api/groups/${group.id}/savings-rules`, {
    token: admin.token,
    body: {
      ...DEFAULT_SAVINGS_RULES,
      enabled: true,
      saving_amount: '500',
      loan_cap: '5000',
      guarantors_required: 0,
    },
  });
  expect(rules.status).toBe(200);
  return { admin, member, group };
}

const push = (payer: TestUser, body: Record<string, unknown>) =>
  api<Push>('POST', '/api/mpesa/payments', { token: payer.token, body });

async function savingsOf(viewer: TestUser, groupId: string) {
  const answer = await api<GroupSavings>('GET', `/api/groups/${groupId}/savings`, {
    token: viewer.token,
  });
  expect(answer.status).toBe(200);
  return answer.body;
}

describe('savings paid by M-Pesa (Daraja stand-in, MariaDB)', () => {
  it('wait on the phone, then go to the fund on the receipt Safaricom confirms', async () => {
    const { admin, member, group } = await fundGroup();
    const pushed = await push(member, { group_id: group.id, saving: {} });
    expect(pushed.status, JSON.stringify(pushed.body)).toBe(201);
    expect(pushed.body).toMatchObject({ status: 'pending', amount: '500.00', loan_id: null });
    const waiting = (await savingsOf(admin, group.id)).savings[0]!;
    expect(waiting).toMatchObject({
      id: pushed.body.saving_id,
      status: 'pending',
      method: 'mpesa',
    });
    // While it waits: no treasurer decides it, and neither a second push nor cash pays it twice.
    expect(
      (await api('POST', `/api/savings/${waiting.id}/approve`, { token: admin.token })).body,
    ).toMatchObject({ code: 'SAVING_NOT_PENDING' });
    expect((await push(member, { group_id: group.id, saving: {} })).body).toMatchObject({
      code: 'MPESA_PAYMENT_PENDING',
    });
    const cash = await api('POST', `/api/groups/${group.id}/savings`, { token: member.token });
    expect(cash.body).toMatchObject({ code: 'SAVING_ALREADY_PAID' });

    await daraja().completeStk(pushed.body.checkout_request_id);
    const paid = await settled(member, pushed.body.id);
    expect(paid.status).toBe('paid');
    const after = await savingsOf(member, group.id);
    expect(after.savings[0]).toMatchObject({
      status: 'approved',
      method: 'mpesa',
      receipt_number: paid.receipt_number,
      decided_by_name: null,
    });
    expect(after).toMatchObject({ my_savings: '500.00', fund: { savings: '500.00' } });
    const told = await api<NotificationDto[]>('GET', '/api/notifications', { token: member.token });
    expect(told.body.some((n) => n.data?.template === 'saving_approved')).toBe(true);
  });

  it('are to pay again, with the reason, when the member cancels the push', async () => {
    const { member, group } = await fundGroup();
    const pushed = await push(member, { group_id: group.id, saving: {} });
    await daraja().completeStk(pushed.body.checkout_request_id, { result_code: 1032 });
    expect(await settled(member, pushed.body.id)).toMatchObject({
      status: 'failed',
      failure_reason: 'cancelled',
    });
    const mine = await savingsOf(member, group.id);
    expect(mine.savings[0]).toMatchObject({ status: 'rejected', method: 'mpesa' });
    expect(mine.savings[0]!.rejection_reason).toBeTruthy();
    expect(mine.my_due_this_cycle).toBe('500.00');
    const cash = await api('POST', `/api/groups/${group.id}/savings`, { token: member.token });
    expect(cash.status).toBe(201);
  });

  it('are refused where M-Pesa cannot serve them, with nothing held', async () => {
    const xof = await fundGroup('XOF');
    expect((await push(xof.member, { group_id: xof.group.id, saving: {} })).body).toMatchObject({
      code: 'MPESA_CURRENCY_NOT_KES',
    });
    expect((await savingsOf(xof.member, xof.group.id)).savings).toEqual([]);
    const { member, group } = await fundGroup();
    const twice = await push(member, { group_id: group.id, saving: {}, fine_id: 'f-1' });
    expect(twice.status).toBe(400);
  });
});

describe('loan repayments by M-Pesa (Daraja stand-in, MariaDB)', () => {
  it('are applied on the confirmed receipt, interest first, and refused beyond what is owed', async () => {
    const { admin, member, group } = await fundGroup();
    await api('POST', `/api/groups/${group.id}/savings`, {
      token: admin.token,
      body: { user_id: member.user.id },
    });
    const total = loanSchedule({
      principal: '400',
      monthlyRate: '1',
      months: 2,
      method: 'reducing',
    }).totalRepayable;
    const applied = await api<LoanDetail>('POST', `/api/groups/${group.id}/loans`, {
      token: member.token,
      body: {
        amount: '400',
        term_months: 2,
        purpose: 'Mbolea',
        guarantor_ids: [],
        accepted_total_repayable: total,
      },
    });
    expect(applied.status, JSON.stringify(applied.body)).toBe(201);
    const loanId = applied.body.loan.id;
    for (const step of ['approve', 'disburse'])
      expect(
        (await api('POST', `/api/loans/${loanId}/${step}`, { token: admin.token })).status,
      ).toBe(200);

    const repay = (payer: TestUser, amount: string) =>
      push(payer, { group_id: group.id, loan_repayment: { loan_id: loanId, amount } });
    expect((await repay(admin, '100')).body).toMatchObject({ code: 'LOAN_NOT_FOUND' });
    expect((await repay(member, '100.50')).body).toMatchObject({ code: 'MPESA_AMOUNT_NOT_WHOLE' });
    expect((await repay(member, '5000')).body).toMatchObject({ code: 'LOAN_REPAYMENT_TOO_LARGE' });
    const pushed = await repay(member, '100');
    expect(pushed.status, JSON.stringify(pushed.body)).toBe(201);
    expect(pushed.body).toMatchObject({ loan_id: loanId, saving_id: null, amount: '100.00' });
    await daraja().completeStk(pushed.body.checkout_request_id);
    const paid = await settled(member, pushed.body.id);
    expect(paid.status).toBe('paid');
    const loan = await api<LoanDetail>('GET', `/api/loans/${loanId}`, { token: member.token });
    expect(loan.body.repayments).toMatchObject([
      {
        amount: '100.00',
        method: 'mpesa',
        receipt_number: paid.receipt_number,
        interest_part: '4.00',
        principal_part: '96.00',
        recorded_by_name: member.user.username,
      },
    ]);
    expect(loan.body.loan.outstanding).toBe(new Big(total).minus(100).toFixed(2));
  });
});
