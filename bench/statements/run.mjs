// bench/statements: the group report in PDF (GET /api/groups/:id/report.pdf) of a group of 50
// members 24 cycles into its rotation: the time to the last byte (median and p95 over the
// runs) and its size, next to GET /api/groups/:id/rotation of the same group, which reads the
// same rows (queue, contributions, payouts) and answers JSON without rendering: the baseline
// of the same run. Also the first document (pdfkit and the fonts loaded then, not at start),
// the API's RSS before and after it, and the member's PDF statement. Target: the report under
// one second.
//
// Usage: npm run build -w apps/api && node bench/statements/run.mjs [runs]
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { createConnection } from 'mysql2/promise';
import { createThrowawayDatabase, dropDatabase } from '../../scripts/lib/mariadb.mjs';
import { fetchOk } from '../lib/answers.mjs';
import { GROUP_COLUMNS, USER_COLUMNS, benchGroupRow, benchUserRow } from '../lib/columns.mjs';
import { register, startApi, startedProcesses, stopAll } from '../lib/servers.mjs';

const RUNS = Number(process.argv[2] ?? 30);
const WARM_UP = 3;
const MEMBERS = 50;
const CYCLES = 24;
const CONTRIBUTION = '1500.50';
const CONTRIBUTION_CENTS = 150_050;
const TARGET_MS = 1000;
const port = Number(process.env.BENCH_PORT ?? 4472);
const DAY = 86_400_000;

const f0 = (v) => Math.round(v).toLocaleString('en-US');
const f1 = (v) => v.toFixed(1);

