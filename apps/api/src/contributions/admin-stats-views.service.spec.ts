import { describe, expect, it, vi } from 'vitest';
import type { DataSource } from 'typeorm';
import type { ServerCaches } from '../common/server-caches.service.js';
import type { AppConfig } from '../config/app-config.js';
import type { User } from '../users/user.entity.js';
import { AdminStatsViews } from './admin-stats-views.service.js';

/** The all-groups figures read the whole platform: callers arriving together share one read. */
describe('AdminStatsViews for a super admin', () => {
  it('computes the platform figures once for callers that arrive while they are computed', async () => {
    const views = new AdminStatsViews(
      {} as DataSource,
      { platformStatsCacheSeconds: 0 } as AppConfig,
      { register: () => undefined } as unknown as ServerCaches,
    );
    let release!: () => void;
    const tallies = vi
      .spyOn(views as unknown as { everyGroupTallies: () => Promise<unknown> }, 'everyGroupTallies')
      .mockImplementation(
        () =>
          new Promise((resolve) => {
            release = () => resolve([{ status: 'active', currency: 'KES', n: 2 }]);
          }),
      );
    const figures = vi
      .spyOn(views as unknown as { figures: (...args: unknown[]) => Promise<unknown> }, 'figures')
      .mockImplementation(async (scope) => ({
        tallies: (scope as { tallies: unknown }).tallies,
        counts: { members: 3, newcomers: 0, pending: 0, payers: 0, payouts: 0 },
        approved: [],
        saved: {},
        fines: { outstanding: {}, fund: {} },
      }));
    const superAdmin = { role: 'super_admin', username: 'awa', preferredCurrency: 'KES' } as User;

    const answers = Promise.all([views.stats(superAdmin), views.stats(superAdmin)]);
    // Both callers are in before the first read of the tallies ends.
    await Promise.resolve();
    release();
    const [first, second] = await answers;

    expect(tallies).toHaveBeenCalledTimes(1);
    expect(figures).toHaveBeenCalledTimes(1);
    expect(second).toEqual(first);
    expect(first.totalGroups).toBe(2);
  });
});
