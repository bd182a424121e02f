import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  ConsoleAuditRow,
  ConsoleCashPaymentRow,
  ConsoleCryptoPaymentRow,
  ConsoleGroupRow,
  ConsolePage,
  ConsoleTransactionRow,
  ConsoleUserRow,
} from '@tontine/contracts';
import type { RowDataPacket } from 'mysql2/promise';
import { storeCryptoPayment } from './support/crypto-rows.js';
import { countRows, query } from './support/database.js';
import { becomeRoleAdmin, makeUser, type TestUser } from './support/factories.js';
import { api } from './support/http.js';
import { everyonePaid, payout, recordCash, startedGroup } from './support/ledger.js';
import { signInAs } from './support/sessions.js';

/**
 * The console's lists (GET /api/superadmin/…): keyset pages that walk every row once while
 * rows are added, filters and searches answered by the server, refusals of what they do not
 * understand. Each test makes its own rows, marked with a tag it then searches, so that other
 * files writing to the same database change nothing here.
 */
let superAdmin: string;

beforeAll(async () => {
  superAdmin = await signInAs('superAdmin');
});

/** Letters only: names accept them, and no other test's rows contain them. */
const tag = () =>
  `Qz${randomBytes(6)
    .toString('hex')
    .replace(/\d/g, (d) => 'ghijklmnop'[Number(d)]!)}`;

