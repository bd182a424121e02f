import type { RowDataPacket } from 'mysql2/promise';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorCatalog, type ConsoleCashPaymentRow, type GroupDto } from '@tontine/contracts';
import { storeCryptoPayment } from './support/crypto-rows.js';
import { countRows, query } from './support/database.js';
import { makeGroup, makeMembers, makeUser, type TestUser } from './support/factories.js';
import { api } from './support/http.js';
import { signInAs } from './support/sessions.js';

/**
 * Super admins decide payments from the console through the group admins' own code path: the
 * same status rules and error, the same running totals, the member's notification, and an audit
 * entry (payment_validation) under the super admin's name.
 */
let superAdmin: string;
let superAdminId: string;
let admin: TestUser;
let member: TestUser;
let group: GroupDto;

type Decided = ConsoleCashPaymentRow & { code?: string; detail?: string; message_key?: string };

const validateCash = (id: string, body: Record<string, unknown>, token = superAdmin) =>
  api<Decided>('POST', `/api/superadmin/cash-payments/${id}/validate`, { token, body });
const verifyCrypto = (id: string, token = superAdmin) =>
  api<{ code?: string; detail?: string }>(
    'POST',
    `/api/superadmin/crypto-payments/${id}/validate`,
    {
      token,
      body: { action: 'verify' },
    },
  );

async function recordCash(amount = '10'): Promise<string> {
  const paid = await api<{ contribution: { id: string } }>(
    'POST',
    `/api/contributions/cash/record?group_id=${group.id}&amount=${amount}&cycle_number=1`,
    { token: member.token },
  );
  expect(paid.status, JSON.stringify(paid.body)).toBe(201);
  return paid.body.contribution.id;
}

/** A pending crypto payment of the member (this server has no chain: written as the API writes it). */
async function recordCrypto(): Promise<string> {
  const stored = await storeCryptoPayment({
    groupId: group.id,
    userId: member.user.id,
    amount: '5.00',
    currency: group.currency,
  });
  return stored.contributionId;
}

async function approvedTotal(): Promise<string> {
  const [row] = await query<RowDataPacket & { approved_amount: string }>(
    'SELECT approved_amount FROM contribution_totals WHERE group_id = ?',
    [group.id],
  );
  return row ? String(row.approved_amount) : '0.00';
}

const auditedBySuperAdmin = (action: string) =>
  countRows('audit_entries', 'action = ? AND admin_id = ? AND category = ?', [
    action,
    superAdminId,
    'payment_validation',
  ]);

beforeAll(async () => {
  superAdmin = await signInAs('superAdmin');
  superAdminId = (await api<{ id: string }>('GET', '/api/auth/me', { token: superAdmin })).body.id;
  admin = await makeUser();
  group = await makeGroup(admin, {
    contribution_amount: '100',
    start_date: new Date(Date.now() - 86_400_000).toISOString().slice(0, 10),
  });
  [member] = (await makeMembers(group, 1)) as [TestUser];
  await api('GET', `/api/groups/${group.id}/rotation`, { token: admin.token });
});

