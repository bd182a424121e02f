// bench/loans: the loan book (GET /api/groups/:id/loans?view=…) of a 500-member group whose
// savings fund holds 5,000 loans in every state, one guarantor each: the first page of each tab
// (median and p95 over the runs), next to the same SQL run straight on MariaDB through mysql2
// in the same run (the page, its guarantors, the names, the tabs' counts): the baseline, without
// the framework, the access checks or the JSON. Target: the first page under 100 ms at p95.
//
// Usage: npm run build -w apps/api && node bench/loans/run.mjs [runs]
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { createConnection } from 'mysql2/promise';
import { v7 } from 'uuid';
import { createThrowawayDatabase, dropDatabase } from '../../scripts/lib/mariadb.mjs';
import { fetchOk } from '../lib/answers.mjs';
import { GROUP_COLUMNS, USER_COLUMNS, benchGroupRow, benchUserRow } from '../lib/columns.mjs';
import { register, startApi, stopAll } from '../lib/servers.mjs';

const RUNS = Number(process.argv[2] ?? 50);
const WARM_UP = 5;
const MEMBERS = 500;
const LOANS = 5_000;
const PAGE = 50;
const TARGET_MS = 100;
const port = Number(process.env.BENCH_PORT ?? 4474);
const DAY = 86_400_000;
const VIEWS = ['applications', 'active', 'late', 'closed'];

const f0 = (v) => Math.round(v).toLocaleString('en-US');
const f1 = (v) => v.toFixed(1);

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function measure(run) {
  for (let i = 0; i < WARM_UP; i += 1) await run();
  const times = [];
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { median: percentile(times, 50), p95: percentile(times, 95) };
}

/**
 * The group as its treasurers would have it after some years of table banking: 500 members,
 * 5,000 loans of 1,000–10,000 over 3–12 months (a tenth waiting as applications, half being
 * repaid, a fifth of those late, the rest closed, declined, rejected or withdrawn), each
 * guaranteed by another member. Ids are time-ordered as the API makes them (UUIDv7).
 */
async function seed(conn, admin) {
  const now = Date.now();
  const created = new Date(now - 4 * 365 * DAY);
  const users = Array.from({ length: MEMBERS - 1 }, () => randomUUID());
  const seats = [admin, ...users];
  const groupId = randomUUID();
  await conn.query(`INSERT INTO users (${USER_COLUMNS.join(', ')}) VALUES ?`, [
    users.map((id, i) =>
      benchUserRow({
        id,
        email: `bench.loans.${i}@bench.test`,
        passwordHash: 'not-a-hash',
        name: `Mkopaji ${i + 2}`,
        created,
      }),
    ),
  ]);
  await conn.query(`INSERT INTO savings_groups (${GROUP_COLUMNS.join(', ')}) VALUES ?`, [
    [
      benchGroupRow({
        id: groupId,
        g: 1,
        codePrefix: 'L',
        description: 'Bench group for the loan book',
        adminId: admin,
        contribution: '1000.00',
        maxMembers: MEMBERS,
        memberCount: MEMBERS,
        startDate: created.toISOString().slice(0, 10),
        cycle: 48,
        created,
      }),
    ],
  ]);
  await conn.query(
    'INSERT INTO memberships (id, group_id, user_id, role, status, joined_at) VALUES ?',
    [
      seats.map((userId, k) => [
        randomUUID(),
        groupId,
        userId,
        k === 0 ? 'admin' : 'member',
        'active',
        created,
      ]),
    ],
  );
  await conn.query(
    `INSERT INTO group_savings_rules (group_id, enabled, saving_kind, saving_amount,
       loan_multiple, loan_cap, interest_method, monthly_rate, max_term_months,
       guarantors_required, approval, updated_by, updated_at)
     VALUES (?, 1, 'fixed', 500, 3, 50000, 'reducing', 1, 12, 1, 'admin', ?, ?)`,
    [groupId, admin, created],
  );
  const loans = [];
  const guarantors = [];
  const today = new Date(now).toISOString().slice(0, 10);
  for (let i = 0; i < LOANS; i += 1) {
    const at = new Date(created.getTime() + (i / LOANS) * (now - created.getTime()));
    const id = v7({ msecs: at.getTime() });
    const borrower = seats[i % MEMBERS];
    const guarantor = seats[(i + 1) % MEMBERS];
    const amount = (1000 + (i % 10) * 1000).toFixed(2);
    const slot = i % 20;
    const status =
      slot < 2
        ? ['awaiting_guarantors', 'awaiting_approval', 'approved'][i % 3]
        : slot < 12
          ? 'active'
          : ['closed', 'closed', 'closed', 'declined', 'rejected', 'cancelled'][i % 6];
    const late = status === 'active' && slot < 4;
    const disbursed = status === 'active' || status === 'closed';
    const total = (Number(amount) * 1.05).toFixed(2);
    loans.push([
      id,
      groupId,
      borrower,
      amount,
      'KES',
      3 + (i % 10),
      'reducing',
      '1',
      'Stock for the shop',
      'admin',
      status,
      (Number(total) - Number(amount)).toFixed(2),
      total,
      status === 'closed' ? amount : '0.00',
      status === 'closed' ? (Number(total) - Number(amount)).toFixed(2) : '0.00',
      status === 'active' ? (late ? '2020-01-31' : today) : null,
      disbursed || status === 'approved' ? admin : null,
      disbursed || status === 'approved' ? at : null,
      disbursed ? admin : null,
      disbursed ? at : null,
      at,
    ]);
    guarantors.push([
      randomUUID(),
      id,
      guarantor,
      status === 'declined'
        ? 'declined'
        : status === 'awaiting_guarantors'
          ? 'pending'
          : 'accepted',
      status === 'awaiting_guarantors' ? null : at,
      at,
    ]);
  }
  for (let i = 0; i < LOANS; i += 1000) {
    await conn.query(
      `INSERT INTO loans (id, group_id, user_id, amount, currency, term_months, interest_method,
         monthly_rate, purpose, approval, status, total_interest, total_repayable,
         principal_repaid, interest_paid, next_due_date, approved_by, approved_at, disbursed_by,
         disbursed_at, created_at) VALUES ?`,
      [loans.slice(i, i + 1000)],
    );
    await conn.query(
      `INSERT INTO loan_guarantors (id, loan_id, user_id, status, decided_at, created_at)
       VALUES ?`,
      [guarantors.slice(i, i + 1000)],
    );
  }
  await conn.query('ANALYZE TABLE loans, loan_guarantors');
  return groupId;
}

