// The dashboards at scale: GET /api/admin/stats (a group admin, a super admin) and a member's
// home (GET /api/groups, /api/users/me/summary, /api/notifications) on the real API with
// 100,000 users, 10,000 groups and 1,000,000 contributions in MariaDB, next to a bare Fastify +
// mysql2 server running the same SQL, measured in the same run. Target: p95 under 100 ms. The
// super admin's figures are also measured on a second API that computes them for every request
// (PLATFORM_STATS_CACHE_SECONDS=0), as the ceiling does: the first one reuses them for 15 s.
//
// Usage: npm run build -w apps/api && node bench/dashboards/run.mjs [seconds per run, default 10]
//   BENCH_SCALE=0.1            a tenth of the data, for a quick try
//   BENCH_KEEP_DATABASE=1      keep the seeded database and print its name and the super admin's
//                              two-factor secret...
//   BENCH_DATABASE=<name> BENCH_TOTP_SECRET=<secret>   ...and measure on it again without seeding
//
// The API runs as in production, where a super admin must sign in with a second factor: the
// super admin enrols through the API as an operator would (bench/lib/two-factor.mjs). Any
// request refused or failed stops the run without a figure (bench/lib/answers.mjs).
//   BENCH_ONLY=<text>          only the runs whose label contains the text
import { loadavg } from 'node:os';
import { isDeepStrictEqual } from 'node:util';
import { createConnection } from 'mysql2/promise';
import {
  TEST_DB_ROOT_URL,
  createThrowawayDatabase,
  dropDatabase,
} from '../../scripts/lib/mariadb.mjs';
import { fetchJson } from '../lib/answers.mjs';
import { waitForIdle } from '../lib/database.mjs';
import { combine, load, loadPage, row } from '../lib/load.mjs';
import { logIn, ready, register, serve, startApi, stopAll } from '../lib/servers.mjs';
import { authenticatorOf, enrolTwoFactor } from '../lib/two-factor.mjs';
import { seed } from './seed.mjs';

const seconds = Number(process.argv[2] ?? 10);
const scale = Number(process.env.BENCH_SCALE ?? 1);
const connections = 10;
const TARGET_P95_MS = 100;
const ROUNDS = 2;
const ACCOUNTS = {
  admin: { email: 'admin@bench.test', firstName: 'Amani', lastName: 'Admin' },
  member: { email: 'member@bench.test', firstName: 'Baraka', lastName: 'Member' },
  superAdmin: { email: 'super@bench.test', firstName: 'Super', lastName: 'Admin' },
};
const MEMBER_HOME = ['/api/groups?limit=100', '/api/users/me/summary', '/api/notifications'];
const TARGETS = [
  {
    label: 'GET /api/admin/stats, group admin (4 groups)',
    as: 'admin',
    paths: ['/api/admin/stats'],
  },
  { label: 'GET /api/users/me/summary, member', as: 'member', paths: ['/api/users/me/summary'] },
  { label: 'GET /api/groups?limit=100, member (10 groups)', as: 'member', paths: [MEMBER_HOME[0]] },
  { label: 'GET /api/notifications, member', as: 'member', paths: ['/api/notifications'] },
  { label: "member's home: its 3 requests at once", as: 'member', paths: MEMBER_HOME, page: true },
  {
    label: "group admin's home: the same + admin stats",
    as: 'admin',
    paths: [...MEMBER_HOME, '/api/admin/stats'],
    page: true,
  },
  // Last: every group's figures are heavy, and one slow run must not weigh on the others.
  {
    label: 'GET /api/admin/stats, super admin, alone',
    as: 'superAdmin',
    paths: ['/api/admin/stats'],
    uncached: true,
    connections: 1,
    // The ceiling computes every group's figures for each request: a short run may see none.
    seconds: Math.max(seconds, 20),
  },
  {
    label: 'GET /api/admin/stats, super admin (all groups)',
    as: 'superAdmin',
    paths: ['/api/admin/stats'],
    uncached: true,
    // Ten requests of seconds each: a short run would see none of them answered.
    seconds: Math.max(seconds, 40),
  },
];

