import { describe, expect, inject, it } from 'vitest';
import type {
  ConsoleMpesaPayoutRow,
  ConsolePage,
  MpesaPayoutDto,
  MpesaPayoutOffer,
} from '@tontine/contracts';
import type { RowDataPacket } from 'mysql2/promise';
import { query } from './support/database.js';
import { makeGroup, makeMembers, makeUser, type TestUser } from './support/factories.js';
import { api } from './support/http.js';
import { everyonePaid, payout, reverse, yesterday, type StartedGroup } from './support/ledger.js';
import { darajaControl, postCallback, ownPhone } from './support/mpesa.js';
import { signInAs } from './support/sessions.js';

/**
 * Pots paid to the beneficiary's phone by M-Pesa B2C, against the Daraja stand-in over real
 * HTTP: nothing is paid on a callback alone, a failure leaves the cycle open to another try,
 * and a cycle is paid once whatever is retried or arrives twice.
 */
const daraja = () => darajaControl(inject('darajaUrl'));

/** A started group of two (its admin is cycle 1's beneficiary) whose cycle 1 is fully paid. */
async function readyGroup(
  options: { amount?: string; currency?: 'KES' | 'XOF'; phone?: string; country?: string } = {},
): Promise<StartedGroup & { msisdn: string }> {
  const phone = options.phone ?? ownPhone('1');
  const admin = await makeUser({ phone_number: phone, country: options.country ?? 'KE' });
  const group = await makeGroup(admin, {
    contribution_amount: options.amount ?? '1000.00',
    currency: options.currency ?? 'KES',
    start_date: yesterday(),
    max_members: 2,
  });
  const started = { group, admin, people: [admin, ...(await makeMembers(group, 1))] };
  await everyonePaid(started);
  return { ...started, msisdn: phone.replace(/\D/g, '') };
}

const sendMpesa = (admin: TestUser, groupId: string, body: Record<string, unknown> = {}) =>
  api<MpesaPayoutDto & { code?: string }>('POST', `/api/groups/${groupId}/payouts`, {
    token: admin.token,
    body: { method: 'mpesa', cycle_number: 1, ...body },
  });

