import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { AdminStatsDto, PlatformStatsDto } from '@tontine/contracts';
import { startApi } from './support/api-process.js';
import { makeUser } from './support/factories.js';
import { api } from './support/http.js';
import { recordCash, startedGroup } from './support/ledger.js';
import { signInAs } from './support/sessions.js';

/**
 * The console's figures are shared between operators for PLATFORM_STATS_CACHE_SECONDS, but
 * never hide what an operator just did or asked to see: the refresh button's `fresh=true`
 * computes them anew, and an operator's own action drops them. On an instance whose figures are
 * kept an hour, so that anything fresh can only come from these two.
 */
let cached: Awaited<ReturnType<typeof startApi>>;
let superAdmin: string;

beforeAll(async () => {
  cached = await startApi({
    DATABASE_URL: inject('databaseUrl'),
    PLATFORM_STATS_CACHE_SECONDS: '3600',
  });
  superAdmin = await signInAs('superAdmin');
}, 120_000);

afterAll(async () => {
  await cached?.stop();
});

const stats = async (path = '/api/superadmin/stats') => {
  const answer = await api<PlatformStatsDto>('GET', path, {
    token: superAdmin,
    baseUrl: cached.url,
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
};

const adminStats = async () =>
  (await api<AdminStatsDto>('GET', '/api/admin/stats', { token: superAdmin, baseUrl: cached.url }))
    .body;

describe('the console figures under a cache', () => {
  it('stay shared until the refresh asks for fresh ones, which every later read then gets', async () => {
    const before = await stats();
    await makeUser();
    expect((await stats()).totalUsers).toBe(before.totalUsers);
    expect((await stats('/api/superadmin/stats?fresh=true')).totalUsers).toBe(
      before.totalUsers + 1,
    );
    expect((await stats()).totalUsers).toBe(before.totalUsers + 1);
  });

  it('refuses a fresh flag that means nothing', async () => {
    const answer = await api('GET', '/api/superadmin/stats?fresh=maybe', {
      token: superAdmin,
      baseUrl: cached.url,
    });
    expect(answer.status).toBe(400);
  });

  it('show an operator’s own action at the next read: an account created, then deleted', async () => {
    const before = await stats();
    const created = await api<{ id: string }>('POST', '/api/superadmin/users', {
      token: superAdmin,
      baseUrl: cached.url,
      body: {
        username: `fresh_${Date.now()}`,
        email: `fresh-${Date.now()}@example.test`,
        password: 'Figures-2026!',
        role: 'member',
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect((await stats()).totalUsers).toBe(before.totalUsers + 1);

    const deleted = await api('POST', `/api/superadmin/users/${created.body.id}/action`, {
      token: superAdmin,
      baseUrl: cached.url,
      body: { action: 'delete' },
    });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect((await stats()).totalUsers).toBe(before.totalUsers);
  });

  it('show a payment the operator approved in the revenue and the transactions', async () => {
    const { group, people } = await startedGroup(2, '700.00');
    const id = await recordCash(people[1]!, group, '700.00');
    const before = await stats();
    const beforeAdmin = await adminStats();
    const approved = await api('POST', `/api/superadmin/cash-payments/${id}/validate`, {
      token: superAdmin,
      baseUrl: cached.url,
      body: { action: 'approve' },
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const after = await stats();
    expect(after.totalTransactions).toBe(before.totalTransactions + 1);
    const currency = group.currency;
    // The all-groups view the member client shows a super admin is dropped too.
    const afterAdmin = await adminStats();
    expect(afterAdmin.totalTransactions).toBe(beforeAdmin.totalTransactions + 1);
    expect(Number(afterAdmin.managedByCurrency[currency] ?? '0')).toBeGreaterThan(
      Number(beforeAdmin.managedByCurrency[currency] ?? '0'),
    );
  });
});
