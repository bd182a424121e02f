import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ConsoleAuditRow,
  ConsolePage,
  ConsoleUserRow,
  PlatformStatsDto,
} from '@tontine/contracts';
import { startMariaDbPair, type MariaDbPair } from '../../scripts/lib/cluster/mariadb-pair.mjs';
import { freePort, startApi, type RunningApi } from './support/api-process.js';
import { aimHelpersAt } from './support/api-target.js';
import { makeUser, type TestUser } from './support/factories.js';
import { api } from './support/http.js';
import { signInAs } from './support/sessions.js';
import { SEEDED_API_ENV } from './support/template-database.js';

/**
 * The read replica on a MariaDB primary and GTID replica of the test's own (a second server
 * with a binlog: the machine's MariaDB has none), with two API instances sharing Redis. The
 * replica is told apart from the primary by a name written on the replica only, outside its
 * binlog: a list that shows it was read from the replica.
 */
const REPLICA_ONLY_NAME = 'Lu sur le réplica';
const DEMO_MEMBER = 'demo.member@tontine.local';
/** The demo member's name on the primary, as the seed writes it. */
const PRIMARY_NAME = 'Wanjiku Kamau';

let pair: MariaDbPair;
let dir: string;
let a: RunningApi;
let b: RunningApi;
let operator: string;
let support: string;
let target: TestUser;

const usersPage = (via: RunningApi, q: string) =>
  api<ConsolePage<ConsoleUserRow>>('GET', `/api/superadmin/users?q=${encodeURIComponent(q)}`, {
    token: operator,
    baseUrl: via.url,
  });

const shownName = async (via: RunningApi) => {
  const page = await usersPage(via, DEMO_MEMBER);
  expect(page.status).toBe(200);
  return page.body.items[0]?.username;
};

/** Asks `read` until it answers `expected`, for at most 15 s. */
async function eventually<T>(read: () => Promise<T>, expected: T): Promise<void> {
  const deadline = Date.now() + 15_000;
  let last: T;
  do {
    last = await read();
    if (last === expected) return;
    await new Promise((r) => setTimeout(r, 100));
  } while (Date.now() < deadline);
  expect(last).toEqual(expected);
}

/** Waits until the replica has applied everything the primary has written so far. */
async function replicaCaughtUp(): Promise<void> {
  expect(await pair.replicaCaughtUp(20)).toBe(true);
}

/** Makes the replica apply each transaction `seconds` after the primary committed it. */
async function lagBy(seconds: number): Promise<void> {
  await pair.replica.query('STOP SLAVE');
  await pair.replica.query('CHANGE MASTER TO MASTER_DELAY = ?', [seconds]);
  await pair.replica.query('START SLAVE');
}

/** Renames the demo member on the replica only, outside its binlog (replication goes on). */
async function nameOnReplicaOnly(name: string): Promise<void> {
  await pair.replica.query(
    'SET STATEMENT sql_log_bin = 0 FOR UPDATE tontine.users SET username = ? WHERE email = ?',
    [name, DEMO_MEMBER],
  );
}

