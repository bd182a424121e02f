// bench/export: the audit trail exported through GET /api/superadmin/export/audit (CSV streamed
// from a database cursor) at 100,000 then 1,000,000 rows in MariaDB: rows per second and the
// API's peak RSS, next to mysql2 + papaparse streaming the same rows to CSV without the
// framework (baseline-mysql2.mjs), in the same run. Target: ≥ 300,000 rows/s and a peak RSS
// under 150 MiB that stays flat as the rows grow.
//
// Usage: npm run build -w apps/api && node bench/export/run.mjs
//   BENCH_SCALE=0.1   a tenth of the rows, for a quick try
//   BENCH_API_NODE_ARGS='--import ./bench/lib/api-probe.mjs'   the API reports, for each measured
//     export, its SQL timings, event-loop delay and CPU self time by package and function
//   BENCH_API_NODE_ARGS='--max-semi-space-size=16'   the API with V8's young generation capped
import { execFileSync } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { v7 } from 'uuid';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadavg } from 'node:os';
import { createConnection } from 'mysql2/promise';
import { createThrowawayDatabase, dropDatabase } from '../../scripts/lib/mariadb.mjs';
import { fetchOk } from '../lib/answers.mjs';
import { loadRows } from '../lib/bulk-load.mjs';
import { logIn, register, startApi, startedProcesses, stopAll } from '../lib/servers.mjs';

const scale = Number(process.env.BENCH_SCALE ?? 1);
const STEPS = [100_000, 1_000_000].map((n) => Math.round(n * scale));
const TARGET_ROWS_PER_S = 300_000;
const TARGET_RSS_MIB = 150;
const port = Number(process.env.BENCH_PORT ?? 4471);
const db = await createThrowawayDatabase('tontine_export');

const ACTIONS = [
  'user_suspended',
  'payment_approved',
  'content_updated',
  'config_updated',
  'data_exported',
];
const CATEGORIES = ['user_management', 'payment_validation', 'content_management', 'system_config'];

/** The entry's hash as the API chains it (apps/api/src/audit/audit-chain.ts). */
function entryHash(fields, prevHash) {
  const [seq, id, at, adminId, adminName, action, details, category, ip] = fields;
  return createHash('sha256')
    .update(
      JSON.stringify([
        seq,
        id,
        at.toISOString(),
        adminId,
        adminName,
        action,
        details,
        category,
        ip,
        prevHash,
      ]),
      'utf8',
    )
    .digest('hex');
}

/**
 * Audit rows as the console writes them, accents and a few formula-looking cells included,
 * chained after the trail's current head (`head` is moved along).
 */
function* auditRows(count, offset, start, head) {
  for (let i = 0; i < count; i += 1) {
    const n = offset + i;
    const at = start + n * 10;
    head.seq += 1;
    const fields = [
      head.seq,
      // UUIDv7 of the entry's time, as the API's ids.ts makes them.
      v7({ msecs: at }),
      new Date(at),
      randomUUID(),
      n % 7 === 0 ? 'Émilie Wanjiru' : 'Awa Diop',
      ACTIONS[n % ACTIONS.length],
      n % 50 === 0
        ? `=HYPERLINK("http://x.example/${n}")`
        : `Paiement n°${n} validé pour « Chama ${n % 1000} », montant 1500.00 KES`,
      CATEGORIES[n % CATEGORIES.length],
      `10.0.${(n >> 8) & 255}.${n & 255}`,
    ];
    const hash = entryHash(fields, head.hash);
    yield [...fields, head.hash, hash];
    head.hash = hash;
  }
}

/** CPU seconds (user + system) a process has used so far. */
function cpuOf(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

function rssOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name) => Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, hwm: kb('VmHWM') / 1024 };
}

/** One export through the API, the response read to its end; RSS sampled every 20 ms. */
async function exportThroughApi(origin, token, pid) {
  const before = rssOf(pid);
  let peak = before.rss;
  const sampler = setInterval(() => (peak = Math.max(peak, rssOf(pid).rss)), 20);
  try {
    return await measure(origin, token, pid, before, () => peak);
  } finally {
    clearInterval(sampler);
  }
}

async function measure(origin, token, pid, before, peakSoFar) {
  const cpuBefore = cpuOf(pid);
  const started = performance.now();
  const response = await fetchOk(`${origin}/api/superadmin/export/audit`, {
    headers: { authorization: `Bearer ${token}` },
  });
  let lines = 0;
  let bytes = 0;
  for await (const chunk of response.body) {
    bytes += chunk.length;
    for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines += 1;
  }
  const seconds = (performance.now() - started) / 1000;
  const after = rssOf(pid);
  const peak = peakSoFar();
  const cpu = cpuOf(pid) - cpuBefore;
  // Lines: the header and one per row (no cell of this data holds a line break).
  const rows = lines - 1;
  return {
    rows,
    seconds,
    rowsPerSecond: rows / seconds,
    rowsPerCpuSecond: rows / cpu,
    bytes,
    rssBefore: before.rss,
    peakRss: Math.max(peak, after.rss),
    hwm: after.hwm,
  };
}

function baseline() {
  const out = execFileSync(
    process.execPath,
    [join(import.meta.dirname, 'baseline-mysql2.mjs'), db.url],
    {
      encoding: 'utf8',
    },
  );
  return JSON.parse(out.trim().split('\n').at(-1));
}

