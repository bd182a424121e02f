import { describe, expect, it } from 'vitest';
import type { AdminStatsDto, PublicContentDto, SystemActionResult } from '@tontine/contracts';
import { makeGroup, makeUser } from './support/factories.js';
import { api } from './support/http.js';
import { useApiPairSharingRedis } from './support/redis-pair.js';
import { signInAs } from './support/sessions.js';

/**
 * Two instances behind one Redis: a setting saved on one takes effect on the other without a
 * restart, and the console's clear-cache empties the caches of both.
 */
const pair = useApiPairSharingRedis(() => ({ PLATFORM_STATS_CACHE_SECONDS: '3600' }));

async function eventually<T>(read: () => Promise<T>, until: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const value = await read();
    if (until(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('console settings and caches across instances', () => {
  it('a content change saved on one instance is served by the other at once', async () => {
    const admin = await signInAs('superAdmin');
    const message = `Karibu ${Date.now().toString(36)}`;
    const saved = await api('POST', '/api/superadmin/content/update', {
      token: admin,
      baseUrl: pair.first.url,
      body: { key: 'welcome_message', value: message },
    });
    expect(saved.status).toBe(200);
    const shown = await eventually(
      () => api<PublicContentDto>('GET', '/api/content/public', { baseUrl: pair.second.url }),
      (a) => a.body.welcome_message === message,
    );
    expect(shown.body.welcome_message).toBe(message);
  });

  it('clear-cache on one instance empties the platform statistics cached by the other', async () => {
    const admin = await signInAs('superAdmin');
    const stats = () =>
      api<AdminStatsDto>('GET', '/api/admin/stats', { token: admin, baseUrl: pair.second.url });
    const before = (await stats()).body.totalGroups;
    await makeGroup(await makeUser());
    // Cached for an hour on the second instance: the new group is not counted yet.
    expect((await stats()).body.totalGroups).toBe(before);

    const cleared = await api<SystemActionResult>('POST', '/api/superadmin/system/clear-cache', {
      token: admin,
      baseUrl: pair.first.url,
    });
    expect(cleared.status).toBe(200);
    expect(cleared.body).toMatchObject({ ok: true, all_instances: true });
    expect(cleared.body.cleared).toEqual(expect.arrayContaining(['platform-stats', 'settings']));
    const after = await eventually(stats, (a) => a.body.totalGroups === before + 1);
    expect(after.body.totalGroups).toBe(before + 1);
  });
});
