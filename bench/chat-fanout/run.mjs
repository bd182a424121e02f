// Chat fan-out: 2,000 WebSocket clients in 100 groups of 20 on one API instance (MariaDB),
// senders posting through POST /api/chat/messages at a steady rate; delivered messages per
// second and the latency from send to receipt, next to two baselines measured in the same run:
// a bare Fastify + ws server doing the same fan-out without storage, and the same server
// running the API's SQL for each send through mysql2 (baseline-ws.mjs). Target: at 500 messages
// sent per second (10,000 deliveries per second) and at 1,000 (20,000), p99 under 100 ms, no
// message lost.
//
// Usage: npm run build -w apps/api && node bench/chat-fanout/run.mjs [seconds, default 20] [rates]
//   rates: messages sent per second, comma-separated (default 500,1000), e.g. 100,250,500
//   BENCH_API_NODE_ARGS='--import ./bench/lib/api-probe.mjs'   the API reports, for each measured
//     run, its SQL timings, pool waits, event-loop delay and CPU profile (see api-probe.mjs)
//   BENCH_SQL_NODE_ARGS='--import ./bench/lib/api-probe.mjs'   the same for the same-SQL baseline
//
// This process is the load generator (the sockets and the senders); the API and the baseline
// run in processes of their own. On a small machine they share the cores with MariaDB: the
// CPU columns say how much of a core each one used.
import { loadavg } from 'node:os';
import { createConnection } from 'mysql2/promise';
import { createThrowawayDatabase, dropDatabase } from '../../scripts/lib/mariadb.mjs';
import { mariadbPid, measureCpu } from '../lib/process-cpu.mjs';
import { ready, serve, startApi, startedProcesses, stopAll } from '../lib/servers.mjs';
import { seedSessions, signAccessToken } from '../lib/tokens.mjs';
import { FanoutLoad } from './fanout-load.mjs';
import { seed } from './seed.mjs';

const seconds = Number(process.argv[2] ?? 20);
const rates = (process.argv[3] ?? '500,1000').split(',').map(Number);
const GROUPS = 100;
const GROUP_SIZE = 20;
const WARM_UP_SECONDS = 2;
const TARGET = { rates: [500, 1000], p99: 100 };
const API_PORT = 4431;
const BARE_PORT = 4432;
const SQL_PORT = 4433;
const SQL_PROBE_PORT = 4438;
const BARE = 'bare Fastify + ws, no storage';
const SQL = 'bare Fastify + ws + mysql2, same SQL';
const API = 'Tontine API (Nest + TypeORM)';

const average = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
const int = (n) => Math.round(n).toLocaleString('en-US');
const share = (v) => (v === null || v === undefined ? '  —' : `${Math.round(v * 100)}%`);

async function prepare(db) {
  const conn = await createConnection({ uri: db.url, timezone: 'Z' });
  try {
    const t0 = Date.now();
    const plan = await seed(conn, { groups: GROUPS, size: GROUP_SIZE });
    const sessions = await seedSessions(
      conn,
      plan.flatMap((group) => group.members),
    );
    const [[server]] = await conn.query(
      'SELECT VERSION() AS version, @@innodb_flush_log_at_trx_commit AS flush',
    );
    console.log(
      `seeded ${GROUPS * GROUP_SIZE} users, ${GROUPS} groups of ${GROUP_SIZE} members in ${Date.now() - t0} ms (MariaDB ${server.version}, innodb_flush_log_at_trx_commit=${server.flush}, database ${db.name})`,
    );
    return Promise.all(
      plan.map(async (group) => ({
        id: group.id,
        members: await Promise.all(
          group.members.map(async (id) => ({
            id,
            token: await signAccessToken({ sub: id, sid: sessions.get(id) }),
          })),
        ),
      })),
    );
  } finally {
    await conn.end();
  }
}

/** Opens one socket per member on a server and waits until each is in its room. */
async function connect(target, groups) {
  const fanout = new FanoutLoad({ origin: target.origin, groups });
  const opened = await fanout.open();
  const admitted = await fanout.admit();
  console.log(
    `${target.label}: ${opened.opened} sockets open in ${int(opened.ms)} ms, ${admitted.admitted} in their rooms after ${int(admitted.ms)} ms` +
      (admitted.missing ? `; ${admitted.missing} never received a message` : ''),
  );
  return fanout;
}

/** api-probe.mjs, preloaded in a server, opens and closes a measurement window on request. */
const probe = (port, step) =>
  fetch(`http://127.0.0.1:${port}/${step}`, { method: 'POST' }).then((r) => r.text());
const probing = (nodeArgs) => (nodeArgs ?? '').includes('api-probe');

/** Warm-up, then the measured run; a server with the probe preloaded reports on that run. */
async function measure(target, rate) {
  await target.fanout.run({ rate, seconds: WARM_UP_SECONDS });
  const cpu = measureCpu({ server: target.pid, mariadb: mariadbPid(), generator: process.pid });
  if (target.probePort) await probe(target.probePort, 'start');
  const result = await target.fanout.run({ rate, seconds });
  const used = cpu.stop();
  if (target.probePort)
    console.log(`\n${target.label} at ${rate} msg/s:\n${await probe(target.probePort, 'stop')}`);
  return { ...result, cpu: used };
}