function rssMiB(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** One request read to its last byte: milliseconds and bytes. */
async function timed(url, token) {
  const started = performance.now();
  const response = await fetchOk(url, { headers: { authorization: `Bearer ${token}` } });
  const body = Buffer.from(await response.arrayBuffer());
  const ms = performance.now() - started;
  // pdfkit writes its page objects uncompressed: one `/Type /Page` each.
  const pages = body.toString('latin1').match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;
  return { ms, bytes: body.length, pages };
}

/** `runs` requests one after the other, after a warm-up: median, p95 and the size. */
async function measure(url, token, runs) {
  for (let i = 0; i < WARM_UP; i += 1) await timed(url, token);
  const times = [];
  let last;
  for (let i = 0; i < runs; i += 1) {
    last = await timed(url, token);
    times.push(last.ms);
  }
  times.sort((a, b) => a - b);
  return { median: percentile(times, 50), p95: percentile(times, 95), ...last };
}

/**
 * The group, written as the API would have left it 24 cycles in: 50 members in join order
 * (the bench's admin first), every cycle paid in full by everyone (a quarter by mobile money)
 * and its pot paid out (M-Pesa with a receipt every other cycle), the current cycle half paid
 * and a third of the rest waiting for validation, and late fines in every state.
 */
async function seed(conn, admin) {
  const now = Date.now();
  const start = new Date(now - (CYCLES * 30 + 10) * DAY);
  const startDate = start.toISOString().slice(0, 10);
  const created = new Date(start.getTime() - 20 * DAY);
  const users = Array.from({ length: MEMBERS - 1 }, () => randomUUID());
  const seats = [admin, ...users];
  const groupId = randomUUID();
  await conn.query(`INSERT INTO users (${USER_COLUMNS.join(', ')}) VALUES ?`, [
    users.map((id, i) =>
      benchUserRow({
        id,
        email: `bench.statements.${i}@bench.test`,
        passwordHash: 'not-a-hash',
        name: `Mwanachama ${i + 2}`,
        created,
      }),
    ),
  ]);
  await conn.query(
    `INSERT INTO savings_groups (${[...GROUP_COLUMNS, 'rotation_started_at'].join(', ')}) VALUES ?`,
    [
      [
        [
          ...benchGroupRow({
            id: groupId,
            g: 1,
            codePrefix: 'S',
            description: 'Bench group for the PDF group report',
            adminId: admin,
            contribution: CONTRIBUTION,
            maxMembers: MEMBERS,
            memberCount: MEMBERS,
            startDate,
            cycle: CYCLES + 1,
            created,
          }),
          start,
        ],
      ],
    ],
  );
  await conn.query(
    `UPDATE savings_groups SET late_fine_kind = 'fixed', late_fine = '75.00',
       paid_member_late_fine = '100.00', grace_days = 3 WHERE id = ?`,
    [groupId],
  );
  await conn.query(
    'INSERT INTO memberships (id, group_id, user_id, role, status, joined_at) VALUES ?',
    [
      seats.map((userId, k) => [
        randomUUID(),
        groupId,
        userId,
        k === 0 ? 'admin' : 'member',
        'active',
        new Date(created.getTime() + k * 60_000),
      ]),
    ],
  );
  await conn.query(
    'INSERT INTO rotation_slots (id, group_id, position, user_id, created_at) VALUES ?',
    [seats.map((userId, k) => [randomUUID(), groupId, k + 1, userId, start])],
  );
  const contributions = [];
  const fines = [];
  // In cents: whole numbers, exact.
  const pot = ((CONTRIBUTION_CENTS * MEMBERS) / 100).toFixed(2);
  const payouts = [];
  for (let cycle = 1; cycle <= CYCLES + 1; cycle += 1) {
    const due = start.getTime() + (cycle - 1) * 30 * DAY;
    for (const [j, userId] of seats.entries()) {
      const current = cycle === CYCLES + 1;
      if (current && j % 2 === 1) continue;
      const status = current && j % 3 === 0 ? 'pending' : 'approved';
      const at = new Date(due + ((j % 5) - 1) * DAY + j * 60_000);
      contributions.push([
        randomUUID(),
        groupId,
        userId,
        cycle,
        CONTRIBUTION,
        'KES',
        j % 4 === 3 ? 'mobile_money' : 'cash',
        status,
        userId,
        status === 'approved' ? admin : null,
        status === 'approved' ? new Date(at.getTime() + 3_600_000) : null,
        at,
      ]);
      if (!current && j % 9 === 4) {
        const state = ['paid', 'unpaid', 'pending', 'waived'][(cycle + j) % 4];
        const at2 = new Date(due + 5 * DAY);
        fines.push([
          randomUUID(),
          groupId,
          userId,
          cycle,
          '75.00',
          'KES',
          state,
          1,
          false,
          at2,
          state === 'paid' || state === 'pending' ? userId : null,
          state === 'paid' || state === 'pending' ? at2 : null,
          state === 'paid' || state === 'waived' ? admin : null,
          state === 'paid' || state === 'waived' ? at2 : null,
          state === 'waived' ? 'Msiba katika familia' : null,
        ]);
      }
    }
    if (cycle <= CYCLES)
      payouts.push([
        randomUUID(),
        groupId,
        cycle,
        seats[cycle - 1],
        pot,
        'KES',
        cycle % 2 ? 'mpesa' : 'cash',
        cycle % 2 ? `SJK${String(cycle).padStart(2, '0')}H7TQ2X` : null,
        admin,
        new Date(due + 10 * DAY),
      ]);
  }
  await conn.query(
    `INSERT INTO contributions (id, group_id, user_id, cycle_number, amount, currency, method,
       status, recorded_by, decided_by, decided_at, created_at) VALUES ?`,
    [contributions],
  );
  await conn.query(
    `INSERT INTO fines (id, group_id, user_id, cycle_number, amount, currency, status,
       rules_version, member_was_paid, created_at, payment_recorded_by, payment_recorded_at,
       decided_by, decided_at, waive_reason) VALUES ?`,
    [fines],
  );
  await conn.query(
    `INSERT INTO payouts (id, group_id, cycle_number, beneficiary_id, amount, currency, method,
       receipt_number, recorded_by, created_at) VALUES ?`,
    [payouts],
  );
  return { groupId, contributions: contributions.length, fines: fines.length };
}

const db = await createThrowawayDatabase('tontine_statements');
try {
  const origin = await startApi({
    port,
    databaseUrl: db.url,
    env: {
      REMINDER_INTERVAL_SECONDS: '0',
      FINES_INTERVAL_SECONDS: '0',
      AUTO_BACKUP_CHECK_SECONDS: '0',
    },
  });
  const apiPid = startedProcesses().find((p) => p.script.endsWith('main.js')).pid;
  const admin = await register(origin, { email: 'admin@bench.test', firstName: 'Amani' });
  const conn = await createConnection({ uri: db.url, timezone: 'Z' });
  const seeded = await seed(conn, admin.userId);
  await conn.end();
  await fetchOk(`${origin}/api/users/me/language`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ language: 'fr' }),
  });
  const group = `${origin}/api/groups/${seeded.groupId}`;
  console.log(
    `bench/statements — ${new Date().toISOString()}, load ${loadavg().map(f1).join(' ')}`,
  );
  console.log(
    `a group of ${MEMBERS} members, ${CYCLES} cycles paid out and the 25th under way: ` +
      `${f0(seeded.contributions)} contributions, ${seeded.fines} fines; ${RUNS} runs each after ${WARM_UP} to warm up\n`,
  );

  // The baseline first: it warms the database's pages and the API's reads for both.
  const rotation = await measure(`${group}/rotation`, admin.token, RUNS);
  const rssBefore = rssMiB(apiPid);
  const first = await timed(`${group}/report.pdf`, admin.token);
  const rssAfterFirst = rssMiB(apiPid);
  const report = await measure(`${group}/report.pdf`, admin.token, RUNS);
  const rssAfter = rssMiB(apiPid);
  const statement = await measure(`${group}/statement.pdf`, admin.token, RUNS);

  console.log('| request | median | p95 | bytes | pages | / baseline (median) |');
  console.log('|---|---:|---:|---:|---:|---:|');
  const line = (name, r) =>
    console.log(
      `| ${name} | ${f1(r.median)} ms | ${f1(r.p95)} ms | ${f0(r.bytes)} | ${r.pages || ''} | ${(r.median / rotation.median).toFixed(2)} |`,
    );
  line('GET /api/groups/:id/rotation (JSON, baseline)', rotation);
  line('GET /api/groups/:id/report.pdf', report);
  line('GET /api/groups/:id/statement.pdf (the admin’s)', statement);
  console.log(
    `\nfirst report.pdf after start (loads pdfkit and the fonts): ${f1(first.ms)} ms, ${f0(first.bytes)} bytes`,
  );
  console.log(
    `API RSS: ${f1(rssBefore)} MiB before any PDF, ${f1(rssAfterFirst)} after the first, ` +
      `${f1(rssAfter)} after ${WARM_UP + RUNS} more`,
  );
  console.log(
    `\ntarget: the report under ${TARGET_MS} ms at p95: ${report.p95 < TARGET_MS ? 'met' : 'missed'}`,
  );
} finally {
  await stopAll();
  await dropDatabase(db.name);
}
