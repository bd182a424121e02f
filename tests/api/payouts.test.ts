import { describe, expect, inject, it } from 'vitest';
import type {
  AdminStatsDto,
  GroupDto,
  NotificationDto,
  PayoutDto,
  RotationDto,
} from '@tontine/contracts';
import type { RowDataPacket } from 'mysql2/promise';
import { startApi } from './support/api-process.js';
import { query } from './support/database.js';
import { joinWithCode, makeGroup, makeUser, type TestUser } from './support/factories.js';
import { api } from './support/http.js';
import { recordCash, yesterday } from './support/ledger.js';
import { signInAs } from './support/sessions.js';

/** Two of the admin's groups already started, one in shillings and one in Ugandan shillings. */
async function shillingAndUgandanGroups(admin: TestUser, shillingContribution: string) {
  const shillings = await makeGroup(admin, {
    contribution_amount: shillingContribution,
    start_date: yesterday(),
  });
  const ugandan = await makeGroup(admin, {
    currency: 'UGX',
    contribution_amount: '1000',
    start_date: yesterday(),
  });
  return { shillings, ugandan };
}

/** Records and approves a payment, answering the contribution's id. */
async function paidAndApproved(
  payer: TestUser,
  admin: TestUser,
  group: GroupDto,
  amount: string,
  cycle = 1,
): Promise<string> {
  const id = await recordCash(payer, group, amount, cycle);
  expect(
    (await api('POST', `/api/contributions/${id}/approve`, { token: admin.token })).status,
  ).toBe(200);
  return id;
}

/** Records a payment that the admin rejects: money that never came. */
async function paidAndRejected(
  payer: TestUser,
  admin: TestUser,
  group: GroupDto,
  amount: string,
  cycle = 1,
): Promise<void> {
  const id = await recordCash(payer, group, amount, cycle);
  expect(
    (
      await api('POST', `/api/contributions/${id}/reject`, {
        token: admin.token,
        body: { reason: 'Montant non reçu' },
      })
    ).status,
  ).toBe(200);
}

/**
 * Moves a contribution back in time, out of the 30-day window of the statistics, with its
 * share of the daily running totals, which the API keeps by the day it was created.
 */
async function madeDaysAgo(contributionId: string, days: number) {
  const when = new Date(Date.now() - days * 86_400_000);
  const [c] = await query<
    RowDataPacket & { group_id: string; currency: string; amount: string; created_at: Date }
  >(
    "SELECT group_id, currency, amount, created_at FROM contributions WHERE id = ? AND status = 'approved'",
    [contributionId],
  );
  await query('UPDATE contributions SET created_at = ? WHERE id = ?', [when, contributionId]);
  if (!c) return;
  await query(
    `UPDATE contribution_daily_totals SET approved_count = approved_count - 1, approved_amount = approved_amount - ?
     WHERE group_id = ? AND currency = ? AND day = DATE(?)`,
    [c.amount, c.group_id, c.currency, c.created_at],
  );
  await query(
    `INSERT INTO contribution_daily_totals (id, group_id, currency, day, approved_count, approved_amount)
     VALUES (UUID(), ?, ?, DATE(?), 1, ?)
     ON DUPLICATE KEY UPDATE approved_count = approved_count + 1, approved_amount = approved_amount + VALUES(approved_amount)`,
    [c.group_id, c.currency, when, c.amount],
  );
}

type Totals = RowDataPacket & { currency: string; day: string | null; n: number; total: string };

/**
 * The running totals of the groups against the contributions' own sums: per currency, and per
 * currency and UTC day. Rows at zero (made ready for an approval that did not happen) aside.
 */
