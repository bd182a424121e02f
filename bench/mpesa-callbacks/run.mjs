// M-Pesa callbacks: Daraja's STK push results and paybill (C2B) confirmations sent to the API on
// MariaDB open loop at a steady rate (default 500 a second for 60 s, half of each, one in 20 a
// callback sent again), each answer timed; then, once the API has checked every claim with
// Daraja (a stand-in, scripts/lib/daraja-stand-in.mjs) and settled it, every effect is counted
// in the database: each push paid or failed once, each TransID kept once, each contribution
// approved once, no receipt used twice, `npm run reconcile` clean. The same callbacks go, in the
// same run, to a bare Fastify + mysql2 server running the SQL the API runs before it answers
// (baseline-mysql2.mjs) on a copy of the same data. Target: at 500 callbacks a second, p99 of
// the answer under 100 ms (Daraja calls again when an answer is slow), every effect once. The
// API is measured first (its checks job every 30 s, as deployed), the baseline once the API has
// settled. An answer later than 8 s counts as none, and a run with one prints no figure.
//
// Usage: npm run build -w apps/api && node bench/mpesa-callbacks/run.mjs [seconds, default 60] [rate, default 500]
//   BENCH_API_NODE_ARGS='--import ./bench/lib/api-probe.mjs'   the API reports, for the measured
//     run, its SQL timings, pool waits, event-loop delay and CPU profile (see api-probe.mjs)
//
// The pushes are made through the API (POST /api/mpesa/payments, so that the stand-in holds them)
// and the members' account numbers asked from it (GET /api/groups/:id/mpesa); users, groups and
// memberships are loaded with SQL. Before the run the stand-in completes the pushes and takes
// the paybill payments without calling anyone (`callback: false`): the benchmark delivers their
// callbacks, at its own rate. This process is the load generator; the API, the stand-in and the
// baseline run in processes of their own, on the same two cores as MariaDB.
import { createHmac } from 'node:crypto';
import { loadavg } from 'node:os';
import { createConnection } from 'mysql2/promise';
import {
  cloneDatabase,
  createThrowawayDatabase,
  dropDatabase,
} from '../../scripts/lib/mariadb.mjs';
import { fetchJson } from '../lib/answers.mjs';
import { waitForIdle } from '../lib/database.mjs';
import { mariadbPid, measureCpu } from '../lib/process-cpu.mjs';
import { ready, serve, startApi, startedProcesses, stopAll } from '../lib/servers.mjs';
import { seedSessions, signAccessToken } from '../lib/tokens.mjs';
import { sendCallbacks } from './callback-load.mjs';
import { apiEffects, baselineEffects, reconcile, waitForSettlement } from './effects.mjs';
import { CANCEL_EVERY, REPLAY_EVERY, countsOf, paybillTargets, streamOf } from './plan.mjs';
import { CONTRIBUTION, seed } from './seed.mjs';

const seconds = Number(process.argv[2] ?? 60);
const rate = Number(process.argv[3] ?? 500);
const WARM_UP_SECONDS = 2;
const TARGET = { rate: 500, p99: 100 };
const API_PORT = 4461;
const BASELINE_PORT = 4462;
const STAND_IN_PORT = 4463;
/**
 * The settlement after the run: the API settles its backlog a few at a time (and the checks job,
 * every 30 s as deployed, what a lost callback left), so the wait lasts while it progresses.
 */
const CHECK_INTERVAL_MS = 30_000;
const SETTLE_MAX_MS = 20 * 60_000;
const SETTLE_STALL_MS = 4 * CHECK_INTERVAL_MS;
const CALLBACK_SECRET = 'bench-callback-secret-0123456789abcdef';
/** As the API derives it (apps/api/src/config/app-config.ts). */
const PAYBILL_SECRET = createHmac('sha256', CALLBACK_SECRET)
  .update('paybill')
  .digest('hex')
  .slice(0, 40);
const STK_PATH = `/api/mpesa/callbacks/${CALLBACK_SECRET}/stk`;
const C2B_PATH = `/api/paybill/${PAYBILL_SECRET}/confirmation`;
/** Requests in flight while seeding through the API and the stand-in. */
const SEED_CONCURRENCY = 8;

const average = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
const int = (n) => Math.round(n).toLocaleString('en-US');
const share = (v) => (v === null || v === undefined ? '  —' : `${Math.round(v * 100)}%`);
const elapsed = (t0) => `${((performance.now() - t0) / 1000).toFixed(1)} s`;

