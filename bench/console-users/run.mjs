// The console's users tab at 100,000 users: GET /api/superadmin/users, its first page, a page
// deep in the list, a filter and substring searches of the username or e-mail, through the real
// API on MariaDB, next to bare Fastify + mysql2 running the same SQL in the same run, with the
// ratio. Prints MariaDB's EXPLAIN of each query first. Seeds the search index of the accounts
// (user_search_grams) with them, as the migration's backfill would. Target: p95 under 100 ms.
//
// Usage: npm run build && node bench/console-users/run.mjs [seconds per run, default 10]
//   BENCH_USERS=10000          fewer accounts, for a quick try
//   BENCH_KEEP_DATABASE=1      keep the seeded database and print its name
import { loadavg } from 'node:os';
import { isDeepStrictEqual } from 'node:util';
import { createConnection } from 'mysql2/promise';
import { createThrowawayDatabase, dropDatabase } from '../../scripts/lib/mariadb.mjs';
import { fetchJson } from '../lib/answers.mjs';
import { waitForIdle } from '../lib/database.mjs';
import { combine, load, row } from '../lib/load.mjs';
import { ready, register, serve, startApi, stopAll } from '../lib/servers.mjs';
import { seedUsers } from './seed.mjs';
import { usersPage } from './users-page-sql.mjs';

const seconds = Number(process.argv[2] ?? 10);
const users = Number(process.env.BENCH_USERS ?? 100_000);
/** One operator at a time, as the console is used, and ten at once, as a load. */
const CONNECTIONS = [1, 10];
const ROUNDS = 2;
const TARGET_P95_MS = 100;
const keep = process.env.BENCH_KEEP_DATABASE === '1';
const db = await createThrowawayDatabase('tontine_console');

/** A cursor as the API hands it out: the key of the row before the page. */
const cursorAt = (row) =>
  Buffer.from(JSON.stringify([row.created_at.toISOString(), row.id])).toString('base64url');

try {
  const origin = await startApi({ port: 4421, databaseUrl: db.url });
  const operator = await register(origin, { email: 'operator@bench.test', lastName: 'Operator' });
  const conn = await createConnection({ uri: db.url, timezone: 'Z' });
  let middle;
  try {
    await conn.query(`UPDATE users SET role = 'super_admin' WHERE id = ?`, [operator.userId]);
    const [[{ password_hash: passwordHash }]] = await conn.query(
      'SELECT password_hash FROM users WHERE id = ?',
      [operator.userId],
    );
    const seeded = await seedUsers(conn, { users, passwordHash });
    console.log(
      `seeded ${seeded.users} users in ${(seeded.ms / 1000).toFixed(1)} s, their ${seeded.grams} search runs in ${(seeded.gramsMs / 1000).toFixed(1)} s (MariaDB ${db.name})`,
    );
    const [[half]] = await conn.query(
      'SELECT id, created_at FROM users ORDER BY created_at DESC, id DESC LIMIT 1 OFFSET ?',
      [Math.floor(users / 2)],
    );
    middle = cursorAt(half);
  } finally {
    await conn.end();
  }
  const sid = await sessionOf(operator.userId);

  const TARGETS = [
    { label: 'first page (50)', query: '' },
    { label: 'a page in the middle', query: `cursor=${middle}` },
    { label: 'suspended, first page', query: 'status=suspended' },
    { label: 'search, common ("wanjiku", 1 in 8)', query: 'q=wanjiku' },
    { label: 'search, rare ("otieno4242", 1 row)', query: 'q=Otieno4242' },
    { label: 'search, no match ("zzz")', query: 'q=zzz' },
    { label: 'search + role ("9" among admins)', query: 'q=9&role=admin' },
  ];

  await explain(TARGETS);

  const sql = serve('bench/console-users/baseline-sql.mjs', {
    PORT: '4423',
    DATABASE_URL: db.url,
    BENCH_SESSIONS: JSON.stringify({ [operator.token]: [sid, operator.userId] }),
  });
  await ready(sql);
  const baseline = 'http://127.0.0.1:4423';
  const headers = { authorization: `Bearer ${operator.token}` };
  for (const target of TARGETS) {
    const path = `/api/superadmin/users?${target.query}`;
    const [fromApi, fromSql] = await Promise.all(
      [origin, baseline].map((o) => fetchJson(`${o}${path}`, { headers })),
    );
    if (!isDeepStrictEqual(fromApi, fromSql))
      console.log(`${target.label}: the baseline answers differently`);
    else console.log(`${target.label}: ${fromApi.items.length} rows, the same from both`);
  }

  console.log(
    `\n${seconds} s per server, target and concurrency in ${ROUNDS} turns after 2 s of warm-up, loopback, authenticated; load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}\n`,
  );
  const summary = [];
  for (const connections of CONNECTIONS)
    for (const target of TARGETS) {
      const runs = { ceiling: [], api: [] };
      const servers = { ceiling: baseline, api: origin };
      const run = async (key, s, warmUp = false) => {
        const result = await load({
          url: `${servers[key]}/api/superadmin/users?${target.query}`,
          token: operator.token,
          connections,
          seconds: s,
          warmUp,
        });
        await waitForIdle(db.url, db.name);
        return result;
      };
      for (const key of Object.keys(servers)) await run(key, 2, true);
      for (let round = 0; round < ROUNDS; round += 1)
        for (const key of Object.keys(servers)) runs[key].push(await run(key, seconds / ROUNDS));
      const ceiling = combine(runs.ceiling);
      const api = combine(runs.api);
      console.log(`${target.label}, ${connections} connection(s)`);
      console.log(`  ${row('bare Fastify + mysql2, same SQL', ceiling, ceiling)}`);
      console.log(`  ${row('Tontine API (Nest)', api, ceiling)}`);
      summary.push(
        `${`${target.label}, ${connections} conn.`.padEnd(50)} p95 ${String(api.p95).padStart(7)} ms  ${api.p95 < TARGET_P95_MS ? 'met' : 'NOT met'}`,
      );
    }
  console.log(`\nratio = requests/s against the database-backed ceiling`);
  console.log(
    `target: p95 under ${TARGET_P95_MS} ms; load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  for (const line of summary) console.log(`  ${line}`);
} finally {
  await stopAll();
  if (keep) console.log(`kept database ${db.name}`);
  else await dropDatabase(db.name).catch(() => undefined);
}

async function sessionOf(userId) {
  const conn = await createConnection({ uri: db.url });
  try {
    const [[{ id }]] = await conn.query(
      'SELECT id FROM sessions WHERE user_id = ? ORDER BY created_at DESC LIMIT 1',
      [userId],
    );
    return id;
  } finally {
    await conn.end();
  }
}

/** MariaDB's plan of each target's query, as the API sends it. */
async function explain(targets) {
  const conn = await createConnection({ uri: db.url, timezone: 'Z' });
  try {
    console.log('\nEXPLAIN (MariaDB) of the page query:');
    for (const target of targets) {
      const { sql, params } = await usersPage(
        conn,
        Object.fromEntries(new URLSearchParams(target.query)),
      );
      const [plan] = await conn.query(`EXPLAIN ${sql}`, params);
      console.log(`  ${target.label}`);
      for (const step of plan)
        console.log(
          `    ${step.table}: ${step.type} key=${step.key} rows=${step.rows} ${step.Extra ?? ''}`,
        );
    }
  } finally {
    await conn.end();
  }
}
