import { createHmac } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import type {
  ConsoleMpesaPaybillRow,
  ConsolePage,
  ContributionDto,
  MpesaAccountDto,
} from '@tontine/contracts';
import type { RowDataPacket } from 'mysql2/promise';
import { query } from './support/database.js';
import { joinWithCode, makeGroup, makeUser, type TestUser } from './support/factories.js';
import { api } from './support/http.js';
import { ledgerOf, yesterday } from './support/ledger.js';
import { TEST_CALLBACK_SECRET } from './support/mpesa.js';
import { signInAs } from './support/sessions.js';

/**
 * Payments to the paybill from the M-Pesa menu, made at the Daraja stand-in as a customer would:
 * Safaricom tells the API (confirmation), the API asks Transaction Status, then pays the member
 * the account number names or holds the payment for an operator.
 */
const daraja = (path: string, body: unknown) =>
  fetch(`${inject('darajaUrl')}/__stand-in${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).then(async (r) => {
    if (!r.ok) throw new Error(`stand-in ${path}: ${r.status} ${await r.text()}`);
    return (await r.json()) as {
      trans_id: string;
      validation_status: number | null;
      confirmation_status: number | null;
      confirmation_body: unknown;
    };
  });

const payBill = (billRef: string, amount: number, phone = '254711000222') =>
  daraja('/c2b/pay', { phone, amount, bill_ref_number: billRef });

/** The paybill's secret path part, as the API derives it from the callbacks' secret. */
const PAYBILL_SECRET = createHmac('sha256', TEST_CALLBACK_SECRET)
  .update('paybill')
  .digest('hex')
  .slice(0, 40);

async function memberOfKesGroup(amount = '1000.00') {
  const admin = await makeUser();
  const group = await makeGroup(admin, { contribution_amount: amount, start_date: yesterday() });
  const member = await makeUser();
  expect((await joinWithCode(member, group.permanent_invitation_code!)).status).toBe(200);
  const account = await api<MpesaAccountDto>('GET', `/api/groups/${group.id}/mpesa`, {
    token: member.token,
  });
  expect(account.status).toBe(200);
  return { admin, group, member, reference: account.body.account_reference };
}

async function paybillRow(receipt: string) {
  const rows = await query<RowDataPacket & { id: string; status: string }>(
    'SELECT id, status, suspense_reason, contribution_id FROM mpesa_paybill_payments WHERE receipt_number = ?',
    [receipt],
  );
  return rows[0];
}

/** Waits until Safaricom's confirmation has settled the payment (matched or in suspense). */
async function settledRow(receipt: string) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const row = await paybillRow(receipt);
    if ((row && row.status !== 'confirming') || Date.now() > deadline) return row;
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function approvedOf(admin: TestUser, groupId: string) {
  const list = await api<ContributionDto[]>('GET', `/api/groups/${groupId}/contributions`, {
    token: admin.token,
  });
  return list.body.filter((c) => c.status === 'approved');
}

describe('M-Pesa paybill (Daraja stand-in, MariaDB)', () => {
  it('registered its URLs with Safaricom when it started, none holding the word mpesa', async () => {
    const requests = (await fetch(`${inject('darajaUrl')}/__stand-in/requests`).then((r) =>
      r.json(),
    )) as Array<{ path: string; body: { ConfirmationURL?: string; ResponseType?: string } }>;
    const registration = requests.find((r) => r.path === '/mpesa/c2b/v2/registerurl');
    expect(registration?.body.ResponseType).toBe('Completed');
    expect(registration?.body.ConfirmationURL).toMatch(
      /\/api\/paybill\/[0-9a-f]{40}\/confirmation$/,
    );
  });

  it('gives each member one account number per group, and only for a group in shillings', async () => {
    const { admin, group, member, reference } = await memberOfKesGroup();
    expect(reference).toMatch(/^\d{9}$/);
    const again = await api<MpesaAccountDto>('GET', `/api/groups/${group.id}/mpesa`, {
      token: member.token,
    });
    expect(again.body).toEqual({ paybill: '174379', account_reference: reference });
    const adminsOwn = await api<MpesaAccountDto>('GET', `/api/groups/${group.id}/mpesa`, {
      token: admin.token,
    });
    expect(adminsOwn.body.account_reference).not.toBe(reference);
    const ugandan = await makeGroup(admin, { currency: 'UGX', contribution_amount: '1000' });
    const refused = await api<{ code: string }>('GET', `/api/groups/${ugandan.id}/mpesa`, {
      token: admin.token,
    });
    expect(refused.body.code).toBe('MPESA_CURRENCY_NOT_KES');
  });

  it('pays the due of the member whose account number the payer typed, once Safaricom confirms it', async () => {
    const { admin, group, reference } = await memberOfKesGroup();
    const paid = await payBill(`${reference.slice(0, 4)} ${reference.slice(4)}`, 1000);
    expect(paid.confirmation_status).toBe(200);
    const row = await settledRow(paid.trans_id);
    expect(row).toMatchObject({ status: 'matched', suspense_reason: null });
    const approved = await approvedOf(admin, group.id);
    expect(approved).toHaveLength(1);
    expect(approved[0]).toMatchObject({ method: 'mobile_money', amount: '1000.00' });
    // Safaricom calls the confirmation again: nothing more is paid.
    await fetch(`${inject('apiUrl')}/api/paybill/${PAYBILL_SECRET}/confirmation`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(paid.confirmation_body),
    });
    expect((await ledgerOf(group.id)).approved).toBe(1000);
  });

  it('holds what matches nobody for an operator, who assigns it to the member meant, audited', async () => {
    const { admin, group, reference } = await memberOfKesGroup();
    // A typo: the last digit changed, which the check digit refuses.
    const typo = `${reference.slice(0, 8)}${(Number(reference[8]) + 1) % 10}`;
    const paid = await payBill(typo, 600);
    const row = await settledRow(paid.trans_id);
    expect(row).toMatchObject({ status: 'suspense', suspense_reason: 'unknown_reference' });
    expect(await approvedOf(admin, group.id)).toEqual([]);

    const operator = await signInAs('superAdmin');
    const queue = await api<ConsolePage<ConsoleMpesaPaybillRow>>(
      'GET',
      '/api/superadmin/mpesa/paybill?status=suspense',
      { token: operator },
    );
    const waiting = queue.body.items.find((i) => i.receipt_number === paid.trans_id);
    expect(waiting).toMatchObject({ bill_ref_number: typo, amount: '600.00' });
    expect(waiting?.msisdn).toMatch(/\*{4}/);

    const unknown = await api<{ code: string }>(
      'POST',
      `/api/superadmin/mpesa/paybill/${waiting!.id}/assign`,
      { token: operator, body: { account_reference: typo } },
    );
    expect(unknown.body.code).toBe('MPESA_REFERENCE_UNKNOWN');
    const assigned = await api<ConsoleMpesaPaybillRow>(
      'POST',
      `/api/superadmin/mpesa/paybill/${waiting!.id}/assign`,
      {
        token: operator,
        body: { account_reference: reference, note: 'Le payeur a confirmé par SMS' },
      },
    );
    expect(assigned.status).toBe(200);
    expect(assigned.body).toMatchObject({
      status: 'assigned',
      group_name: group.name,
      cycle_number: 1,
    });
    expect((await approvedOf(admin, group.id))[0]).toMatchObject({ amount: '600.00' });
    const audit = await query<RowDataPacket>(
      "SELECT details FROM audit_entries WHERE action = 'mpesa_payment_assigned' AND details LIKE ?",
      [`%${paid.trans_id}%`],
    );
    expect(audit).toHaveLength(1);
  });

  it('holds a payment larger than the due, which the operator records as refunded, once', async () => {
    const { admin, group, reference } = await memberOfKesGroup('500.00');
    const paid = await payBill(reference, 800);
    const row = await settledRow(paid.trans_id);
    expect(row).toMatchObject({ status: 'suspense', suspense_reason: 'amount_exceeds_due' });
    const operator = await signInAs('superAdmin');
    const refund = (note: string) =>
      api<ConsoleMpesaPaybillRow & { code?: string }>(
        'POST',
        `/api/superadmin/mpesa/paybill/${row!.id}/refund`,
        { token: operator, body: { note } },
      );
    const refunded = await refund('Reversal RVS123 from the M-Pesa portal');
    expect(refunded.body).toMatchObject({ status: 'refunded' });
    expect((await refund('again')).body.code).toBe('MPESA_PAYBILL_SETTLED');
    expect(await approvedOf(admin, group.id)).toEqual([]);
  });

  it('never pays a confirmation Safaricom does not know', async () => {
    const { group, reference } = await memberOfKesGroup();
    const forged = await fetch(`${inject('apiUrl')}/api/paybill/${PAYBILL_SECRET}/confirmation`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        TransactionType: 'Pay Bill',
        TransID: 'FORGED0001',
        TransTime: '20261202120000',
        TransAmount: '1000.00',
        BusinessShortCode: '174379',
        BillRefNumber: reference,
        MSISDN: '2547****222',
        FirstName: 'Forger',
      }),
    });
    expect(forged.status).toBe(200);
    const deadline = Date.now() + 10_000;
    while ((await paybillRow('FORGED0001')) && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
    expect(await paybillRow('FORGED0001')).toBeUndefined();
    expect((await ledgerOf(group.id)).approved).toBe(0);
    const wrongSecret = await fetch(
      `${inject('apiUrl')}/api/paybill/${'0'.repeat(40)}/confirmation`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      },
    );
    expect(wrongSecret.status).toBe(404);
  });

  it("refuses an unknown account number at Safaricom's validation, when the paybill has it on", async () => {
    const { reference } = await memberOfKesGroup();
    await daraja('/c2b/validation', { enabled: true });
    try {
      const refused = await payBill('123456789', 300);
      expect(refused.validation_status).toBe(200);
      expect(refused.confirmation_status).toBeNull();
      expect(await paybillRow(refused.trans_id)).toBeUndefined();
      const accepted = await payBill(reference, 300);
      expect(accepted.confirmation_status).toBe(200);
    } finally {
      await daraja('/c2b/validation', { enabled: false });
    }
  });
});
