// Group listings under load: GET /api/groups and GET /api/groups/explore on the real API
// (MariaDB, 10,000 groups, 100,000 memberships), next to two baselines measured in the same run.
// First it prints the SQL round trips each listing request costs (counted in the server process
// by round-trips.mjs); then requests/s against the ceilings. Targets: at most two
// round trips per listing, and at least a tenth of the from-memory ceiling. The API runs twice on
// the same database: as deployed (the caller and the listing pages kept until a write to their
// tables, database/read-cache.ts) and with READ_CACHE_SECONDS=0, what every request costs when
// the cache has just been emptied by a write.
// Usage: npm run build && node bench/groups-api/run.mjs [seconds per run, default 10]
import { createConnection } from 'mysql2/promise';
import { createThrowawayDatabase, dropDatabase } from '../../scripts/lib/mariadb.mjs';
import { fetchJson, fetchOk } from '../lib/answers.mjs';
import { load, row } from '../lib/load.mjs';
import { ready, register, serve, startApi, stopAll } from '../lib/servers.mjs';
import { seed } from './seed.mjs';

const seconds = Number(process.argv[2] ?? 10);
const connections = 50;
const db = await createThrowawayDatabase('tontine_bench');
try {
  const origin = await startApi({
    port: 4401,
    databaseUrl: db.url,
    env: { BENCH_ROUND_TRIPS_PORT: '4404' },
    nodeArgs: ['--import', './bench/groups-api/round-trips.mjs'],
  });
  await startApi({
    port: 4406,
    databaseUrl: db.url,
    env: { BENCH_ROUND_TRIPS_PORT: '4407', READ_CACHE_SECONDS: '0' },
    nodeArgs: ['--import', './bench/groups-api/round-trips.mjs'],
  });
  const { token, userId } = await register(origin, { email: 'runner@bench.test' });

  const conn = await createConnection({ uri: db.url, timezone: 'Z' });
  const [[{ password_hash: hash }]] = await conn.query(
    'SELECT password_hash FROM users WHERE id = ?',
    [userId],
  );
  const t0 = Date.now();
  const counts = await seed(conn, userId, hash);
  await conn.query('ANALYZE TABLE users, savings_groups, memberships, join_requests');
  await conn.end();
  console.log(
    `seeded ${counts.groups} groups, ${counts.memberships} memberships, ${counts.users} users in ${Date.now() - t0} ms (MariaDB ${db.name})`,
  );

  const get = (path) =>
    fetchJson(`http://127.0.0.1:4401${path}`, { headers: { authorization: `Bearer ${token}` } });
  const bodies = { mine: await get('/api/groups'), explore: await get('/api/groups/explore') };
  console.log(
    `GET /api/groups answers ${bodies.mine.items.length} groups; explore answers ${bodies.explore.items.length}`,
  );

  const memory = serve('bench/groups-api/baseline-memory.mjs', {
    PORT: '4402',
    BODIES: JSON.stringify(bodies),
  });
  const sql = serve(
    'bench/groups-api/baseline-sql.mjs',
    { PORT: '4403', DATABASE_URL: db.url, BENCH_USER_ID: userId, BENCH_ROUND_TRIPS_PORT: '4405' },
    ['--import', './bench/groups-api/round-trips.mjs'],
  );
  await Promise.all([ready(memory), ready(sql)]);

  // Round trips: sequential requests, the server's statement count before and after.
  const SAMPLES = 20;
  const counted = (port) =>
    fetch(`http://127.0.0.1:${port}/`)
      .then((r) => r.text())
      .then(Number);
  console.log('\nSQL round trips per request (target ≤ 2)');
  for (const path of ['/api/groups', '/api/groups/explore']) {
    const cells = [];
    for (const [label, port, counter] of [
      ['Tontine API', 4401, 4404],
      ['API, read caches off', 4406, 4407],
      ['bare mysql2 baseline', 4403, 4405],
    ]) {
      const before = await counted(counter);
      for (let i = 0; i < SAMPLES; i += 1) {
        const answer = await fetchOk(`http://127.0.0.1:${port}${path}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        await answer.arrayBuffer();
      }
      cells.push(`${label} ${((await counted(counter)) - before) / SAMPLES}`);
    }
    console.log(`  GET ${path.padEnd(20)} ${cells.join('   ')}`);
  }

  console.log(`\n${connections} connections, ${seconds} s per run, loopback, authenticated\n`);
  const results = {};
  for (const path of ['/api/groups', '/api/groups/explore']) {
    const targets = [
      ['bare Fastify, JSON from memory', 4402],
      ['bare Fastify + mysql2, same SQL', 4403],
      ['Tontine API, read caches off', 4406],
      ['Tontine API (Nest + TypeORM)', 4401],
    ];
    const measured = {};
    for (const [label, port] of targets) {
      await load({
        url: `http://127.0.0.1:${port}${path}`,
        token,
        connections,
        seconds: 2,
        warmUp: true,
      });
      measured[label] = await load({
        url: `http://127.0.0.1:${port}${path}`,
        token,
        connections,
        seconds,
      });
    }
    const ceiling = measured['bare Fastify + mysql2, same SQL'];
    const memoryCeiling = measured['bare Fastify, JSON from memory'];
    console.log(`GET ${path}`);
    for (const [label, r] of Object.entries(measured)) console.log(`  ${row(label, r, ceiling)}`);
    const api = measured['Tontine API (Nest + TypeORM)'];
    const off = measured['Tontine API, read caches off'];
    console.log(
      `  Tontine API against the from-memory ceiling: ratio ${(api.rps / memoryCeiling.rps).toFixed(3)} (target ≥ 0.1); read caches off: ${(off.rps / memoryCeiling.rps).toFixed(3)}`,
    );
    results[path] = measured;
  }
  console.log(
    '\nratio = requests/s against the database-backed ceiling (target ≥ 0.6); target p99 < 50 ms',
  );
} finally {
  await stopAll();
  await dropDatabase(db.name).catch(() => undefined);
}