const TAB = {
  applications: "status IN ('awaiting_guarantors', 'awaiting_approval', 'approved')",
  active: "status = 'active'",
  late: "status = 'active' AND next_due_date < ?",
  closed: "status IN ('closed', 'declined', 'rejected', 'cancelled')",
};

/** The same reads as the API's, straight through mysql2: the page, its people, the counts. */
async function rawFirstPage(conn, groupId, view) {
  const today = new Date().toISOString().slice(0, 10);
  const params = (v) => (v === 'late' ? [groupId, today] : [groupId]);
  const [loans] = await conn.query(
    `SELECT * FROM loans WHERE group_id = ? AND ${TAB[view]} ORDER BY id DESC LIMIT ${PAGE + 1}`,
    params(view),
  );
  const ids = loans.slice(0, PAGE).map((l) => l.id);
  const [guarantors] = ids.length
    ? await conn.query('SELECT * FROM loan_guarantors WHERE loan_id IN (?)', [ids])
    : [[]];
  const people = [
    ...new Set([...loans.map((l) => l.user_id), ...guarantors.map((g) => g.user_id)]),
  ];
  if (people.length) await conn.query('SELECT id, username FROM users WHERE id IN (?)', [people]);
  for (const v of VIEWS)
    await conn.query(`SELECT COUNT(*) AS n FROM loans WHERE group_id = ? AND ${TAB[v]}`, params(v));
}

const db = await createThrowawayDatabase('tontine_loans');
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
  const admin = await register(origin, { email: 'admin@bench.test', firstName: 'Amani' });
  const conn = await createConnection({ uri: db.url, timezone: 'Z' });
  const groupId = await seed(conn, admin.userId);
  console.log(`bench/loans — ${new Date().toISOString()}, load ${loadavg().map(f1).join(' ')}`);
  console.log(
    `a group of ${MEMBERS} members with ${f0(LOANS)} loans and their guarantors; the first page ` +
      `(${PAGE}) of each tab, ${RUNS} runs each after ${WARM_UP} to warm up\n`,
  );
  console.log('| tab | API median | API p95 | raw SQL median | raw SQL p95 | API / SQL (p95) |');
  console.log('|---|---:|---:|---:|---:|---:|');
  let worst = 0;
  for (const view of VIEWS) {
    const url = `${origin}/api/groups/${groupId}/loans?view=${view}`;
    const headers = { authorization: `Bearer ${admin.token}` };
    const apiTimes = await measure(async () => {
      const response = await fetchOk(url, { headers });
      await response.arrayBuffer();
    });
    const sqlTimes = await measure(() => rawFirstPage(conn, groupId, view));
    worst = Math.max(worst, apiTimes.p95);
    console.log(
      `| ${view} | ${f1(apiTimes.median)} ms | ${f1(apiTimes.p95)} ms | ${f1(sqlTimes.median)} ms | ` +
        `${f1(sqlTimes.p95)} ms | ${(apiTimes.p95 / sqlTimes.p95).toFixed(2)} |`,
    );
  }
  await conn.end();
  console.log(
    `\ntarget: the first page under ${TARGET_MS} ms at p95 on every tab: ` +
      `${worst < TARGET_MS ? 'met' : 'missed'} (worst ${f1(worst)} ms)`,
  );
} finally {
  await stopAll();
  await dropDatabase(db.name);
}
