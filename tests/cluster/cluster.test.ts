import { readFileSync } from 'node:fs';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Agent, setGlobalDispatcher } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  WS_CLOSE,
  type ConsolePage,
  type ConsoleUserRow,
  type GroupDto,
  type NotificationDto,
  type Page,
} from '@tontine/contracts';
import { startCluster, type Cluster } from '../../scripts/lib/cluster/start-cluster.mjs';
import { aimHelpersAt } from '../api/support/api-target.js';
import { openChatSocket, sendChatMessage, untilInRoom } from '../api/support/chat-sockets.js';
import { makeGroup, makeMembers, makeUser } from '../api/support/factories.js';
import { api } from '../api/support/http.js';
import { admitted, openNotificationSocket } from '../api/support/notification-sockets.js';
import { burst, groupsReadyForABurst } from '../api/support/ledger.js';
import { reconcileDatabase } from '../api/support/reconcile.js';
import { signInAs } from '../api/support/sessions.js';

/**
 * The multi-machine layout on this machine (`npm run cluster`'s): nginx with TLS and HTTP/2 in
 * front of three API instances, Redis, a MariaDB primary and its GTID replica. Calls go through
 * nginx unless a test names an instance. The helpers' `api()` checks every answer against the
 * API reference, as in the API tier.
 */
let cluster: Cluster;
let dir: string;
let certificate: Buffer;

const instance = (i: number) => cluster.apis[i]!.url;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'tontine-cluster-'));
  cluster = await startCluster({
    dir,
    basePort: Number(process.env.CLUSTER_TEST_PORT ?? 18443),
    instances: 3,
    env: {
      // Each background job's timer fires twice a second on every instance.
      CRYPTO_CHECK_INTERVAL_MS: '500',
      PLATFORM_STATS_CACHE_SECONDS: '0',
    },
  });
  // The certificate made for this run is the only one these calls trust.
  certificate = readFileSync(cluster.certificate);
  setGlobalDispatcher(new Agent({ connect: { ca: certificate } }));
  aimHelpersAt({ apiUrl: cluster.url, databaseUrl: cluster.rootUrl });
}, 240_000);