/** The API's M-Pesa set-up against the stand-in, as the API tests configure it (tests/api/support/mpesa.ts). */
const mpesaEnv = (darajaUrl) => ({
  MPESA_BASE_URL: darajaUrl,
  MPESA_CONSUMER_KEY: 'stand-in-key',
  MPESA_CONSUMER_SECRET: 'stand-in-secret',
  MPESA_SHORTCODE: '174379',
  MPESA_PASSKEY: 'bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919',
  MPESA_INITIATOR_NAME: 'testapi',
  MPESA_SECURITY_CREDENTIAL: 'stand-in-credential',
  MPESA_CALLBACK_SECRET: CALLBACK_SECRET,
  MPESA_CALLBACK_BASE_URL: `http://127.0.0.1:${API_PORT}`,
  MPESA_CHECK_INTERVAL_MS: String(CHECK_INTERVAL_MS),
});

/** Runs `task` over `items`, `concurrency` at a time, keeping the answers in order. */
async function inParallel(items, concurrency, task) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await task(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return results;
}

const json = (body) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/** The items in an order drawn from a fixed seed (mulberry32), the same in every run. */
function shuffled(items, seed = 0x6d70) {
  let state = seed;
  const random = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** A Safaricom line of its own per payer: 07XX XXX XXX as M-Pesa writes it, 2547…. */
const line = (prefix, i) => `2547${prefix}${String(i).padStart(7, '0')}`;

/**
 * Users, groups and memberships in SQL; the pushes and the account numbers through the API.
 * Answers the distinct pushes and the paybill payers, in the order their callbacks go.
 */
async function prepare(db, origin, counts) {
  const conn = await createConnection({ uri: db.url, timezone: 'Z' });
  try {
    let t0 = performance.now();
    const payers = await seed(conn, { payers: counts.pushes + counts.matched });
    const sessions = await seedSessions(
      conn,
      payers.map((p) => p.userId),
    );
    for (const payer of payers)
      payer.token = await signAccessToken({ sub: payer.userId, sid: sessions.get(payer.userId) });
    console.log(
      `seeded ${int(payers.length)} members in ${int(Math.ceil(payers.length / 20))} KES groups (${CONTRIBUTION} a cycle) in ${elapsed(t0)}`,
    );
    // Both kinds in every group (each settlement takes its group's ledger lock), the groups in
    // no order: members of one chama do not all pay within the same second.
    const pushers = shuffled(payers.filter((_, i) => i % 2 === 0 || i >= 2 * counts.matched));
    const members = shuffled(payers.filter((_, i) => i % 2 === 1 && i < 2 * counts.matched));

    t0 = performance.now();
    const made = await inParallel(pushers.slice(0, counts.pushes), SEED_CONCURRENCY, (p, i) =>
      fetchJson(`${origin}/api/mpesa/payments`, {
        ...json({ group_id: p.groupId, phone_number: line(1, i) }),
        headers: { 'content-type': 'application/json', authorization: `Bearer ${p.token}` },
      }),
    );
    const pushes = made.map((payment, i) => ({
      paymentId: payment.id,
      checkoutRequestId: payment.checkout_request_id,
      cancelled: i % CANCEL_EVERY === CANCEL_EVERY - 1,
    }));
    console.log(
      `${int(pushes.length)} STK pushes through POST /api/mpesa/payments in ${elapsed(t0)}`,
    );

    t0 = performance.now();
    const references = await inParallel(
      members.slice(0, counts.matched),
      SEED_CONCURRENCY,
      async (m) =>
        (
          await fetchJson(`${origin}/api/groups/${m.groupId}/mpesa`, {
            headers: { authorization: `Bearer ${m.token}` },
          })
        ).account_reference,
    );
    const payments = paybillTargets(counts.payments, references).map((target) => ({
      ...target,
      userId: target.kind === 'member' ? members[target.member].userId : null,
    }));
    console.log(
      `${int(references.length)} account numbers through GET /api/groups/:id/mpesa in ${elapsed(t0)}`,
    );
    return { pushes, payments };
  } finally {
    await conn.end();
  }
}

/**
 * At Safaricom: the pushes completed on the phones (one in CANCEL_EVERY cancelled) and the
 * paybill payments made, none called back. Answers the callbacks' bodies, in order.
 */
async function completeAtSafaricom(darajaUrl, { pushes, payments }) {
  const t0 = performance.now();
  const control = (path, body) => fetchJson(`${darajaUrl}/__stand-in/${path}`, json(body));
  const stk = await inParallel(pushes, SEED_CONCURRENCY, async (push) => {
    const settled = await control('stk/complete', {
      checkout_request_id: push.checkoutRequestId,
      result_code: push.cancelled ? 1032 : 0,
      callback: false,
    });
    const items = settled.callback_body.Body.stkCallback.CallbackMetadata?.Item ?? [];
    push.receipt = items.find((i) => i.Name === 'MpesaReceiptNumber')?.Value ?? null;
    return JSON.stringify(settled.callback_body);
  });
  const c2b = await inParallel(payments, SEED_CONCURRENCY, async (payment, q) => {
    const paid = await control('c2b/pay', {
      phone: line(q % 2 === 0 ? 2 : 3, q),
      amount: payment.kind === 'member' ? Number(CONTRIBUTION) : 100 + (q % 7) * 250,
      bill_ref_number: payment.billRef,
      callback: false,
    });
    payment.transId = paid.trans_id;
    return JSON.stringify(paid.confirmation_body);
  });
  console.log(
    `the stand-in completed the pushes and took the paybill payments, calling nobody, in ${elapsed(t0)}`,
  );
  return { stk, c2b };
}

/**
 * The Transaction Status queries the stand-in received, by the payment they asked about (the API
 * names it in Occasion): a payment asked about more than once had its first answer lost, or
 * was asked again by the checks job.
 */
async function statusQueries(darajaUrl) {
  const requests = await fetchJson(`${darajaUrl}/__stand-in/requests`);
  const asked = new Map();
  for (const r of requests)
    if (r.path === '/mpesa/transactionstatus/v1/query')
      asked.set(r.body.Occasion, (asked.get(r.body.Occasion) ?? 0) + 1);
  const counts = [...asked.values()];
  return {
    queries: counts.reduce((a, b) => a + b, 0),
    payments: counts.length,
    again: counts.filter((n) => n > 1).length,
  };
}

/** api-probe.mjs, preloaded in the API, opens and closes a measurement window on request. */
const probing = (process.env.BENCH_API_NODE_ARGS ?? '').includes('api-probe');
const probe = (step) =>
  fetch(`http://127.0.0.1:${process.env.BENCH_PROBE_PORT ?? 4439}/${step}`, {
    method: 'POST',
  }).then((r) => r.text());

async function measure(label, origin, stream, pids) {
  console.log(
    `\n${label}: ${int(stream.length)} callbacks at ${rate}/s; load average ${average()}`,
  );
  const cpu = measureCpu({ ...pids, mariadb: mariadbPid(), generator: process.pid });
  const result = await sendCallbacks({
    origin,
    stream,
    rate,
    warmUp: Math.round(rate * WARM_UP_SECONDS),
  });
  return { ...result, cpu: cpu.stop() };
}

function print(label, r) {
  return [
    `  ${label.padEnd(38)}`,
    `${int(r.sentPerSecond).padStart(5)} sent/s`,
    `${int(r.answeredPerSecond).padStart(5)} answered/s`,
    `p50 ${String(r.p50).padStart(6)} ms  p95 ${String(r.p95).padStart(6)} ms  p99 ${String(r.p99).padStart(7)} ms  max ${String(r.max).padStart(5)} ms`,
    `≥ 100 ms: ${int(r.over100)}/${int(r.sent)}`,
    `STK p99 ${r.stk.p99} ms, C2B p99 ${r.c2b.p99} ms`,
    `CPU ${Object.entries(r.cpu)
      .map(([name, v]) => `${name} ${share(v)}`)
      .join(' ')}`,
  ].join('   ');
}

const counts = countsOf(Math.round(rate * (WARM_UP_SECONDS + seconds)));
const db = await createThrowawayDatabase('tontine_mpesa');
let baselineDb;
try {
  const standIn = serve('bench/mpesa-callbacks/stand-in.mjs', { PORT: String(STAND_IN_PORT) });
  await ready(standIn);
  const darajaUrl = `http://127.0.0.1:${STAND_IN_PORT}`;
  const origin = await startApi({
    port: API_PORT,
    databaseUrl: db.url,
    env: { ...mpesaEnv(darajaUrl), REMINDER_INTERVAL_SECONDS: '0', AUTO_BACKUP_CHECK_SECONDS: '0' },
  });
  const api = startedProcesses().find((p) => p.script === 'apps/api/dist/main.js');
  console.log(
    `bench/mpesa-callbacks — ${new Date().toISOString()}; ${int(counts.total)} callbacks: ` +
      `${int(counts.stkSlots)} STK results (${int(counts.pushes)} pushes, ${int(counts.cancelled)} cancelled, the rest paid) and ` +
      `${int(counts.c2bSlots)} paybill confirmations (${int(counts.payments)} payments, ${int(counts.matched)} naming a member), ` +
      `one in ${REPLAY_EVERY} of each sent again`,
  );
  const plan = await prepare(db, origin, counts);
  baselineDb = await cloneDatabase(db.name, 'tontine_mpesa_base');
  const bodies = await completeAtSafaricom(darajaUrl, plan);
  const stream = streamOf({ counts, rate, ...bodies, stkPath: STK_PATH, c2bPath: C2B_PATH });

  if (probing) await probe('start');
  const apiRun = await measure('Tontine API (Nest + TypeORM)', origin, stream, {
    api: api.pid,
    'stand-in': standIn.pid,
  });
  if (probing) console.log(await probe('stop'));
  const conn = await createConnection({ uri: db.url, timezone: 'Z' });
  const settleSeconds = await waitForSettlement(conn, {
    maxMs: SETTLE_MAX_MS,
    stallMs: SETTLE_STALL_MS,
  });
  console.log(
    settleSeconds === null
      ? `  not settled: no progress for ${SETTLE_STALL_MS / 1000} s, or ${SETTLE_MAX_MS / 1000} s passed`
      : `  every push and payment settled ${settleSeconds.toFixed(1)} s after the last answer`,
  );
  const apiCounts = await apiEffects(conn, { ...plan, contribution: CONTRIBUTION });
  await conn.end();
  const asked = await statusQueries(darajaUrl);
  apiCounts.note(
    'Transaction Status queries / payments asked about / asked more than once',
    `${int(asked.queries)} / ${int(asked.payments)} / ${int(asked.again)}`,
  );
  const reconciled = reconcile(db.url);

  const baseline = serve('bench/mpesa-callbacks/baseline-mysql2.mjs', {
    PORT: String(BASELINE_PORT),
    DATABASE_URL: baselineDb.url,
    CALLBACK_SECRET,
    PAYBILL_SECRET,
  });
  await ready(baseline);
  await waitForIdle(db.url, db.name);
  const bareRun = await measure(
    'bare Fastify + mysql2, same SQL',
    `http://127.0.0.1:${BASELINE_PORT}`,
    stream,
    { baseline: baseline.pid },
  );
  const baselineConn = await createConnection({ uri: baselineDb.url, timezone: 'Z' });
  const bareCounts = await baselineEffects(baselineConn, plan);
  await baselineConn.end();

  console.log('\neffects in the API database (MariaDB), after the settlement:');
  for (const text of apiCounts.lines) console.log(text);
  console.log(`  npm run reconcile: ${reconciled.ok ? 'clean' : 'BROKEN RULES'}`);
  if (!reconciled.ok) console.log(reconciled.output.replace(/^/gm, '    '));
  console.log('effects in the baseline database:');
  for (const text of bareCounts.lines) console.log(text);
  const problems = [...apiCounts.problems, ...bareCounts.problems];
  if (!reconciled.ok) problems.push('npm run reconcile found broken rules');
  if (settleSeconds === null) problems.push('the API had not settled everything');
  if (problems.length) {
    console.error(
      `\nan effect is missing or doubled, so no figure:\n${problems.map((p) => `  ${p}`).join('\n')}`,
    );
    process.exitCode = 1;
  } else {
    console.log(
      `\n${rate} callbacks/s for ${seconds} s after ${WARM_UP_SECONDS} s of warm-up, open loop, loopback; latency = POST to the end of the answer; CPU = share of one core (2 cores here); load average ${average()}`,
    );
    console.log(print('bare Fastify + mysql2, same SQL', bareRun));
    console.log(print('Tontine API (Nest + TypeORM)', apiRun));
    for (const [label, r] of [
      ['baseline', bareRun],
      ['API', apiRun],
    ])
      if (r.slowSeconds.length)
        console.log(
          `  ${label}: seconds of the run with an answer ≥ 100 ms (second: slowest ms): ${r.slowSeconds.map(([s, ms]) => `${s}: ${int(ms)}`).join(', ')}`,
        );
    console.log(
      `  API against the baseline: p99 ×${(apiRun.p99 / Math.max(bareRun.p99, 0.1)).toFixed(1)}, p50 ×${(apiRun.p50 / Math.max(bareRun.p50, 0.1)).toFixed(1)}; ` +
        `generator event-loop delay p99 ${apiRun.generatorLoopDelayP99} / ${bareRun.generatorLoopDelayP99} ms`,
    );
    console.log(
      rate >= TARGET.rate
        ? `\ntarget at ${TARGET.rate}/s: p99 < ${TARGET.p99} ms, every effect once: ${apiRun.p99 < TARGET.p99 ? 'met' : 'NOT met'} (p99 ${apiRun.p99} ms)`
        : `\nthe target is at ${TARGET.rate}/s (p99 < ${TARGET.p99} ms); this run sent ${rate}/s: every effect once, p99 ${apiRun.p99} ms`,
    );
  }
} finally {
  await stopAll();
  await dropDatabase(db.name).catch(() => undefined);
  if (baselineDb) await dropDatabase(baselineDb.name).catch(() => undefined);
}