async function totalsMatchContributions(groupIds: string[]) {
  const read = (sql: string) =>
    query<Totals>(sql, [groupIds]).then((rows) =>
      rows.map((r) => ({ ...r, n: Number(r.n), total: cents(r.total) })),
    );
  const [kept, summed, keptDaily, summedDaily] = await Promise.all([
    read(
      `SELECT currency, NULL AS day, SUM(approved_count) AS n, SUM(approved_amount) AS total
       FROM contribution_totals WHERE group_id IN (?) GROUP BY currency HAVING n > 0 ORDER BY currency`,
    ),
    read(
      `SELECT currency, NULL AS day, COUNT(*) AS n, SUM(amount) AS total FROM contributions
       WHERE group_id IN (?) AND status = 'approved' GROUP BY currency ORDER BY currency`,
    ),
    read(
      `SELECT currency, DATE_FORMAT(day, '%Y-%m-%d') AS day, SUM(approved_count) AS n, SUM(approved_amount) AS total
       FROM contribution_daily_totals WHERE group_id IN (?) GROUP BY currency, day HAVING n > 0 ORDER BY currency, day`,
    ),
    read(
      `SELECT currency, DATE_FORMAT(created_at, '%Y-%m-%d') AS day, COUNT(*) AS n, SUM(amount) AS total
       FROM contributions WHERE group_id IN (?) AND status = 'approved' GROUP BY currency, day ORDER BY currency, day`,
    ),
  ]);
  expect(kept).toEqual(summed);
  expect(keptDaily).toEqual(summedDaily);
  return summed;
}

const cents = (amount: string | undefined) => Math.round(Number(amount ?? '0') * 100);

async function invariantHolds(groupId: string) {
  const [row] = await query<RowDataPacket & { paid: string | null; approved: string | null }>(
    `SELECT (SELECT SUM(amount) FROM payouts WHERE group_id = ?) AS paid,
            (SELECT SUM(amount) FROM contributions WHERE group_id = ? AND status = 'approved') AS approved`,
    [groupId, groupId],
  );
  expect(Number(row!.paid ?? 0) * 100).toBeLessThanOrEqual(Number(row!.approved ?? 0) * 100);
}