afterAll(async () => {
  await cluster?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('several API instances behind nginx', () => {
  it('serves HTTPS over HTTP/2 through nginx, spread over the three instances', async () => {
    const health = await api<{ status: string; database: string }>('GET', '/api/health');
    expect(health.status).toBe(200);
    expect(health.body).toMatchObject({ status: 'ok', database: 'mysql' });
    for (let i = 0; i < 3; i += 1)
      expect((await api('GET', '/api/health', { baseUrl: instance(i) })).status).toBe(200);
  });

  it('refuses at once, on every instance, a session ended through one of them', async () => {
    const member = await makeUser();
    for (let i = 0; i < 3; i += 1)
      expect(
        (await api('GET', '/api/auth/me', { token: member.token, baseUrl: instance(i) })).status,
      ).toBe(200);
    const out = await api('POST', '/api/auth/logout', {
      token: member.token,
      baseUrl: instance(0),
    });
    expect(out.status).toBe(200);
    for (let i = 0; i < 3; i += 1) {
      const me = await api<{ code: string }>('GET', '/api/auth/me', {
        token: member.token,
        baseUrl: instance(i),
      });
      expect({ instance: i, status: me.status }).toEqual({ instance: i, status: 401 });
    }
  });

  it('delivers a chat message sent through one instance to sockets on all three, once each', async () => {
    const admin = await makeUser();
    const group = await makeGroup(admin);
    const members = await makeMembers(group, 2);
    const sockets = [admin, ...members].map((person, i) =>
      openChatSocket(group.id, person.token, { baseUrl: instance(i) }),
    );
    try {
      await untilInRoom(sockets, group.id, admin, instance(0));
      const sent = await sendChatMessage(
        members[0]!.token,
        group.id,
        'Habari za leo?',
        instance(1),
      );
      expect(sent.status).toBe(201);
      for (const socket of sockets)
        await socket.next('new_message', (e) => e.message.id === sent.body.id);
      await new Promise((r) => setTimeout(r, 500));
      for (const socket of sockets)
        expect(
          socket.events.filter((e) => e.type === 'new_message' && e.message.id === sent.body.id),
        ).toHaveLength(1);
    } finally {
      await Promise.all(sockets.map((socket) => socket.close()));
    }
  });

  it('counts failed sign-ins across the instances', async () => {
    const member = await makeUser();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const answer = await api('POST', '/api/auth/login', {
        body: { email: member.email, password: 'Not-the-password-1' },
        baseUrl: instance(i % 3),
      });
      statuses.push(answer.status);
    }
    // Five failures per account (LOGIN_MAX_FAILURES_PER_ACCOUNT), wherever they were made.
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const right = await api('POST', '/api/auth/login', {
      body: { email: member.email, password: member.password },
      baseUrl: instance(2),
    });
    expect(right.status).toBe(429);
  });

  it('drops a listing cached on one instance when another writes', async () => {
    const admin = await makeUser();
    const first = await makeGroup(admin);
    const mine = (i: number) =>
      api<Page<GroupDto>>('GET', '/api/groups', { token: admin.token, baseUrl: instance(i) });
    expect((await mine(2)).body.items.map((g) => g.id)).toEqual([first.id]);
    const second = await makeGroup(admin);
    expect((await mine(2)).body.items.map((g) => g.id).sort()).toEqual(
      [first.id, second.id].sort(),
    );
  });

  it('runs each background job once per period with three instances up, and goes on when the one running it stops', async () => {
    // Each instance's timer fires every 500 ms; a period's row is written once (its primary
    // key), by the instance that runs it, and the others skip that period.
    const periods = async (since = new Date(0)) =>
      cluster.database.primary.query<{ period_start: Date; claimed_by: string }>(
        `SELECT period_start, claimed_by FROM tontine.job_periods
          WHERE job = 'crypto-checks' AND period_start >= ? ORDER BY period_start`,
        [since],
      );
    await new Promise((r) => setTimeout(r, 2_000));
    const rows = await periods();
    expect(rows.length).toBeGreaterThan(3);
    const starts = rows.map((r) => new Date(r.period_start).getTime());
    expect(new Set(starts).size).toBe(rows.length);
    for (let i = 1; i < starts.length; i += 1) expect((starts[i]! - starts[i - 1]!) % 500).toBe(0);

    // The instance that ran the last period stops: another runs the next ones.
    const lastPid = Number(rows.at(-1)!.claimed_by.split(':').at(-1));
    const runner = cluster.apis.find((api) => api.pid === lastPid)!;
    expect(runner).toBeDefined();
    await runner.stop();
    const stoppedAt = new Date();
    await new Promise((r) => setTimeout(r, 2_000));
    const after = await periods(stoppedAt);
    expect(after.length).toBeGreaterThan(1);
    expect(after.map((r) => Number(r.claimed_by.split(':').at(-1)))).not.toContain(lastPid);
    await runner.start();
  });

  it('reads what was just written, 100 times out of 100, whichever instance answers', async () => {
    const operator = await signInAs('superAdmin');
    const target = await makeUser();
    for (let i = 0; i < 100; i += 1) {
      const action = i % 2 === 0 ? 'suspend' : 'activate';
      const done = await api('POST', `/api/superadmin/users/${target.user.id}/action`, {
        token: operator,
        body: { action },
      });
      expect(done.status).toBe(200);
      const read = await api<ConsolePage<ConsoleUserRow>>(
        'GET',
        `/api/superadmin/users?q=${encodeURIComponent(target.email)}`,
        { token: operator },
      );
      expect({ pair: i, status: read.body.items[0]?.status }).toEqual({
        pair: i,
        status: action === 'suspend' ? 'suspended' : 'active',
      });
    }
  });

  it('answers every read with the replica stopped mid-run, and reads it again once it is back', async () => {
    const operator = await signInAs('superAdmin');
    let reading = true;
    const statuses: number[] = [];
    const reads = (async () => {
      while (reading) {
        const page = await api('GET', '/api/superadmin/users?limit=5', { token: operator });
        statuses.push(page.status);
      }
    })();
    await new Promise((r) => setTimeout(r, 300));
    await cluster.database.replica.stop();
    await new Promise((r) => setTimeout(r, 1_500));
    reading = false;
    await reads;
    expect(statuses.length).toBeGreaterThan(5);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    await cluster.database.replica.start();
    expect(await cluster.database.replicaCaughtUp(20)).toBe(true);
  });

  it('drains an instance stopped by SIGTERM: nothing sent through nginx fails, and its sockets reconnect to another instance and miss nothing', async () => {
    const admin = await makeUser();
    const group = await makeGroup(admin, { is_public: true });
    const asker = await makeUser();
    // The admin's live notifications, on the instance that is about to stop.
    const first = openNotificationSocket(admin.token, { baseUrl: instance(0) });
    await admitted(first);
    // Reads and writes through nginx, one after the other each, for the whole stop.
    let going = true;
    const reads: number[] = [];
    const writes: number[] = [];
    const streams = Promise.all([
      (async () => {
        while (going) reads.push((await api('GET', '/api/groups', { token: admin.token })).status);
      })(),
      (async () => {
        while (going) {
          const body = { ids: ['no-such-notification'] };
          writes.push(
            (await api('POST', '/api/notifications/read', { token: admin.token, body })).status,
          );
        }
      })(),
    ]);
    await new Promise((r) => setTimeout(r, 300));
    const stopped = cluster.apis[0]!.stop();
    expect((await first.closed).code).toBe(WS_CLOSE.reconnect);
    // While the admin has no socket, someone asks to join their group.
    const asked = await api('POST', `/api/groups/${group.id}/join-request`, {
      token: asker.token,
      body: { message: 'Karibu?' },
    });
    expect(asked.status).toBe(201);
    // The client opens its socket again through nginx, which sends it to another instance,
    // then reads its list: the notification sent while it was away is there.
    const second = openNotificationSocket(admin.token, { baseUrl: cluster.url, ca: certificate });
    await admitted(second);
    const notes = await api<NotificationDto[]>('GET', '/api/notifications', { token: admin.token });
    expect(notes.body.map((n) => n.type)).toContain('join_request');
    await stopped;
    going = false;
    await streams;
    second.socket.close();
    expect(cluster.apis[0]!.running).toBe(false);
    expect(reads.length).toBeGreaterThan(5);
    expect(reads.filter((status) => status !== 200)).toEqual([]);
    // A POST that nginx writes on a kept-alive connection at the instant the instance closes it
    // comes back 502 and is not retried (docs/deployment.md, "the drain"): at most that one.
    expect(writes.length).toBeGreaterThan(5);
    const failed = writes.filter((status) => status !== 200);
    expect(failed.length <= 1 && failed.every((status) => status === 502), `${failed}`).toBe(true);
    // The instance comes back, and nginx sends to it again.
    await cluster.apis[0]!.start();
    expect((await api('GET', '/api/health', { baseUrl: instance(0) })).status).toBe(200);
  });

  it('keeps the ledger whole when an instance is killed in the middle of a burst sent through nginx', async () => {
    const { groups, approved, pending } = await groupsReadyForABurst(4);
    const run = burst(groups, approved, pending);
    await run.firstAnswered;
    await cluster.apis[1]!.kill();
    await run.all;
    const report = reconcileDatabase(cluster.rootUrl);
    expect(report.output).toContain('0 violation(s)');
    expect(report.status).toBe(0);
    // nginx leaves the lost instance out: the next calls are answered by the others.
    for (let i = 0; i < 6; i += 1) expect((await api('GET', '/api/health')).status).toBe(200);
  });
});