const reuse = process.env.BENCH_DATABASE;
const keep = process.env.BENCH_KEEP_DATABASE === '1';
if (reuse && !process.env.BENCH_TOTP_SECRET) {
  console.error('BENCH_DATABASE needs BENCH_TOTP_SECRET, printed with it by BENCH_KEEP_DATABASE=1');
  process.exit(2);
}
/** The super admin's authenticator: made at enrolment, or from the secret of an earlier run. */
let authenticator = reuse ? authenticatorOf(process.env.BENCH_TOTP_SECRET) : undefined;
const db = reuse
  ? { name: reuse, url: `${TEST_DB_ROOT_URL}/${reuse}` }
  : await createThrowawayDatabase('tontine_dash');

async function seedThroughApi(origin) {
  const accounts = {};
  for (const [key, account] of Object.entries(ACCOUNTS))
    accounts[key] = await register(origin, account);
  authenticator = await enrolTwoFactor(origin, accounts.superAdmin.token);
  const conn = await createConnection({ uri: db.url, timezone: 'Z' });
  try {
    const [[{ password_hash: passwordHash }]] = await conn.query(
      'SELECT password_hash FROM users WHERE id = ?',
      [accounts.member.userId],
    );
    const t0 = Date.now();
    const tables = await seed(
      conn,
      { admin: accounts.admin.userId, member: accounts.member.userId, passwordHash },
      {
        users: Math.round(100_000 * scale),
        groups: Math.round(10_000 * scale),
        contributions: Math.round(1_000_000 * scale),
      },
    );
    await conn.query(`ANALYZE TABLE ${Object.keys(tables).join(', ')}`);
    console.log(`seeded in ${((Date.now() - t0) / 1000).toFixed(1)} s (MariaDB ${db.name}):`);
    for (const [table, t] of Object.entries(tables))
      console.log(`  ${table.padEnd(26)} ${String(t.rows).padStart(9)} rows  ${t.ms} ms`);
  } finally {
    await conn.end();
  }
  return accounts;
}

async function describeDatabase() {
  const conn = await createConnection({ uri: db.url });
  try {
    const [[server]] = await conn.query(
      'SELECT VERSION() AS version, @@innodb_buffer_pool_size AS pool',
    );
    const [tables] = await conn.query(
      `SELECT table_name AS name, ROUND((data_length + index_length) / 1048576) AS mb
       FROM information_schema.tables WHERE table_schema = ? ORDER BY mb DESC LIMIT 3`,
      [db.name],
    );
    console.log(
      `MariaDB ${server.version}, buffer pool ${Math.round(server.pool / 1048576)} MiB; largest tables: ${tables.map((t) => `${t.name} ${t.mb} MiB`).join(', ')}`,
    );
  } finally {
    await conn.end();
  }
}

/**
 * The ceiling and the API in turns (warm-up, then ROUNDS short runs each), each run starting on
 * a database that has finished the previous run's queries.
 */
async function measure(target, servers, token) {
  const options = { token, connections: target.connections ?? connections };
  const run = async (origin, s, warmUp = false) => {
    const result = await (target.page
      ? loadPage({ origin, paths: target.paths, seconds: s, warmUp, ...options })
      : load({ url: `${origin}${target.paths[0]}`, seconds: s, timeout: 120, warmUp, ...options }));
    await waitForIdle(db.url, db.name);
    return result;
  };
  for (const origin of Object.values(servers)) await run(origin, 2, true);
  const runs = Object.fromEntries(Object.keys(servers).map((key) => [key, []]));
  for (let round = 0; round < ROUNDS; round += 1)
    for (const [key, origin] of Object.entries(servers))
      runs[key].push(await run(origin, (target.seconds ?? seconds) / ROUNDS));
  return Object.fromEntries(Object.entries(runs).map(([key, results]) => [key, combine(results)]));
}