async function page<T>(path: string, params: Record<string, string> = {}) {
  const answer = await api<ConsolePage<T>>(
    'GET',
    `${path}?${new URLSearchParams(params).toString()}`,
    { token: superAdmin },
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

/** Every page of a list, following the cursors, while `during` runs after the first page. */
async function walk<T>(
  path: string,
  params: Record<string, string>,
  during: () => Promise<unknown> = async () => undefined,
): Promise<T[]> {
  const rows: T[] = [];
  let cursor: string | null = null;
  let pending: Promise<unknown> | undefined;
  for (let pages = 0; pages < 500; pages += 1) {
    const current: ConsolePage<T> = await page<T>(path, {
      ...params,
      ...(cursor ? { cursor } : {}),
    });
    rows.push(...current.items);
    pending ??= during();
    cursor = current.nextCursor;
    if (!cursor) break;
  }
  await pending;
  return rows;
}

/** Newest first: (created_at, id) never increases from one row to the next. */
function expectNewestFirst(rows: Array<{ id: string; created_at?: string; timestamp?: string }>) {
  const keys = rows.map((r) => [r.created_at ?? r.timestamp!, r.id] as const);
  for (let i = 1; i < keys.length; i += 1) {
    const [at, id] = keys[i]!;
    const [prevAt, prevId] = keys[i - 1]!;
    expect(at < prevAt || (at === prevAt && id < prevId), `row ${i} after row ${i - 1}`).toBe(true);
  }
}

async function taggedUsers(label: string, count: number): Promise<TestUser[]> {
  const users: TestUser[] = [];
  // One at a time: a burst of registrations would meet the sign-up limits.
  for (let i = 0; i < count; i += 1)
    users.push(
      await makeUser({
        last_name: `${label}Mwangi`,
        email: `${label.toLowerCase()}.${i}@integration.test`,
      }),
    );
  return users;
}

describe('the console lists', () => {
  it('users: the pages walk every row exactly once, newest first, while accounts are created', async () => {
    const label = tag();
    const users = await taggedUsers(label, 23);
    // A dozen of them in the same millisecond: the id breaks the tie, no row is lost or repeated.
    await query(
      `UPDATE users SET created_at = '2026-01-01 10:00:00.000' WHERE email LIKE ? AND email < ?`,
      [`${label.toLowerCase()}.%`, `${label.toLowerCase()}.2`],
    );
    const added: TestUser[] = [];
    const seen = await walk<ConsoleUserRow>(
      '/api/superadmin/users',
      { q: label, limit: '4' },
      async () => added.push(...(await taggedUsers(`${label}b`, 4))),
    );
    const ids = seen.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    const known = new Set([...users, ...added].map((u) => u.user.id));
    for (const id of ids) expect(known.has(id)).toBe(true);
    for (const user of users) expect(ids).toContain(user.user.id);
    expectNewestFirst(seen);
    const [first] = seen;
    expect(first).toMatchObject({
      username: expect.stringContaining(label),
      email: expect.stringContaining(label.toLowerCase()),
      status: 'active',
      role: 'member',
      phone: expect.any(String),
    });
    // Registering signs in: the account was seen.
    expect(Date.parse(first!.last_seen_at!)).toBeGreaterThan(Date.now() - 600_000);
  });

  it('users: by status, by role, and a search of username or e-mail whatever its case', async () => {
    const label = tag();
    const [suspended, admin, plain] = await taggedUsers(label, 3);
    const suspend = await api('POST', `/api/superadmin/users/${suspended!.user.id}/action`, {
      token: superAdmin,
      body: { action: 'suspend' },
    });
    expect(suspend.status).toBe(200);
    await becomeRoleAdmin(admin!);

    const ids = async (params: Record<string, string>) =>
      (await walk<ConsoleUserRow>('/api/superadmin/users', params)).map((r) => r.id).sort();
    const all = [suspended!, admin!, plain!].map((u) => u.user.id).sort();
    expect(await ids({ q: label })).toEqual(all);
    expect(await ids({ q: label.toUpperCase() })).toEqual(all);
    expect(await ids({ q: `${label.toLowerCase()}mwangi` })).toEqual(all); // the username
    expect(await ids({ q: `${label.toLowerCase()}.1@` })).toEqual([admin!.user.id]); // the e-mail
    expect(await ids({ q: label, status: 'suspended' })).toEqual([suspended!.user.id]);
    expect(await ids({ q: label, status: 'active' })).toEqual(
      [admin!.user.id, plain!.user.id].sort(),
    );
    expect(await ids({ q: label, role: 'admin' })).toEqual([admin!.user.id]);
    expect(await ids({ q: label, role: 'member', status: 'active' })).toEqual([plain!.user.id]);
    expect(await ids({ q: label, role: 'support' })).toEqual([]);
    // % and _ are letters of the search, not wildcards.
    expect(await ids({ q: `${label}%` })).toEqual([]);
    expect(await ids({ q: `${label.toLowerCase()}._@` })).toEqual([]);
    // An empty filter, as a blank select sends it, is no filter.
    expect(await ids({ q: label, status: '', role: '' })).toEqual(all);
  });

  it('users: the search index is brought up to date after sign-ups before any search, and the first search finds them', async () => {
    const label = tag();
    const users = await taggedUsers(label, 20);
    const ids = users.map((u) => u.user.id);
    // No search runs here: the API indexes the new accounts by itself.
    await expect
      .poll(
        () => countRows('user_search_texts', `user_id IN (${ids.map(() => '?').join(', ')})`, ids),
        { timeout: 20_000 },
      )
      .toBe(ids.length);
    const [grams] = await query<RowDataPacket & { n: number }>(
      'SELECT COUNT(DISTINCT user_id) AS n FROM user_search_grams WHERE gram = ?',
      [label.slice(2, 5).toLowerCase()],
    );
    expect(Number(grams!.n)).toBeGreaterThanOrEqual(ids.length);
    const first = await page<ConsoleUserRow>('/api/superadmin/users', { q: label, limit: '50' });
    expect(first.items.map((r) => r.id).sort()).toEqual([...ids].sort());
  });

  it('groups: by status and name, with their admin, newest first', async () => {
    const started = await startedGroup(2);
    const label = started.group.name;
    const [row] = (await page<ConsoleGroupRow>('/api/superadmin/groups', { q: label })).items;
    expect(row).toEqual({
      id: started.group.id,
      name: label,
      status: 'active',
      member_count: 2,
      max_members: started.group.max_members,
      admin_id: started.admin.user.id,
      admin_name: started.admin.user.username,
      currency: 'KES',
      contribution_amount: '500.00',
      created_at: expect.any(String),
    });
    expect((await page('/api/superadmin/groups', { q: label, status: 'closed' })).items).toEqual(
      [],
    );
    const all = await walk<ConsoleGroupRow>('/api/superadmin/groups', {
      status: 'active',
      limit: '200',
    });
    expect(all.map((g) => g.id)).toContain(started.group.id);
    expect(all.every((g) => g.status === 'active')).toBe(true);
    expectNewestFirst(all);
  });

  it('transactions, cash and crypto payments: every row once, with names, by status', async () => {
    const started = await startedGroup(2, '250.00');
    const contributions = await everyonePaid(started);
    expect((await payout(started.admin, started.group)).status).toBe(201);
    const pending = await recordCash(started.people[1]!, started.group, '10.00', 2);
    // This server has no chain: the payment is written as the API writes one.
    const crypto = await storeCryptoPayment({
      groupId: started.group.id,
      userId: started.people[1]!.user.id,
      amount: '1.50',
      currency: 'KES',
      cycle: 2,
    });

    // Walk the transactions until past this test's rows: each of them exactly once.
    const since = (
      await query<RowDataPacket & { t: Date }>(
        'SELECT MIN(created_at) AS t FROM contributions WHERE group_id = ?',
        [started.group.id],
      )
    )[0]!.t.toISOString();
    const mine: ConsoleTransactionRow[] = [];
    let cursor: string | null = null;
    for (;;) {
      const current: ConsolePage<ConsoleTransactionRow> = await page<ConsoleTransactionRow>(
        '/api/superadmin/transactions',
        { limit: '3', ...(cursor ? { cursor } : {}) },
      );
      expectNewestFirst(current.items);
      mine.push(...current.items.filter((r) => r.group_name === started.group.name));
      cursor = current.nextCursor;
      if (!cursor || current.items.at(-1)!.created_at < since) break;
    }
    expect(
      mine
        .filter((r) => r.kind === 'contribution')
        .map((r) => r.id)
        .sort(),
    ).toEqual([...contributions, pending, crypto.contributionId].sort());
    const paid = mine.filter((r) => r.kind === 'payout');
    expect(paid).toEqual([
      expect.objectContaining({ status: 'paid', method: null, amount: '500.00', currency: 'KES' }),
    ]);
    expect(mine.find((r) => r.id === pending)).toMatchObject({
      kind: 'contribution',
      status: 'pending',
      method: 'cash',
      amount: '10.00',
      user_name: started.people[1]!.user.username,
    });

    const cash = await walk<ConsoleCashPaymentRow>('/api/superadmin/cash-payments', {
      status: 'pending',
      limit: '200',
    });
    expect(cash.every((r) => r.status === 'pending')).toBe(true);
    expect(cash.find((r) => r.id === pending)).toEqual({
      id: pending,
      user_name: started.people[1]!.user.username,
      group_name: started.group.name,
      amount: '10.00',
      currency: 'KES',
      status: 'pending',
      created_at: expect.any(String),
    });
    const approvedCash = (
      await page<ConsoleCashPaymentRow>('/api/superadmin/cash-payments', {
        status: 'approved',
        limit: '200',
      })
    ).items;
    expect(approvedCash.map((r) => r.id)).toEqual(expect.arrayContaining(contributions));

    const cryptoRows = await walk<ConsoleCryptoPaymentRow>('/api/superadmin/crypto-payments', {
      limit: '200',
    });
    expect(cryptoRows.find((r) => r.id === crypto.contributionId)).toMatchObject({
      amount: '1.50',
      token_symbol: 'USDT',
      network: 'polygon',
      tx_hash: crypto.txHash,
      status: 'pending',
      failure_reason: null,
      confirmations: 0,
      required_confirmations: 0,
      explorer_url: null,
      contribution_status: 'pending',
      group_name: started.group.name,
    });
    expect(cryptoRows.map((r) => r.id)).not.toContain(pending);
  });

  it('audit: by category, and a search of action, details and admin', async () => {
    const label = tag();
    const [target] = await taggedUsers(label, 1);
    await api('POST', `/api/superadmin/users/${target!.user.id}/action`, {
      token: superAdmin,
      body: { action: 'suspend' },
    });
    const found = await walk<ConsoleAuditRow>('/api/superadmin/audit', {
      q: label.toUpperCase(),
      category: 'user_management',
    });
    expect(found).toEqual([
      {
        id: expect.any(String),
        timestamp: expect.any(String),
        admin_id: expect.any(String),
        admin_name: expect.any(String),
        action: 'user_suspended',
        details: expect.stringContaining(label.toLowerCase()),
        category: 'user_management',
        ip_address: expect.any(String),
      },
    ]);
    expect(
      (await page('/api/superadmin/audit', { q: label, category: 'group_management' })).items,
    ).toEqual([]);
  });

  it('refuses a cursor it did not hand out, a page too large and an unknown filter', async () => {
    const refused = async (path: string, params: Record<string, string>) => {
      const answer = await api<{ code: string }>(
        'GET',
        `${path}?${new URLSearchParams(params).toString()}`,
        { token: superAdmin },
      );
      expect(answer.status, `${path} ${JSON.stringify(params)}`).toBe(400);
      expect(answer.body.code).toBe('VALIDATION_FAILED');
    };
    const nonsense = Buffer.from('["not a time","x"]').toString('base64url');
    for (const path of [
      '/api/superadmin/users',
      '/api/superadmin/groups',
      '/api/superadmin/transactions',
      '/api/superadmin/cash-payments',
      '/api/superadmin/crypto-payments',
      '/api/superadmin/audit',
    ]) {
      await refused(path, { cursor: nonsense });
      await refused(path, { cursor: '%%%' });
      await refused(path, { limit: '201' });
    }
    await refused('/api/superadmin/system-logs', { cursor: nonsense });
    await refused('/api/superadmin/users', { status: 'deleted-ish' });
    await refused('/api/superadmin/users', { role: 'owner' });
    await refused('/api/superadmin/system-logs', { level: 'info' });
    // The largest page is allowed.
    expect(
      (await page('/api/superadmin/users', { limit: '200' })).items.length,
    ).toBeLessThanOrEqual(200);
  });
});