async function sent(admin: TestUser, groupId: string, body: Record<string, unknown> = {}) {
  const answer = await sendMpesa(admin, groupId, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
}

interface PayoutRow extends RowDataPacket {
  status: string;
  failure_reason: string | null;
  receipt_number: string | null;
  payout_id: string | null;
}

const rowOf = async (id: string) =>
  (await query<PayoutRow>('SELECT * FROM mpesa_payouts WHERE id = ?', [id]))[0]!;

/** The payout's row once it has left pending (or as it stands at the deadline). */
async function settledRow(id: string, timeoutMs = 15_000): Promise<PayoutRow> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const row = await rowOf(id);
    if (row.status !== 'pending' || Date.now() > deadline) return row;
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function groupState(groupId: string) {
  const [group] = await query<RowDataPacket>(
    'SELECT current_cycle, payout_sending_cycle FROM savings_groups WHERE id = ?',
    [groupId],
  );
  const payouts = await query<RowDataPacket>(
    'SELECT amount, method, receipt_number FROM payouts WHERE group_id = ?',
    [groupId],
  );
  return {
    cycle: Number(group!.current_cycle),
    sending: group!.payout_sending_cycle as number | null,
    payouts,
  };
}

describe('M-Pesa payouts (B2C, Daraja stand-in, MariaDB)', () => {
  it('shows the admin what will be sent, then pays the cycle only once Safaricom confirms it', async () => {
    const { group, admin, people, msisdn } = await readyGroup();
    const offer = await api<MpesaPayoutOffer>('GET', `/api/groups/${group.id}/mpesa/payout`, {
      token: admin.token,
    });
    expect(offer.body).toMatchObject({
      available: true,
      cycle_number: 1,
      beneficiary_id: admin.user.id,
      phone_number: msisdn,
      amount: '2000.00',
      latest: null,
    });

    const pending = await sent(admin, group.id);
    expect(pending).toMatchObject({
      status: 'pending',
      amount: '2000.00',
      currency: 'KES',
      phone_number: msisdn,
      beneficiary_id: admin.user.id,
      receipt_number: null,
    });
    const request = (await daraja().requests()).find(
      (r) =>
        r.path === '/mpesa/b2c/v3/paymentrequest' &&
        r.body?.OriginatorConversationID === pending.id,
    );
    expect(request?.body).toMatchObject({ Amount: 2000, PartyA: '600000', PartyB: msisdn });

    // While Safaricom carries it: no second payout, no cash payout, no reversal of the cycle.
    expect((await sendMpesa(admin, group.id)).body.code).toBe('MPESA_PAYOUT_PENDING');
    expect((await payout(admin, group)).body.code).toBe('MPESA_PAYOUT_PENDING');
    const [contribution] = await query<RowDataPacket>(
      "SELECT id FROM contributions WHERE group_id = ? AND status = 'approved' LIMIT 1",
      [group.id],
    );
    expect((await reverse(admin, contribution!.id as string)).body.code).toBe(
      'CONTRIBUTION_NOT_REVERSIBLE',
    );
    expect(await groupState(group.id)).toMatchObject({ cycle: 1, sending: 1, payouts: [] });

    const result = await daraja().completeB2c(pending.id);
    expect(result.callback_status).toBe(200);
    const paid = await settledRow(pending.id);
    expect(paid.status).toBe('paid');
    expect(paid.receipt_number).toMatch(/^[A-Z0-9]{10}$/);
    const state = await groupState(group.id);
    expect(state).toMatchObject({ cycle: 2, sending: null });
    expect(state.payouts).toEqual([
      { amount: '2000.00', method: 'mpesa', receipt_number: paid.receipt_number },
    ]);

    // The same result again, and a cash payout of the paid cycle: nothing more is paid.
    expect((await postCallback('b2c-result', result.callback_body)).status).toBe(200);
    expect((await payout(admin, group)).body.code).toBe('PAYOUT_ALREADY_RECORDED');
    await new Promise((r) => setTimeout(r, 1500));
    expect((await groupState(group.id)).payouts).toHaveLength(1);

    // The operators' console lists it with its receipt.
    const listed = await api<ConsolePage<ConsoleMpesaPayoutRow>>(
      'GET',
      '/api/superadmin/mpesa/payouts?status=paid&limit=100',
      { token: await signInAs('superAdmin') },
    );
    expect(listed.body.items.find((r) => r.id === pending.id)).toMatchObject({
      beneficiary_name: admin.user.username,
      group_name: group.name,
      amount: '2000.00',
      phone_number: msisdn,
      status: 'paid',
      receipt_number: paid.receipt_number,
    });

    const told = await api<{ items: { type: string }[] }>('GET', '/api/notifications', {
      token: admin.token,
    });
    expect(JSON.stringify(told.body)).toContain('payout_received');
    const audit = await query<RowDataPacket>(
      "SELECT action FROM audit_entries WHERE admin_id = ? AND action IN ('mpesa_payout_requested', 'payout_recorded') ORDER BY seq",
      [admin.user.id],
    );
    expect(audit.map((a) => a.action)).toEqual(['mpesa_payout_requested', 'payout_recorded']);
    expect(people).toHaveLength(2);
  });

  it.each([
    [2040, 'wrong_number'],
    [1, 'insufficient_float'],
    [3, 'limit'],
    ['SFC_IC0003', 'wrong_number'],
  ] as const)(
    'a result %s leaves the cycle unpaid with the reason %s, and the admin sends it again',
    async (code, reason) => {
      const { group, admin } = await readyGroup();
      const first = await sent(admin, group.id);
      await daraja().completeB2c(first.id, { result_code: code });
      const failed = await settledRow(first.id);
      expect(failed).toMatchObject({ status: 'failed', failure_reason: reason, payout_id: null });
      expect(await groupState(group.id)).toMatchObject({ cycle: 1, sending: null, payouts: [] });

      const offer = await api<MpesaPayoutOffer>('GET', `/api/groups/${group.id}/mpesa/payout`, {
        token: admin.token,
      });
      expect(offer.body.latest).toMatchObject({
        id: first.id,
        status: 'failed',
        failure_reason: reason,
      });

      const second = await sent(admin, group.id);
      await daraja().completeB2c(second.id);
      expect((await settledRow(second.id)).status).toBe('paid');
      expect((await groupState(group.id)).payouts).toHaveLength(1);
    },
  );

  it("a payout dropped from M-Pesa's queue fails as timed out and can be sent again", async () => {
    const { group, admin } = await readyGroup();
    const first = await sent(admin, group.id);
    const timeout = await daraja().completeB2c(first.id, { timeout: true });
    expect(timeout.callback_status).toBe(200);
    expect(await settledRow(first.id)).toMatchObject({
      status: 'failed',
      failure_reason: 'timed_out',
    });
    const second = await sent(admin, group.id);
    expect(second.id).not.toBe(first.id);
  });

  it('a payout whose result never comes is paid by the checks job asking Safaricom', async () => {
    const { group, admin } = await readyGroup();
    const pending = await sent(admin, group.id);
    await daraja().completeB2c(pending.id, { callback: false });
    const row = await settledRow(pending.id, 20_000);
    expect(row.status).toBe('paid');
    expect((await groupState(group.id)).cycle).toBe(2);
  });

  it('a forged result changes nothing: a success Safaricom does not know, a failure of another conversation', async () => {
    const { group, admin } = await readyGroup();
    const pending = await sent(admin, group.id);
    const forged = (ResultCode: number, ConversationID: string) => ({
      Result: {
        ResultType: 0,
        ResultCode,
        ResultDesc: 'forged',
        OriginatorConversationID: pending.id,
        ConversationID,
        TransactionID: 'FAKE123456',
      },
    });
    const { conversation_id } = (
      await query<RowDataPacket>('SELECT conversation_id FROM mpesa_payouts WHERE id = ?', [
        pending.id,
      ])
    )[0] as { conversation_id: string };
    expect((await postCallback('b2c-result', forged(0, conversation_id))).status).toBe(200);
    expect(
      (await postCallback('b2c-result', forged(2040, 'AG_20990101_000000000000'))).status,
    ).toBe(200);
    expect(
      (await postCallback('b2c-result', forged(0, conversation_id), 'not-the-secret')).status,
    ).toBe(404);
    await new Promise((r) => setTimeout(r, 1500));
    expect((await rowOf(pending.id)).status).toBe('pending');
    expect((await groupState(group.id)).payouts).toEqual([]);

    await daraja().completeB2c(pending.id);
    const paid = await settledRow(pending.id);
    expect(paid.status).toBe('paid');
    expect(paid.receipt_number).not.toBe('FAKE123456');
  });

  it('refuses what M-Pesa cannot pay, with the reason, and writes nothing', async () => {
    // Two payers of 1000.25: a pot of 2000.50.
    const cents = await readyGroup({ amount: '1000.25' });
    expect((await sendMpesa(cents.admin, cents.group.id)).body.code).toBe('MPESA_POT_NOT_WHOLE');
    expect(await groupState(cents.group.id)).toMatchObject({ cycle: 1, sending: null });

    const francs = await readyGroup({ currency: 'XOF' });
    expect((await sendMpesa(francs.admin, francs.group.id)).body.code).toBe(
      'MPESA_CURRENCY_NOT_KES',
    );

    const abroad = await readyGroup({ phone: '+33 6 12 34 56 78', country: 'FR' });
    expect((await sendMpesa(abroad.admin, abroad.group.id)).body.code).toBe(
      'MPESA_BENEFICIARY_PHONE_REQUIRED',
    );
    expect((await sendMpesa(abroad.admin, abroad.group.id, { phone_number: '12' })).status).toBe(
      400,
    );
    const other = ownPhone('1');
    const toOther = await sent(abroad.admin, abroad.group.id, { phone_number: other });
    expect(toOther.phone_number).toBe(other.replace(/\D/g, ''));

    const member = abroad.people[1]!;
    expect((await sendMpesa(member, abroad.group.id)).status).toBe(403);
    const rows = await query<RowDataPacket>(
      'SELECT COUNT(*) AS n FROM mpesa_payouts WHERE group_id IN (?, ?)',
      [cents.group.id, francs.group.id],
    );
    expect(Number(rows[0]!.n)).toBe(0);
  });
});