function print(label, r) {
  return [
    `  ${label.padEnd(36)}`,
    `${r.sentPerSecond.toFixed(0).padStart(5)} sent/s`,
    `${int(r.deliveriesPerSecond).padStart(7)} deliveries/s`,
    `p50 ${String(r.p50).padStart(6)} ms  p95 ${String(r.p95).padStart(6)} ms  p99 ${String(r.p99).padStart(6)} ms  max ${String(r.max).padStart(5)} ms`,
    `lost ${r.lost}/${int(r.expected)}`,
    `HTTP p50 ${r.httpP50} ms p99 ${r.httpP99} ms`,
    `CPU server ${share(r.cpu.server)} MariaDB ${share(r.cpu.mariadb)} generator ${share(r.cpu.generator)}`,
  ].join('   ');
}

const db = await createThrowawayDatabase('tontine_chat');
let targets = [];
try {
  const origin = await startApi({ port: API_PORT, databaseUrl: db.url });
  const groups = await prepare(db);
  const bare = serve('bench/chat-fanout/baseline-ws.mjs', { PORT: String(BARE_PORT) });
  const sqlNodeArgs = process.env.BENCH_SQL_NODE_ARGS;
  const sql = serve(
    'bench/chat-fanout/baseline-ws.mjs',
    { PORT: String(SQL_PORT), DATABASE_URL: db.url, BENCH_PROBE_PORT: String(SQL_PROBE_PORT) },
    (sqlNodeArgs ?? '').split(' ').filter(Boolean),
  );
  await Promise.all([ready(bare), ready(sql)]);
  const api = startedProcesses().find((p) => p.script === 'apps/api/dist/main.js');
  targets = [
    { label: BARE, origin: `http://127.0.0.1:${BARE_PORT}`, pid: bare.pid },
    {
      label: SQL,
      origin: `http://127.0.0.1:${SQL_PORT}`,
      pid: sql.pid,
      probePort: probing(sqlNodeArgs) && SQL_PROBE_PORT,
    },
    {
      label: API,
      origin,
      pid: api.pid,
      probePort:
        probing(process.env.BENCH_API_NODE_ARGS) && Number(process.env.BENCH_PROBE_PORT ?? 4439),
    },
  ];

  for (const target of targets) target.fanout = await connect(target, groups);
  console.log(
    `\n${GROUPS * GROUP_SIZE} sockets per server, ${GROUPS} groups of ${GROUP_SIZE}, ${seconds} s per rate and server after ${WARM_UP_SECONDS} s of warm-up, servers in turn, loopback; load average ${average()}`,
  );
  const measured = Object.fromEntries(targets.map((t) => [t.label, {}]));
  for (const rate of rates)
    for (const target of targets) measured[target.label][rate] = await measure(target, rate);

  console.log(
    `\nlatency = from the POST being issued to the event read on each receiving socket; CPU = share of one core (2 cores here); load average ${average()}`,
  );
  const ratio = (t, c) =>
    `deliveries/s ${(t.deliveriesPerSecond / c.deliveriesPerSecond).toFixed(2)}, p99 ×${(t.p99 / Math.max(c.p99, 0.1)).toFixed(1)}`;
  for (const rate of rates) {
    console.log(`\n${rate} messages/s → ${int(rate * GROUP_SIZE)} deliveries/s expected`);
    for (const target of targets) console.log(print(target.label, measured[target.label][rate]));
    const [bareRun, sqlRun, apiRun] = [BARE, SQL, API].map((label) => measured[label][rate]);
    console.log(
      `  API against the bare baseline: ${ratio(apiRun, bareRun)}; against the same SQL: ${ratio(apiRun, sqlRun)}` +
        (apiRun.closedByServer ? `; ${apiRun.closedByServer} sockets closed by the API` : ''),
    );
    console.log(
      `  generator event-loop delay p99: ${targets.map((t) => `${measured[t.label][rate].generatorLoopDelayP99} ms`).join(' / ')}`,
    );
  }
  const tontine = measured[API];
  for (const rate of TARGET.rates) {
    const run = tontine[rate];
    if (!run) continue;
    // A refused send stopped the run before this (bench/lib/answers.mjs): nothing lost is left.
    const met = run.p99 < TARGET.p99 && run.lost === 0 && run.expected > 0;
    console.log(
      `\ntarget at ${rate} msg/s: p99 < ${TARGET.p99} ms, nothing lost: ${met ? 'met' : 'NOT met'} (p99 ${run.p99} ms, ${run.lost} lost of ${int(run.expected)})`,
    );
  }
} finally {
  await Promise.all(targets.map((t) => t.fanout?.close()));
  await stopAll();
  await dropDatabase(db.name).catch(() => undefined);
}
