// @vitest-environment happy-dom
import type { DesktopApiRequest } from '@tontine/contracts';
import { describe, expect, it, vi } from 'vitest';
import { fakeBridge } from '../../../testing/render';
import { loadDashboard } from './load-dashboard';

describe('loadDashboard', () => {
  it('asks for every list at once, and a failed one falls back to empty data', async () => {
    const asked: string[] = [];
    fakeBridge({
      request: vi.fn(async ({ path }: DesktopApiRequest) => {
        asked.push(path);
        if (path === '/api/superadmin/groups') {
          return { status: 500, body: { detail: 'Erreur interne', code: 'INTERNAL_ERROR' } };
        }
        if (path === '/api/superadmin/users') {
          return { status: 200, body: { items: [{ id: 'u1' }], nextCursor: 'c2' } };
        }
        return { status: 200, body: { items: [], nextCursor: null, months: [] } };
      }),
    });
    const { data, failed } = await loadDashboard('super_admin');
    expect(asked.sort()).toEqual(
      [
        '/api/superadmin/stats',
        '/api/superadmin/stats/monthly',
        '/api/superadmin/users',
        '/api/superadmin/groups',
        '/api/superadmin/transactions',
        '/api/superadmin/system-logs',
        '/api/superadmin/cash-payments',
        '/api/superadmin/crypto-payments',
        '/api/superadmin/audit',
      ].sort(),
    );
    expect(failed).toEqual(['groups']);
    expect(data.groups).toEqual({ items: [], nextCursor: null });
    expect(data.users).toEqual({ items: [{ id: 'u1' }], nextCursor: 'c2' });
  });

  it('asks for fresh figures when the operator refreshes, and the lists as they are', async () => {
    const asked: string[] = [];
    fakeBridge({
      request: vi.fn(async ({ path }: DesktopApiRequest) => {
        asked.push(path);
        return { status: 200, body: { items: [], nextCursor: null, months: [] } };
      }),
    });
    await loadDashboard('super_admin', { fresh: true });
    expect(asked).toContain('/api/superadmin/stats?fresh=true');
    expect(asked).toContain('/api/superadmin/stats/monthly?fresh=true');
    expect(asked).toContain('/api/superadmin/users');
  });

  it('asks support staff for the audit trail alone', async () => {
    const bridge = fakeBridge({
      request: vi.fn(async () => ({ status: 200, body: { items: [], nextCursor: null } })),
    });
    const { failed } = await loadDashboard('support');
    expect(failed).toEqual([]);
    expect(bridge.request).toHaveBeenCalledTimes(1);
    expect(bridge.request).toHaveBeenCalledWith({ method: 'GET', path: '/api/superadmin/audit' });
  });
});