describe('read-only screens on a GTID replica', () => {
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'tontine-replica-'));
    pair = await startMariaDbPair({
      dir,
      primaryPort: await freePort(),
      replicaPort: await freePort(),
      passwords: { app: 'app-secret', read: 'read-secret', replication: 'replication-secret' },
    });
    const env = {
      ...SEEDED_API_ENV,
      DATABASE_URL: pair.primaryUrl,
      DATABASE_REPLICA_URL: pair.replicaUrl,
      REDIS_URL: 'redis://127.0.0.1:6379',
      REPLICA_MAX_LAG_SECONDS: '30',
      REPLICA_CHECK_INTERVAL_MS: '200',
      DATA_DIR: join(dir, 'shared'),
    };
    // The first migrates and seeds, as the first machine of a rolling start does.
    a = await startApi(env);
    b = await startApi(env);
    aimHelpersAt({ apiUrl: a.url, databaseUrl: pair.primaryUrl });
    operator = await signInAs('superAdmin');
    support = await signInAs('support');
    target = await makeUser();
    await replicaCaughtUp();
    await nameOnReplicaOnly(REPLICA_ONLY_NAME);
  }, 180_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await pair?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('read the console lists from the replica when it holds everything, on every instance', async () => {
    await eventually(() => shownName(a), REPLICA_ONLY_NAME);
    await eventually(() => shownName(b), REPLICA_ONLY_NAME);
  });

  it('computes the console figures on the replica only once it holds every write already answered', async () => {
    const spare = await makeUser();
    await replicaCaughtUp();
    await pair.replica.query(
      "SET STATEMENT sql_log_bin = 0 FOR UPDATE tontine.users SET status = 'deleted' WHERE id = ?",
      [spare.user.id],
    );
    const [{ n }] = await pair.primary.query<{ n: number }>(
      "SELECT COUNT(*) AS n FROM tontine.users WHERE status <> 'deleted'",
    );
    const totalUsers = async () => {
      const stats = await api<PlatformStatsDto>('GET', '/api/superadmin/stats', {
        token: operator,
      });
      expect(stats.status).toBe(200);
      return stats.body.totalUsers;
    };
    // The replica, which counts the spare account as deleted.
    await eventually(totalUsers, Number(n) - 1);
    await lagBy(2);
    const done = await api('POST', `/api/superadmin/users/${target.user.id}/action`, {
      token: operator,
      body: { action: 'suspend' },
    });
    expect(done.status).toBe(200);
    // The suspension dropped the figures; the replica lacks it: the primary answers.
    expect(await totalUsers()).toBe(Number(n));
    await lagBy(0);
    await replicaCaughtUp();
    await eventually(totalUsers, Number(n) - 1);
  });

  it('a writer reads their own write at once through either instance while the replica lags; others read the replica', async () => {
    // Two seconds behind: whatever the operator writes, the replica lacks it that long.
    await lagBy(2);
    let othersSawTheReplica = 0;
    for (let i = 0; i < 20; i += 1) {
      const [writer, reader] = i % 2 === 0 ? [a, b] : [b, a];
      const action = i % 2 === 0 ? 'suspend' : 'activate';
      const done = await api('POST', `/api/superadmin/users/${target.user.id}/action`, {
        token: operator,
        body: { action },
        baseUrl: writer.url,
      });
      expect(done.status).toBe(200);
      const read = await usersPage(reader, target.email);
      expect(read.status).toBe(200);
      expect(read.body.items[0]?.status).toBe(action === 'suspend' ? 'suspended' : 'active');
      // Support wrote nothing: its audit list comes from the replica, two seconds behind.
      const [mine, theirs] = await Promise.all([
        api<ConsolePage<ConsoleAuditRow>>('GET', '/api/superadmin/audit?limit=1', {
          token: operator,
          baseUrl: reader.url,
        }),
        api<ConsolePage<ConsoleAuditRow>>('GET', '/api/superadmin/audit?limit=1', {
          token: support,
          baseUrl: reader.url,
        }),
      ]);
      expect(mine.status).toBe(200);
      expect(theirs.status).toBe(200);
      if (mine.body.items[0]?.id !== theirs.body.items[0]?.id) othersSawTheReplica += 1;
    }
    expect(othersSawTheReplica).toBeGreaterThan(0);
    await lagBy(0);
    await replicaCaughtUp();
  });

  it('streams an export from the replica once it holds every write, its own audit entry included; from the primary while it lags', async () => {
    await replicaCaughtUp();
    const exported = async () => {
      const answer = await fetch(`${a.url}/api/superadmin/export/users`, {
        headers: { authorization: `Bearer ${operator}` },
      });
      expect(answer.status).toBe(200);
      return answer.text();
    };
    // The instance reads the replica again once its check has seen it running.
    await eventually(() => shownName(a), REPLICA_ONLY_NAME);
    // An export waits a second for the replica to apply its own audit entry; on a loaded machine
    // that second can pass and the export rightly reads the primary, so a few tries are allowed.
    let fromReplica = '';
    for (let tries = 0; tries < 5 && !fromReplica.includes(REPLICA_ONLY_NAME); tries += 1) {
      fromReplica = await exported();
    }
    expect(fromReplica).toContain(REPLICA_ONLY_NAME);
    expect(fromReplica).not.toContain(PRIMARY_NAME);
    // Two seconds behind: the replica cannot apply the export's audit entry within the second
    // the export waits for it, and the rows come from the primary.
    await lagBy(2);
    const fromPrimary = await exported();
    expect(fromPrimary).toContain(PRIMARY_NAME);
    expect(fromPrimary).not.toContain(REPLICA_ONLY_NAME);
    await lagBy(0);
    await replicaCaughtUp();
  });

  it('a replica stopped mid-run leaves every read answered from the primary; restarted, it catches up and is read again', async () => {
    await eventually(() => shownName(a), REPLICA_ONLY_NAME);
    let reading = true;
    const statuses: number[] = [];
    const reads = (async () => {
      while (reading) {
        const answers = await Promise.all([usersPage(a, DEMO_MEMBER), usersPage(b, DEMO_MEMBER)]);
        statuses.push(...answers.map((answer) => answer.status));
      }
    })();
    await new Promise((r) => setTimeout(r, 300));
    await pair.replica.stop();
    await eventually(() => shownName(a), PRIMARY_NAME);
    await eventually(() => shownName(b), PRIMARY_NAME);
    // Written while the replica is down: it must apply it once back.
    const suspended = await api('POST', `/api/superadmin/users/${target.user.id}/action`, {
      token: operator,
      body: { action: 'suspend' },
    });
    expect(suspended.status).toBe(200);
    reading = false;
    await reads;
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);

    await pair.replica.start();
    await replicaCaughtUp();
    const [row] = await pair.replica.query<{ status: string }>(
      'SELECT status FROM tontine.users WHERE id = ?',
      [target.user.id],
    );
    expect(row?.status).toBe('suspended');
    await eventually(() => shownName(a), REPLICA_ONLY_NAME);
    await eventually(() => shownName(b), REPLICA_ONLY_NAME);
  });
});
