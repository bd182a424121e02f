import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  APP_VERSION,
  GROUP_CURRENCIES,
  type ConsolePage,
  type ConsoleSystemLogRow,
  type PlatformMonthlyDto,
  type PlatformStatsDto,
} from '@tontine/contracts';
import type { RowDataPacket } from 'mysql2/promise';
import { startApi } from './support/api-process.js';
import { query } from './support/database.js';
import { makeGroup, makeMembers, makeUser } from './support/factories.js';
import { api } from './support/http.js';
import { startIsolatedApi, type IsolatedApi } from './support/isolated-api.js';
import { everyonePaid, payout, recordCash, yesterday } from './support/ledger.js';
import { signInAs } from './support/sessions.js';

/**
 * GET /api/superadmin/stats and /stats/monthly against the database's own counts, and the
 * monitoring behind them: the deployments row of each start, the 5xx answers counted over
 * every instance, the errors the server logged reaching the system logs. On an API and a
 * database of this file's own, so that the counts are this file's alone.
 */
type Row = RowDataPacket & Record<string, unknown>;

let server: IsolatedApi;
let superAdmin: string;

beforeAll(async () => {
  server = await startIsolatedApi({
    SMTP_URL: inject('smtpUrl'),
    REDIS_URL: 'redis://127.0.0.1:6379',
  });
  superAdmin = await signInAs('superAdmin');
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

const stats = async () => {
  const answer = await api<PlatformStatsDto>('GET', '/api/superadmin/stats', {
    token: superAdmin,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
};

const one = async (sql: string, params: unknown[] = []) => (await query<Row>(sql, params))[0]!;

/** A group of `size` that started yesterday in `currency`, everyone paid and approved. */
async function paidGroup(
  currency: (typeof GROUP_CURRENCIES)[number],
  amount: string,
  size: number,
) {
  const admin = await makeUser();
  const group = await makeGroup(admin, {
    currency,
    contribution_amount: amount,
    start_date: yesterday(),
    max_members: size,
  });
  const people = [admin, ...(await makeMembers(group, size - 1))];
  await everyonePaid({ group, admin, people });
  return { group, admin, people };
}

/** A real 500: the notifications table gone for the time of one request. */
async function provokeServerError(baseUrl: string, token: string) {
  await query('RENAME TABLE notifications TO notifications_away');
  try {
    const answer = await api<{ code: string }>('GET', '/api/notifications', { token, baseUrl });
    expect(answer.status).toBe(500);
    expect(answer.body.code).toBe('INTERNAL');
  } finally {
    await query('RENAME TABLE notifications_away TO notifications');
  }
}

describe('the console figures', () => {
  it('records the start: one deployments row with the running version', async () => {
    const rows = await query<Row>('SELECT version, host, instance_id, started_at FROM deployments');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ version: APP_VERSION });
    const figures = await stats();
    expect(figures.deployments).toBe(1);
    expect(figures.currentVersion).toBe(APP_VERSION);
  });

  it('answers the counts and the revenue of the database, each currency exact and apart', async () => {
    const kes = await paidGroup('KES', '333.33', 3);
    await paidGroup('USD', '0.10', 3);
    await paidGroup('USD', '1000000.01', 2);
    expect((await payout(kes.admin, kes.group)).status).toBe(201);
    await recordCash(kes.people[1]!, kes.group, '5.00', 2); // pending: no revenue
    const closed = await makeGroup(await makeUser());
    await query(`UPDATE savings_groups SET status = 'closed' WHERE id = ?`, [closed.id]);

    const figures = await stats();
    const db = await one(
      `SELECT (SELECT COUNT(*) FROM users) AS users,
              (SELECT COUNT(*) FROM savings_groups WHERE deleted_at IS NULL) AS all_groups,
              (SELECT COUNT(*) FROM savings_groups WHERE deleted_at IS NULL AND status = 'active') AS active,
              (SELECT COUNT(*) FROM contributions WHERE status = 'approved') AS approved,
              (SELECT COUNT(*) FROM payouts) AS payouts,
              (SELECT COUNT(DISTINCT user_id) FROM sessions
                WHERE last_seen_at >= UTC_TIMESTAMP(3) - INTERVAL 1 DAY) AS seen`,
    );
    const revenue = await query<Row>(
      `SELECT currency, CAST(SUM(amount) AS CHAR) AS amount FROM contributions
       WHERE status = 'approved' GROUP BY currency ORDER BY currency`,
    );
    expect(figures).toMatchObject({
      totalUsers: Number(db.users),
      totalGroups: Number(db.all_groups),
      activeGroups: Number(db.active),
      totalTransactions: Number(db.approved) + Number(db.payouts),
      activeUsers: Number(db.seen),
      revenueCurrency: 'KES',
    });
    expect(figures.activeGroups).toBe(figures.totalGroups - 1);
    expect(figures.totalRevenue).toBe('999.99');
    expect(revenue.find((r) => r.currency === 'KES')!.amount).toBe(figures.totalRevenue);
    expect(figures.otherRevenue).toEqual([{ currency: 'USD', amount: '2000000.32' }]);
    expect(figures.otherRevenue).toEqual(
      revenue
        .filter((r) => r.currency !== 'KES')
        .map((r) => ({ currency: r.currency, amount: r.amount })),
    );
  });

  it('counts as active the accounts seen in the last 24 hours', async () => {
    const before = (await stats()).activeUsers;
    const newcomer = await makeUser();
    expect((await stats()).activeUsers).toBe(before + 1);
    await query(
      `UPDATE user_presence SET last_seen_at = UTC_TIMESTAMP(3) - INTERVAL 25 HOUR WHERE user_id = ?`,
      [newcomer.user.id],
    );
    expect((await stats()).activeUsers).toBe(before);
    // Signing in is being seen again.
    const signedIn = await api('POST', '/api/auth/login', {
      body: { email: newcomer.email, password: newcomer.password },
    });
    expect(signedIn.status).toBe(200);
    expect((await stats()).activeUsers).toBe(before + 1);
  });

  it('reports every check configured and passing: database, Redis, SMTP', async () => {
    const figures = await stats();
    expect(figures.healthChecks).toEqual([
      { name: 'database', ok: true, configured: true },
      { name: 'redis', ok: true, configured: true },
      { name: 'smtp', ok: true, configured: true },
    ]);
    expect(figures.systemHealth).toBe(100);
  });

  it('answers the last 12 months from the database: accounts, groups, approved contributions, KES', async () => {
    // Some accounts moved to earlier months: each month counts its own.
    await query(
      `UPDATE users SET created_at = DATE_SUB(created_at, INTERVAL 3 MONTH)
       WHERE email LIKE '%@integration.test' ORDER BY created_at LIMIT 4`,
    );
    const answer = await api<PlatformMonthlyDto>('GET', '/api/superadmin/stats/monthly', {
      token: superAdmin,
    });
    expect(answer.status).toBe(200);
    const { months } = answer.body;
    expect(months).toHaveLength(12);
    const now = new Date();
    const thisMonth = now.toISOString().slice(0, 7);
    const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1));
    expect(months[11]!.month).toBe(thisMonth);
    expect(months[0]!.month).toBe(first.toISOString().slice(0, 7));
    const since = `${months[0]!.month}-01`;
    const perMonth = async (sql: string) =>
      new Map((await query<Row>(sql, [since])).map((r) => [String(r.m), r]));
    const users = await perMonth(
      `SELECT DATE_FORMAT(created_at, '%Y-%m') AS m, COUNT(*) AS n FROM users
       WHERE created_at >= ? GROUP BY m`,
    );
    const groups = await perMonth(
      `SELECT DATE_FORMAT(created_at, '%Y-%m') AS m, COUNT(*) AS n FROM savings_groups
       WHERE created_at >= ? AND deleted_at IS NULL GROUP BY m`,
    );
    const approved = await perMonth(
      `SELECT DATE_FORMAT(created_at, '%Y-%m') AS m, COUNT(*) AS n,
              CAST(SUM(CASE WHEN currency = 'KES' THEN amount ELSE 0 END) AS CHAR) AS kes
       FROM contributions WHERE status = 'approved' AND created_at >= ? GROUP BY m`,
    );
    for (const month of months) {
      expect(month).toEqual({
        month: month.month,
        users: Number(users.get(month.month)?.n ?? 0),
        groups: Number(groups.get(month.month)?.n ?? 0),
        contributions: Number(approved.get(month.month)?.n ?? 0),
        revenue: String(approved.get(month.month)?.kes ?? '0.00'),
      });
    }
    expect(months.filter((m) => m.users > 0).length).toBeGreaterThanOrEqual(2);
    expect(months[11]!.revenue).toBe('999.99');
  });

  it('counts a real 5xx in the error rate, and stores the error the server logged', async () => {
    const member = await makeUser();
    expect((await stats()).errorRate).toMatch(/^\d+\.\d{2}$/);
    await provokeServerError(server.apiUrl, member.token);
    const figures = await stats();
    expect(Number(figures.errorRate)).toBeGreaterThan(0);
    expect(Number(figures.errorRate)).toBeLessThan(100);

    // Written within a second or so, off the request's path.
    let logged: ConsoleSystemLogRow | undefined;
    for (let i = 0; i < 50 && !logged; i += 1) {
      const page = await api<ConsolePage<ConsoleSystemLogRow>>(
        'GET',
        '/api/superadmin/system-logs?level=error',
        { token: superAdmin },
      );
      expect(page.status).toBe(200);
      logged = page.body.items.find((r) => r.message === 'unexpected error');
      if (!logged) await new Promise((r) => setTimeout(r, 100));
    }
    expect(logged).toMatchObject({ level: 'error', timestamp: expect.any(String) });
    expect(logged!.context).toContain('notifications');
    expect(logged!.context).toContain('reqId');
    // The failed query's values stay in the process's log, not in what the console shows.
    expect(logged!.context).not.toContain(member.user.id);
    const warnings = await api<ConsolePage<ConsoleSystemLogRow>>(
      'GET',
      '/api/superadmin/system-logs?level=warn',
      { token: superAdmin },
    );
    expect(warnings.body.items.every((r) => r.level === 'warn')).toBe(true);
  });

  it('adds the 5xx answers of every instance, each stored when it stops at the latest', async () => {
    const second = await startApi({
      DATABASE_URL: server.databaseUrl,
      REMINDER_INTERVAL_SECONDS: '0',
    });
    try {
      const member = await makeUser();
      await provokeServerError(second.url, member.token);
    } finally {
      await second.stop();
    }
    const [start] = await query<Row>(
      'SELECT instance_id FROM deployments ORDER BY started_at DESC LIMIT 1',
    );
    const counted = await one(
      'SELECT SUM(total) AS total, SUM(errors) AS errors FROM request_minutes WHERE instance_id = ?',
      [start!.instance_id],
    );
    expect(Number(counted.errors)).toBe(1);
    expect(Number(counted.total)).toBeGreaterThanOrEqual(2);
    const figures = await stats();
    expect(figures.deployments).toBe(2);
    expect(Number(figures.errorRate)).toBeGreaterThan(0);
  });
});
