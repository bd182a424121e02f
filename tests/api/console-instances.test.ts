import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminStatsDto, PublicContentDto, SystemActionResult } from '@tontine/contracts';
import { makeGroup, makeUser } from './support/factories.js';
import { eventually as poll } from './support/eventually.js';
import { api } from './support/http.js';
import { useApiPairSharingRedis } from './support/redis-pair.js';
import { signInAs } from './support/sessions.js';

/**
 * Two instances behind one Redis: a setting saved on one takes effect on the other without a
 * restart, the console's clear-cache empties the caches of both, and every message between them
 * goes over one bus holding one subscribing connection per instance.
 */
/** What one instance saved shows on the other within moments. */
const eventually = <T>(read: () => Promise<T>, until: (value: T) => boolean) =>
  poll(read, until, { timeoutMs: 5_000, everyMs: 50 });

const pair = useApiPairSharingRedis(() => ({ PLATFORM_STATS_CACHE_SECONDS: '3600' }));

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

/** CLIENT LIST's entries as name/value maps. */
async function clients(redis: Redis): Promise<Array<Record<string, string>>> {
  const list = (await redis.client('LIST')) as string;
  return list
    .trim()
    .split('\n')
    .map((line) => Object.fromEntries(line.split(' ').map((field) => field.split('=', 2))));
}

describe('one bus between instances', () => {
  let redis: Redis;
  beforeAll(() => {
    redis = new Redis('redis://127.0.0.1:6379');
  });
  afterAll(() => redis.disconnect());

  it('each instance holds exactly one subscribing connection, the bus’s, for every topic', async () => {
    for (const instance of [pair.first, pair.second]) {
      const prefix = `tontine:${instance.pid}:`;
      const own = await eventually(
        async () => (await clients(redis)).filter((c) => c.name?.startsWith(prefix)),
        (list) => list.some((c) => c.name === `${prefix}bus-subscriber` && Number(c.sub) > 0),
      );
      const subscribing = own.filter((c) => Number(c.sub) > 0 || Number(c.psub) > 0);
      expect(subscribing.map((c) => c.name)).toEqual([`${prefix}bus-subscriber`]);
      expect(own.filter((c) => c.name === `${prefix}bus-publisher`)).toHaveLength(1);
    }
    const channels = await redis.pubsub('CHANNELS', 'tontine:bus:*');
    expect(channels).toEqual(
      expect.arrayContaining([
        'tontine:bus:data-changes',
        'tontine:bus:server-caches',
        'tontine:bus:user-events',
        'tontine:bus:chat-events',
        'tontine:bus:socket-control',
      ]),
    );
  });
});