describe('payouts', () => {
  it('pays each cycle once, to each member in turn, and completes the group', async () => {
    const [admin, alice, bob] = await Promise.all([makeUser(), makeUser(), makeUser()]);
    const group = await makeGroup(admin, { contribution_amount: '250', start_date: yesterday() });
    await joinWithCode(alice, group.permanent_invitation_code!);
    await joinWithCode(bob, group.permanent_invitation_code!);
    const members = [admin, alice, bob];

    const early = await api('POST', `/api/groups/${group.id}/payouts`, { token: admin.token });
    expect(early.status).toBe(400);
    expect(early.body).toMatchObject({ code: 'CONTRIBUTIONS_INCOMPLETE' });
    expect(
      (await api('POST', `/api/groups/${group.id}/payouts`, { token: alice.token })).status,
    ).toBe(403);

    for (let cycle = 1; cycle <= 3; cycle += 1) {
      for (const m of members) await paidAndApproved(m, admin, group, '250', cycle);
      // Both name the cycle on screen, as the client does: the loser learns it was paid.
      const pay = () =>
        api<PayoutDto>('POST', `/api/groups/${group.id}/payouts`, {
          token: admin.token,
          body: { cycle_number: cycle },
        });
      const [a, b] = await Promise.all([pay(), pay()]);
      expect([a.status, b.status].sort()).toEqual([201, 409]);
      const paid = a.status === 201 ? a.body : b.body;
      expect(paid).toMatchObject({
        cycle_number: cycle,
        beneficiary_id: members[cycle - 1]!.user.id,
        amount: '750.00',
      });
      await invariantHolds(group.id);
    }

    const beneficiaries = await query<RowDataPacket & { beneficiary_id: string }>(
      'SELECT beneficiary_id FROM payouts WHERE group_id = ? ORDER BY cycle_number',
      [group.id],
    );
    expect(beneficiaries.map((r) => r.beneficiary_id)).toEqual(members.map((m) => m.user.id));

    const notes = await api<NotificationDto[]>('GET', '/api/notifications', { token: bob.token });
    expect(notes.body.map((n) => n.type)).toEqual(
      expect.arrayContaining(['payout_received', 'cycle_complete']),
    );
    expect(notes.body.find((n) => n.type === 'payout_received')?.priority).toBe('high');

    const done = await api<GroupDto>('GET', `/api/groups/${group.id}`, { token: admin.token });
    expect(done.body).toMatchObject({ status: 'completed', current_cycle: 4 });
    const rotation = await api<RotationDto>('GET', `/api/groups/${group.id}/rotation`, {
      token: alice.token,
    });
    expect(rotation.body.cycles.every((c) => c.paid_out)).toBe(true);

    const late = await api(
      'POST',
      `/api/contributions/cash/record?group_id=${group.id}&amount=250`,
      { token: alice.token },
    );
    expect(late.body).toMatchObject({
      detail: "Ce groupe est fermé et n'accepte plus de paiements",
    });
    const more = await api('POST', `/api/groups/${group.id}/payouts`, { token: admin.token });
    expect(more.body).toMatchObject({ code: 'ROTATION_COMPLETE' });
    // The last cycle named again (a second click, or the loser of two at once): it was paid.
    const again = await api('POST', `/api/groups/${group.id}/payouts`, {
      token: admin.token,
      body: { cycle_number: 3 },
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'PAYOUT_ALREADY_RECORDED' });
  });

  it('does not ask the beneficiary to pay in their own turn when the group says so', async () => {
    const [admin, alice] = await Promise.all([makeUser(), makeUser()]);
    const group = await makeGroup(admin, {
      contribution_amount: '250',
      start_date: yesterday(),
      beneficiary_contributes: false,
    });
    await joinWithCode(alice, group.permanent_invitation_code!);
    const own = await api(
      'POST',
      `/api/contributions/cash/record?group_id=${group.id}&amount=250&cycle_number=1`,
      {
        token: admin.token,
      },
    );
    expect(own.body).toMatchObject({ code: 'NOTHING_DUE' });
    await paidAndApproved(alice, admin, group, '250', 1);
    const payout = await api<PayoutDto>('POST', `/api/groups/${group.id}/payouts`, {
      token: admin.token,
    });
    expect(payout.body).toMatchObject({ amount: '250.00', beneficiary_id: admin.user.id });
  });
});

describe('GET /api/users/me/summary', () => {
  it('adds up approved contributions and payouts per currency', async () => {
    const [admin, alice] = await Promise.all([makeUser(), makeUser()]);
    const group = await makeGroup(admin, { contribution_amount: '250', start_date: yesterday() });
    await joinWithCode(alice, group.permanent_invitation_code!);
    await paidAndApproved(alice, admin, group, '250', 1);
    await recordCash(alice, group, '100', 2);
    const summary = await api('GET', '/api/users/me/summary', { token: alice.token });
    expect(summary.body).toEqual({
      total_contributed: { KES: '250.00' },
      total_received: {},
      total_saved: { KES: '250.00' },
      pending_count: 1,
    });
  });

  it('keeps currencies apart, counts neither rejected nor pending money, and adds payouts', async () => {
    const [admin, alice] = await Promise.all([makeUser(), makeUser()]);
    const { shillings, ugandan } = await shillingAndUgandanGroups(admin, '250.50');
    for (const group of [shillings, ugandan])
      await joinWithCode(alice, group.permanent_invitation_code!);
    await paidAndApproved(admin, admin, shillings, '250.50');
    await paidAndApproved(alice, admin, shillings, '250.50');
    await paidAndApproved(alice, admin, ugandan, '1000');
    await paidAndRejected(alice, admin, ugandan, '1000', 2);
    expect(
      (await api('POST', `/api/groups/${shillings.id}/payouts`, { token: admin.token })).status,
    ).toBe(201);

    const forAlice = await api('GET', '/api/users/me/summary', { token: alice.token });
    expect(forAlice.body).toEqual({
      total_contributed: { KES: '250.50', UGX: '1000.00' },
      total_received: {},
      // The shilling cycle was paid out: only the Ugandan contribution is still saved.
      total_saved: { UGX: '1000.00' },
      pending_count: 0,
    });
    const forAdmin = await api('GET', '/api/users/me/summary', { token: admin.token });
    expect(forAdmin.body).toEqual({
      total_contributed: { KES: '250.50' },
      total_received: { KES: '501.00' },
      total_saved: {},
      pending_count: 0,
    });
  });
});