describe('a super admin deciding a cash payment', () => {
  it('approves it as the group admin would: totals, notification, audit', async () => {
    const id = await recordCash('10');
    const totalBefore = await approvedTotal();
    const audits = await auditedBySuperAdmin('contribution_approved');
    const approved = await validateCash(id, { action: 'approve' });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body).toMatchObject({
      id,
      user_name: member.user.username,
      group_name: group.name,
      amount: '10.00',
      currency: group.currency,
      status: 'approved',
    });
    expect(Number(await approvedTotal())).toBe(Number(totalBefore) + 10);
    expect(await auditedBySuperAdmin('contribution_approved')).toBe(audits + 1);
    const notes = await api<Array<{ type: string; data?: { contribution_id?: string } }>>(
      'GET',
      '/api/notifications',
      { token: member.token },
    );
    expect(
      notes.body.some((n) => n.type === 'contribution_confirmed' && n.data?.contribution_id === id),
    ).toBe(true);
    // Decided once: the group admins' own error, for anyone.
    const again = await validateCash(id, { action: 'reject', reason: 'Trop tard' });
    expect(again.body).toMatchObject({
      code: 'CONTRIBUTION_DECIDED',
      detail: errorCatalog.CONTRIBUTION_DECIDED.message.fr,
    });
    expect(
      (
        await api<{ code: string }>('POST', `/api/contributions/${id}/approve`, {
          token: admin.token,
        })
      ).body.code,
    ).toBe('CONTRIBUTION_DECIDED');
  });

  it('rejects it with a reason, which a rejection needs', async () => {
    const id = await recordCash('10');
    const totalBefore = await approvedTotal();
    const noReason = await validateCash(id, { action: 'reject' });
    expect(noReason.status).toBe(400);
    const blank = await validateCash(id, { action: 'reject', reason: '   ' });
    expect(blank).toMatchObject({ status: 400, body: { message_key: 'rejectionReasonRequired' } });
    const rejected = await validateCash(id, { action: 'reject', reason: 'Montant non reçu' });
    expect(rejected.body).toMatchObject({ id, status: 'rejected' });
    expect(await approvedTotal()).toBe(totalBefore);
    const [row] = await query<RowDataPacket & { rejection_reason: string; decided_by: string }>(
      'SELECT rejection_reason, decided_by FROM contributions WHERE id = ?',
      [id],
    );
    expect(row).toMatchObject({ rejection_reason: 'Montant non reçu', decided_by: superAdminId });
  });

  it('decides once when the console and the group admin decide at the same moment', async () => {
    const id = await recordCash('10');
    const audits = await countRows('audit_entries', 'details LIKE ?', [`%${group.name}%`]);
    const [console, groupAdmin] = await Promise.all([
      validateCash(id, { action: 'approve' }),
      api('POST', `/api/contributions/${id}/approve`, { token: admin.token }),
    ]);
    expect([console.status, groupAdmin.status].sort()).toEqual([200, 409]);
    expect(await countRows('audit_entries', 'details LIKE ?', [`%${group.name}%`])).toBe(
      audits + 1,
    );
  });

  it('answers 404 for an unknown payment or a crypto one, 400 for an unknown action', async () => {
    expect(
      (await validateCash('00000000-0000-4000-8000-000000000000', { action: 'approve' })).body.code,
    ).toBe('CONTRIBUTION_NOT_FOUND');
    expect((await validateCash('nope', { action: 'approve' })).status).toBe(404);
    expect((await validateCash(await recordCrypto(), { action: 'approve' })).status).toBe(404);
    expect((await validateCash(await recordCash('1'), { action: 'refund' })).status).toBe(400);
  });
});

describe('a super admin verifying a crypto payment', () => {
  it('runs the check on chain: a network this server does not have is 503, and nothing changes', async () => {
    const id = await recordCrypto();
    const answer = await verifyCrypto(id);
    expect(answer).toMatchObject({
      status: 503,
      body: {
        code: 'CRYPTO_NETWORK_UNAVAILABLE',
        detail: errorCatalog.CRYPTO_NETWORK_UNAVAILABLE.message.fr,
      },
    });
    const [row] = await query<RowDataPacket & { status: string; chain_status: string }>(
      'SELECT status, chain_status FROM contributions WHERE id = ?',
      [id],
    );
    expect(row).toMatchObject({ status: 'pending', chain_status: 'pending' });
  });

  it('answers 404 first for an unknown payment or a cash one', async () => {
    expect((await verifyCrypto('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await verifyCrypto(await recordCash('1'))).status).toBe(404);
  });

  it('is for super admins only', async () => {
    const support = await signInAs('support');
    expect((await verifyCrypto(await recordCrypto(), support)).body.code).toBe(
      'SUPERADMIN_REQUIRED',
    );
    expect((await verifyCrypto(await recordCrypto(), admin.token)).status).toBe(403);
  });
});