/** api-probe.mjs, preloaded in the API, opens and closes a measurement window on request. */
const probing = (process.env.BENCH_API_NODE_ARGS ?? '').includes('api-probe');
const probe = (step) =>
  fetch(`http://127.0.0.1:${process.env.BENCH_PROBE_PORT ?? 4439}/${step}`, {
    method: 'POST',
  }).then((r) => r.text());

const f0 = (v) => Math.round(v).toLocaleString('en-US');
const f1 = (v) => v.toFixed(1);

try {
  const origin = await startApi({
    port,
    databaseUrl: db.url,
    env: {
      REMINDER_INTERVAL_SECONDS: '0',
      AUTO_BACKUP_CHECK_SECONDS: '0',
      // The bench's super admin signs in with a password only.
      TWO_FACTOR_REQUIRED_FOR_SUPER_ADMINS: 'false',
    },
  });
  const apiPid = startedProcesses().find((p) => p.script.endsWith('main.js')).pid;
  const account = await register(origin, {
    email: 'super@bench.test',
    firstName: 'Super',
    lastName: 'Admin',
  });
  const conn = await createConnection({ uri: db.url, timezone: 'Z' });
  await conn.query("UPDATE users SET role = 'super_admin' WHERE id = ?", [account.userId]);
  const { token } = await logIn(origin, 'super@bench.test');
  await conn.query('SET SESSION foreign_key_checks = 0, unique_checks = 0');
  const start = Date.now() - STEPS.at(-1) * 10;
  let seeded = 0;
  console.log(`bench/export — ${new Date().toISOString()}, load ${loadavg().map(f1).join(' ')}`);
  console.log(`API pid ${apiPid}, idle RSS ${f1(rssOf(apiPid).rss)} MiB\n`);
  const results = [];
  for (const target of STEPS) {
    const t = performance.now();
    // The rows continue the API's chain: its head is read, then moved past them.
    const [[row]] = await conn.query(
      "SELECT last_seq AS seq, last_hash AS hash FROM audit_chain_head WHERE id = 'audit'",
    );
    const head = { seq: Number(row.seq), hash: String(row.hash) };
    await loadRows(
      conn,
      'audit_entries',
      [
        'seq',
        'id',
        'created_at',
        'admin_id',
        'admin_name',
        'action',
        'details',
        'category',
        'ip_address',
        'prev_hash',
        'hash',
      ],
      auditRows(target - seeded, seeded, start, head),
    );
    await conn.query("UPDATE audit_chain_head SET last_seq = ?, last_hash = ? WHERE id = 'audit'", [
      head.seq,
      head.hash,
    ]);
    seeded = target;
    await conn.query('ANALYZE TABLE audit_entries');
    console.log(`seeded ${f0(target)} audit rows (${f1((performance.now() - t) / 1000)} s)`);
    // A first pass warms the buffer pool and the JIT for both; the second is measured.
    await exportThroughApi(origin, token, apiPid);
    if (probing) await probe('start');
    const api = await exportThroughApi(origin, token, apiPid);
    if (probing) console.log(await probe('stop'));
    baseline();
    const bare = baseline();
    results.push({ target, api, bare });
    console.log(
      `  API      ${f0(api.rowsPerSecond)} rows/s (${f0(api.rows)} rows in ${f1(api.seconds)} s, ${f1(api.bytes / 1048576)} MiB), ` +
        `RSS ${f1(api.rssBefore)} → peak ${f1(api.peakRss)} MiB (VmHWM ${f1(api.hwm)}), ` +
        `${f0(api.rowsPerCpuSecond)} rows per CPU second`,
    );
    console.log(
      `  baseline ${f0(bare.rowsPerSecond)} rows/s (${f0(bare.rows)} rows in ${f1(bare.seconds)} s), ` +
        `peak RSS ${f1(bare.peakRssMiB)} MiB, ${f0(bare.rowsPerCpuSecond)} rows per CPU second`,
    );
  }
  await conn.end();
  console.log(
    '\n| rows | API rows/s | API rows/CPU s | API RSS before → peak (MiB) | mysql2 alone rows/s | its rows/CPU s | its peak RSS (MiB) | API / baseline (rows/s) |',
  );
  console.log('|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const { target, api, bare } of results)
    console.log(
      `| ${f0(target)} | ${f0(api.rowsPerSecond)} | ${f0(api.rowsPerCpuSecond)} | ${f1(api.rssBefore)} → ${f1(api.peakRss)} | ` +
        `${f0(bare.rowsPerSecond)} | ${f0(bare.rowsPerCpuSecond)} | ${f1(bare.peakRssMiB)} | ${(api.rowsPerSecond / bare.rowsPerSecond).toFixed(2)} |`,
    );
  const last = results.at(-1).api;
  console.log(
    `\ntarget ≥ ${f0(TARGET_ROWS_PER_S)} rows/s: ${last.rowsPerSecond >= TARGET_ROWS_PER_S ? 'met' : 'missed'}; ` +
      `peak RSS < ${TARGET_RSS_MIB} MiB: ${results.every((r) => r.api.peakRss < TARGET_RSS_MIB) ? 'met' : 'missed'} ` +
      `(the export's own growth over the idle API: ${results.map((r) => f1(r.api.peakRss - r.api.rssBefore)).join(' / ')} MiB); ` +
      `peak growth 100k → 1M: ${f1(results.at(-1).api.peakRss - results[0].api.peakRss)} MiB`,
  );
} finally {
  await stopAll();
  await dropDatabase(db.name);
}