describe('GET /api/admin/stats', () => {
  it('answers a group admin with figures over their groups, and refuses a plain member', async () => {
    const [admin, alice, plain] = await Promise.all([makeUser(), makeUser(), makeUser()]);
    const group = await makeGroup(admin, { contribution_amount: '250', start_date: yesterday() });
    await makeGroup(admin, { currency: 'KES', is_public: false });
    await joinWithCode(alice, group.permanent_invitation_code!);
    await paidAndApproved(alice, admin, group, '250', 1);
    const stats = await api('GET', '/api/admin/stats', { token: admin.token });
    expect(stats.status).toBe(200);
    expect(stats.body).toMatchObject({
      totalGroups: 2,
      activeGroups: 2,
      inactiveGroups: 0,
      totalMembers: 2,
      activeMembers: 1,
      totalTransactions: 1,
      totalManagedAmount: '250.00',
      currency: 'KES',
      managedByCurrency: { KES: '250.00' },
      monthlyContributions: '250.00',
      monthlyContributionsByCurrency: { KES: '250.00' },
      pendingInvitations: 0,
      newMembersThisMonth: 1,
      adminName: 'Amani Wekesa',
    });
    const refused = await api('GET', '/api/admin/stats', { token: plain.token });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({
      detail: 'Accès refusé. Seuls les administrateurs peuvent voir les statistiques.',
    });
  });

  it('counts the last 30 days apart, per currency, in the currency most groups use', async () => {
    const [admin, alice] = await Promise.all([makeUser(), makeUser()]);
    const { shillings, ugandan } = await shillingAndUgandanGroups(admin, '250');
    await makeGroup(admin, { currency: 'KES' });
    for (const group of [shillings, ugandan])
      await joinWithCode(alice, group.permanent_invitation_code!);
    const old = await paidAndApproved(admin, admin, shillings, '250');
    await madeDaysAgo(old, 40);
    await paidAndApproved(alice, admin, shillings, '250');
    await paidAndApproved(alice, admin, ugandan, '1000');
    await recordCash(alice, ugandan, '1000', 2);

    const stats = await api('GET', '/api/admin/stats', { token: admin.token });
    expect(stats.body).toMatchObject({
      totalGroups: 3,
      totalMembers: 2,
      activeMembers: 1,
      totalTransactions: 3,
      currency: 'KES',
      totalManagedAmount: '500.00',
      managedByCurrency: { KES: '500.00', UGX: '1000.00' },
      monthlyContributions: '250.00',
      monthlyContributionsByCurrency: { KES: '250.00', UGX: '1000.00' },
    });
  });

  it('answers a super admin over every group still in place', async () => {
    const [root, admin, alice] = await Promise.all([makeUser(), makeUser(), makeUser()]);
    await query("UPDATE users SET role = 'super_admin' WHERE id = ?", [root.user.id]);
    const read = async () =>
      (await api<AdminStatsDto>('GET', '/api/admin/stats', { token: root.token })).body;
    const before = await read();

    const group = await makeGroup(admin, { contribution_amount: '250', start_date: yesterday() });
    await joinWithCode(alice, group.permanent_invitation_code!);
    await paidAndApproved(admin, admin, group, '250');
    await paidAndApproved(alice, admin, group, '250');
    const during = await read();
    expect(during.totalGroups - before.totalGroups).toBe(1);
    expect(during.activeGroups - before.activeGroups).toBe(1);
    expect(during.totalMembers - before.totalMembers).toBe(2);
    expect(during.activeMembers - before.activeMembers).toBe(2);
    expect(during.newMembersThisMonth - before.newMembersThisMonth).toBe(1);
    expect(during.totalTransactions - before.totalTransactions).toBe(2);
    expect(cents(during.managedByCurrency.KES) - cents(before.managedByCurrency.KES)).toBe(50_000);
    expect(
      cents(during.monthlyContributionsByCurrency.KES) -
        cents(before.monthlyContributionsByCurrency.KES),
    ).toBe(50_000);
    expect(during.adminName).toBe('Amani Wekesa');

    expect(
      (await api('DELETE', `/api/groups/${group.id}`, { token: admin.token })).status,
    ).toBeLessThan(300);
    const after = await read();
    expect(after.totalGroups).toBe(before.totalGroups);
    expect(after.totalTransactions).toBe(before.totalTransactions);
    expect(cents(after.managedByCurrency.KES)).toBe(cents(before.managedByCurrency.KES));
  });

  it('keeps its totals equal to the contributions through approvals, a rejection and a reversal', async () => {
    const [root, admin, alice, bob] = await Promise.all([
      makeUser(),
      makeUser(),
      makeUser(),
      makeUser(),
    ]);
    await query("UPDATE users SET role = 'super_admin' WHERE id = ?", [root.user.id]);
    const { shillings, ugandan } = await shillingAndUgandanGroups(admin, '250');
    for (const member of [alice, bob])
      await joinWithCode(member, shillings.permanent_invitation_code!);
    await joinWithCode(alice, ugandan.permanent_invitation_code!);
    const groupIds = [shillings.id, ugandan.id];

    await paidAndApproved(admin, admin, shillings, '250');
    await paidAndApproved(alice, admin, shillings, '100.10');
    const bobs = await paidAndApproved(bob, admin, shillings, '250');
    await paidAndApproved(alice, admin, ugandan, '999.99');
    await paidAndRejected(alice, admin, shillings, '149.90');
    const reversed = await api('POST', `/api/contributions/${bobs}/reverse`, {
      token: admin.token,
      body: { reason: 'Paiement en double' },
    });
    expect(reversed.status).toBe(201);
    const old = await paidAndApproved(alice, admin, shillings, '0.30');
    await madeDaysAgo(old, 40);
    await recordCash(alice, ugandan, '0.01');

    const summed = await totalsMatchContributions(groupIds);
    // Four approved and a reversal in shillings, one approved in Ugandan shillings.
    expect(summed).toEqual([
      { currency: 'KES', day: null, n: 5, total: 35_040 },
      { currency: 'UGX', day: null, n: 1, total: 99_999 },
    ]);
    const stats = await api<AdminStatsDto>('GET', '/api/admin/stats', { token: admin.token });
    expect(stats.body).toMatchObject({
      totalTransactions: 6,
      totalManagedAmount: '350.40',
      managedByCurrency: { KES: '350.40', UGX: '999.99' },
      monthlyContributions: '350.10',
      monthlyContributionsByCurrency: { KES: '350.10', UGX: '999.99' },
    });

    // A super admin's figures: every group not deleted, as the contributions add up.
    const since = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    const everyGroup = await query<
      RowDataPacket & { currency: string; n: number; total: string; monthly: string }
    >(
      `SELECT c.currency, COUNT(*) AS n, SUM(c.amount) AS total,
              SUM(CASE WHEN c.created_at >= ? THEN c.amount ELSE 0 END) AS monthly
       FROM contributions c JOIN savings_groups g ON g.id = c.group_id AND g.deleted_at IS NULL
       WHERE c.status = 'approved' GROUP BY c.currency ORDER BY c.currency`,
      [since],
    );
    const [{ payouts }] = (await query<RowDataPacket & { payouts: number }>(
      `SELECT COUNT(*) AS payouts FROM payouts p
       JOIN savings_groups g ON g.id = p.group_id AND g.deleted_at IS NULL`,
    )) as [{ payouts: number }];
    const all = (await api<AdminStatsDto>('GET', '/api/admin/stats', { token: root.token })).body;
    expect(all.totalTransactions).toBe(
      everyGroup.reduce((sum, r) => sum + Number(r.n), 0) + Number(payouts),
    );
    expect(all.managedByCurrency).toEqual(
      Object.fromEntries(everyGroup.map((r) => [r.currency, r.total])),
    );
    expect(all.monthlyContributionsByCurrency).toEqual(
      Object.fromEntries(everyGroup.map((r) => [r.currency, r.monthly])),
    );
  });

  it('adds up approvals made at the same moment in the same group and day', async () => {
    const [admin, alice] = await Promise.all([makeUser(), makeUser()]);
    const groups = [
      await makeGroup(admin, { contribution_amount: '1000', start_date: yesterday() }),
      await makeGroup(admin, { contribution_amount: '1000', start_date: yesterday() }),
    ];
    const pending: string[] = [];
    for (const group of groups) {
      await joinWithCode(alice, group.permanent_invitation_code!);
      for (const payer of [admin, alice, admin, alice, admin, alice])
        pending.push(await recordCash(payer, group, '10.10'));
    }
    // Every group's first approval of the day at once: the rows of the totals do not exist yet.
    const answers = await Promise.all(
      pending.map((id) => api('POST', `/api/contributions/${id}/approve`, { token: admin.token })),
    );
    expect(answers.map((a) => a.status)).toEqual(pending.map(() => 200));

    expect(await totalsMatchContributions(groups.map((g) => g.id))).toEqual([
      { currency: 'KES', day: null, n: 12, total: 12_120 },
    ]);
    const stats = await api<AdminStatsDto>('GET', '/api/admin/stats', { token: admin.token });
    expect(stats.body).toMatchObject({
      totalTransactions: 12,
      managedByCurrency: { KES: '121.20' },
      monthlyContributionsByCurrency: { KES: '121.20' },
    });
  });
});