try {
  const origin = await startApi({
    port: 4411,
    databaseUrl: db.url,
    env: { SUPERADMIN_EMAILS: ACCOUNTS.superAdmin.email },
  });
  const uncached = await startApi({
    port: 4412,
    databaseUrl: db.url,
    env: { SUPERADMIN_EMAILS: ACCOUNTS.superAdmin.email, PLATFORM_STATS_CACHE_SECONDS: '0' },
  });
  const accounts = reuse
    ? Object.fromEntries(
        await Promise.all(
          Object.entries(ACCOUNTS).map(async ([key, a]) => [
            key,
            await logIn(origin, a.email, {
              otp: key === 'superAdmin' ? authenticator.generate() : undefined,
            }),
          ]),
        ),
      )
    : await seedThroughApi(origin);
  await describeDatabase();

  const sql = serve('bench/dashboards/baseline-sql.mjs', {
    PORT: '4413',
    DATABASE_URL: db.url,
    BENCH_ACCOUNTS: JSON.stringify(
      Object.fromEntries(Object.values(accounts).map((a) => [a.token, a.userId])),
    ),
  });
  await ready(sql);
  const baseline = 'http://127.0.0.1:4413';

  // The ceiling only means something if it answers what the API answers.
  for (const [as, path] of [
    ['admin', '/api/admin/stats'],
    ['superAdmin', '/api/admin/stats'],
    ['member', '/api/users/me/summary'],
  ]) {
    const headers = { authorization: `Bearer ${accounts[as].token}` };
    const [fromApi, fromSql] = await Promise.all(
      [origin, baseline].map((o) => fetchJson(`${o}${path}`, { headers })),
    );
    console.log(`${path} as ${as}: ${JSON.stringify(fromApi)}`);
    if (!isDeepStrictEqual(fromApi, fromSql))
      console.log(`  the baseline answers differently: ${JSON.stringify(fromSql)}`);
  }

  console.log(
    `\n${connections} connections, ${seconds} s per server and target in ${ROUNDS} turns after 2 s of warm-up, loopback, authenticated; load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}\n`,
  );
  const summary = [];
  for (const target of TARGETS.filter((t) => t.label.includes(process.env.BENCH_ONLY ?? ''))) {
    const token = accounts[target.as].token;
    const servers = { ceiling: baseline, api: origin, ...(target.uncached ? { uncached } : {}) };
    const measured = await measure(target, servers, token);
    console.log(target.label + (target.page ? ' (req/s = pages/s)' : ''));
    console.log(`  ${row('bare Fastify + mysql2, same SQL', measured.ceiling, measured.ceiling)}`);
    console.log(`  ${row('Tontine API (Nest + TypeORM)', measured.api, measured.ceiling)}`);
    if (measured.uncached)
      console.log(
        `  ${row('Tontine API, figures not reused', measured.uncached, measured.ceiling)}`,
      );
    const verdict = (label, r) =>
      `${label.padEnd(50)} p95 ${String(r.p95).padStart(7)} ms  ${r.p95 < TARGET_P95_MS ? 'met' : 'NOT met'}`;
    summary.push(verdict(target.label, measured.api));
    if (measured.uncached)
      summary.push(verdict('  the same, figures not reused', measured.uncached));
  }
  console.log(
    `\nratio = requests/s against the database-backed ceiling; load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  console.log(`target: p95 under ${TARGET_P95_MS} ms at ${connections} connections`);
  for (const line of summary) console.log(`  ${line}`);
} finally {
  await stopAll();
  if (keep)
    console.log(
      `kept database ${db.name}: BENCH_DATABASE=${db.name} BENCH_TOTP_SECRET=${authenticator?.secret.base32}`,
    );
  else if (!reuse) await dropDatabase(db.name).catch(() => undefined);
}