describe('GET /api/groups/:id/statement', () => {
  it('downloads the member’s own lines as CSV with a running total', async () => {
    const [admin, alice] = await Promise.all([makeUser(), makeUser()]);
    const group = await makeGroup(admin, {
      contribution_amount: '250',
      start_date: yesterday(),
      name: 'Chama Umoja CSV',
    });
    await joinWithCode(alice, group.permanent_invitation_code!);
    for (const m of [admin, alice]) await paidAndApproved(m, admin, group, '250', 1);
    await recordCash(admin, group, '100', 2);
    expect(
      (await api('POST', `/api/groups/${group.id}/payouts`, { token: admin.token })).status,
    ).toBe(201);

    const answer = await api<string>('GET', `/api/groups/${group.id}/statement`, {
      token: admin.token,
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/csv');
    expect(answer.headers.get('content-disposition')).toMatch(
      /^attachment; filename="releve-chama-umoja-csv-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = answer.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    // The header line in the member's language (Swahili for these test accounts).
    expect(lines[0]).toBe(
      'Tarehe,Aina,Mzunguko,Njia ya malipo,Hali,Kiasi,Sarafu,Jumla inayoendelea',
    );
    expect(lines.slice(1).map((l) => l.split(',').slice(1).join(','))).toEqual([
      'contribution,1,cash,approved,250.00,KES,250.00',
      'contribution,2,cash,pending,100.00,KES,250.00',
      'payout,1,,paid,500.00,KES,-250.00',
    ]);
    const outsider = await makeUser();
    expect(
      (await api('GET', `/api/groups/${group.id}/statement`, { token: outsider.token })).status,
    ).toBe(403);
  });

  it.each([
    ['fr', 'Date,Type,Cycle,Moyen de paiement,Statut,Montant,Devise,Solde cumulé'],
    ['en', 'Date,Type,Cycle,Payment method,Status,Amount,Currency,Running total'],
  ] as const)('writes the header line in the reader’s language (%s)', async (language, header) => {
    const admin = await makeUser({ preferred_language: language });
    const group = await makeGroup(admin);
    const answer = await api<string>('GET', `/api/groups/${group.id}/statement`, {
      token: admin.token,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.replace(/^\uFEFF/, '').split(/\r?\n/)[0]).toBe(header);
  });

  it('names the file of a group written in any script, with an ASCII fallback', async () => {
    const admin = await makeUser();
    const group = await makeGroup(admin, { name: 'Вкладчики Ηλιος' });
    const answer = await api<string>('GET', `/api/groups/${group.id}/statement`, {
      token: admin.token,
    });
    expect(answer.status).toBe(200);
    const header = answer.headers.get('content-disposition') ?? '';
    expect(header).toMatch(/^attachment; filename="releve-[^"]*\.csv"; filename\*=UTF-8''/);
    expect(decodeURIComponent(header.split("UTF-8''")[1]!)).toMatch(
      /^releve-вкладчики-ηλιος-\d{4}-\d{2}-\d{2}\.csv$/,
    );
  });
});

describe('a member excluded after receiving', () => {
  it('keeps their debt as arrears seen by admins only, without holding back the next payouts', async () => {
    const [admin, alice, bob] = await Promise.all([makeUser(), makeUser(), makeUser()]);
    const group = await makeGroup(admin, { contribution_amount: '250', start_date: yesterday() });
    await joinWithCode(alice, group.permanent_invitation_code!);
    await joinWithCode(bob, group.permanent_invitation_code!);
    for (const cycle of [1, 2]) {
      for (const m of [admin, alice, bob]) await paidAndApproved(m, admin, group, '250', cycle);
      expect(
        (await api('POST', `/api/groups/${group.id}/payouts`, { token: admin.token })).status,
      ).toBe(201);
    }
    expect(
      (
        await api('DELETE', `/api/groups/${group.id}/members/${alice.user.id}`, {
          token: admin.token,
        })
      ).status,
    ).toBe(200);

    for (const m of [admin, bob]) await paidAndApproved(m, admin, group, '250', 3);
    const last = await api<PayoutDto>('POST', `/api/groups/${group.id}/payouts`, {
      token: admin.token,
    });
    expect(last.status).toBe(201);
    expect(last.body).toMatchObject({ beneficiary_id: bob.user.id, amount: '500.00' });

    const forAdmin = await api<RotationDto>('GET', `/api/groups/${group.id}/rotation`, {
      token: admin.token,
    });
    // Cycle 3 falls due two months after the start: Alice's share is owed, not yet late.
    expect(forAdmin.body.cycles[2]!.members.find((m) => m.user_id === alice.user.id)?.state).toBe(
      'due',
    );
    const forBob = await api<RotationDto>('GET', `/api/groups/${group.id}/rotation`, {
      token: bob.token,
    });
    expect(forBob.body.cycles[2]!.members.map((m) => m.user_id)).not.toContain(alice.user.id);
  });
});

describe('a super admin’s statistics over every group', () => {
  it('are computed once and shared for PLATFORM_STATS_CACHE_SECONDS', async () => {
    const cached = await startApi({
      DATABASE_URL: inject('databaseUrl'),
      PLATFORM_STATS_CACHE_SECONDS: '60',
    });
    try {
      const token = await signInAs('superAdmin');
      const read = (baseUrl?: string) =>
        api<AdminStatsDto>('GET', '/api/admin/stats', { token, baseUrl });
      const [first, concurrent] = await Promise.all([read(cached.url), read(cached.url)]);
      expect(concurrent.body).toEqual(first.body);

      const admin = await makeUser();
      await makeGroup(admin, { contribution_amount: '250' });
      expect((await read(cached.url)).body.totalGroups).toBe(first.body.totalGroups);
      // The instance without the cache (the tests' default) sees the new group at once.
      expect((await read()).body.totalGroups).toBe(first.body.totalGroups + 1);
    } finally {
      await cached.stop();
    }
  });
});
