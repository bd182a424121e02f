// What the callbacks left in each database, counted and compared with what they must leave:
// every effect once, none missing, none doubled. A count that differs is a problem, and a run
// with a problem prints no figure.
import { spawnSync } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { percentiles } from '../lib/load.mjs';

const int = (n) => Number(n).toLocaleString('en-US');

function tally() {
  const lines = [];
  const problems = [];
  return {
    lines,
    problems,
    expect(label, found, expected) {
      const ok = Number(found) === expected;
      lines.push(
        `  ${label.padEnd(68)} ${int(found).padStart(7)}   ${ok ? '=' : '≠'} expected ${int(expected)}`,
      );
      if (!ok) problems.push(`${label}: ${int(found)}, expected ${int(expected)}`);
    },
    note(label, value) {
      lines.push(`  ${label.padEnd(68)} ${String(value).padStart(7)}`);
    },
  };
}

/** How many of `rows` hold each value of `key`: values seen more than once, and the map. */
function occurrences(rows, key) {
  const seen = new Map();
  for (const row of rows) seen.set(row[key], (seen.get(row[key]) ?? 0) + 1);
  return { seen, twice: [...seen.values()].filter((n) => n > 1).length };
}

/**
 * Waits until the API has settled every push and paybill payment (none pending or being
 * confirmed): while the count left goes down, at most `maxMs`, and no longer than `stallMs`
 * without progress. Answers the seconds it took, or null when it did not.
 */
export async function waitForSettlement(conn, { maxMs, stallMs }) {
  const t0 = performance.now();
  let last = Infinity;
  let progressedAt = t0;
  while (performance.now() - t0 < maxMs) {
    const [[left]] = await conn.query(
      `SELECT (SELECT COUNT(*) FROM mpesa_payments WHERE status = 'pending') AS pushes,
              (SELECT COUNT(*) FROM mpesa_paybill_payments WHERE status = 'confirming') AS payments`,
    );
    const remaining = Number(left.pushes) + Number(left.payments);
    if (remaining === 0) return (performance.now() - t0) / 1000;
    if (remaining < last) {
      last = remaining;
      progressedAt = performance.now();
    } else if (performance.now() - progressedAt > stallMs) return null;
    await sleep(500);
  }
  return null;
}

/**
 * The API's database after the run and its settlement. `pushes`: `{ paymentId, cancelled,
 * receipt }` per distinct STK push; `payments`: `{ transId, kind, userId }` per distinct paybill
 * payment (kind 'member' names `userId`, the others nobody); `contribution`: what a member owes.
 */
export async function apiEffects(conn, { pushes, payments, contribution }) {
  const t = tally();
  const paidPushes = pushes.filter((p) => !p.cancelled).length;
  const cancelled = pushes.length - paidPushes;
  const matched = payments.filter((p) => p.kind === 'member').length;

  const [pushRows] = await conn.query(
    `SELECT id, status, failure_reason, receipt_number, callback_at, paid_at, contribution_id
       FROM mpesa_payments`,
  );
  const byId = new Map(pushRows.map((r) => [r.id, r]));
  t.expect('STK pushes (mpesa_payments rows)', pushRows.length, pushes.length);
  let paidRight = 0;
  let failedRight = 0;
  for (const push of pushes) {
    const row = byId.get(push.paymentId);
    if (!row) continue;
    if (!push.cancelled && row.status === 'paid' && row.receipt_number === push.receipt)
      paidRight += 1;
    if (push.cancelled && row.status === 'failed' && row.failure_reason === 'cancelled')
      failedRight += 1;
  }
  t.expect('  paid, with the receipt Safaricom completed', paidRight, paidPushes);
  t.expect('  failed, cancelled on the phone', failedRight, cancelled);
  t.expect('  still pending', pushRows.filter((r) => r.status === 'pending').length, 0);
  t.expect(
    '  receipts kept on two pushes',
    occurrences(
      pushRows.filter((r) => r.receipt_number),
      'receipt_number',
    ).twice,
    0,
  );

  const [paybillRows] = await conn.query(
    `SELECT receipt_number, status, suspense_reason, user_id, contribution_id, received_at, settled_at
       FROM mpesa_paybill_payments`,
  );
  const receipts = occurrences(paybillRows, 'receipt_number');
  t.expect('paybill payments (mpesa_paybill_payments rows)', paybillRows.length, payments.length);
  t.expect(
    '  TransIDs sent, each kept once',
    payments.filter((p) => receipts.seen.get(p.transId) === 1).length,
    payments.length,
  );
  const byReceipt = new Map(paybillRows.map((r) => [r.receipt_number, r]));
  let matchedRight = 0;
  let suspenseRight = 0;
  for (const payment of payments) {
    const row = byReceipt.get(payment.transId);
    if (!row) continue;
    if (payment.kind === 'member' && row.status === 'matched' && row.user_id === payment.userId)
      matchedRight += 1;
    if (
      payment.kind !== 'member' &&
      row.status === 'suspense' &&
      row.suspense_reason === 'unknown_reference'
    )
      suspenseRight += 1;
  }
  t.expect('  matched to the member whose account number it names', matchedRight, matched);
  t.expect(
    '  in suspense, naming nobody (typo or unknown number)',
    suspenseRight,
    payments.length - matched,
  );
  t.expect(
    '  still being confirmed',
    paybillRows.filter((r) => r.status === 'confirming').length,
    0,
  );

  const [[receiptTwice]] = await conn.query(
    `SELECT COUNT(*) AS n FROM (
       SELECT receipt FROM (
         SELECT receipt_number AS receipt FROM mpesa_payments WHERE receipt_number IS NOT NULL
         UNION ALL SELECT receipt_number FROM mpesa_paybill_payments) r
       GROUP BY receipt HAVING COUNT(*) > 1) t`,
  );
  t.expect('receipts used twice, pushes and paybill together', receiptTwice.n, 0);

  const [contributions] = await conn.query(
    'SELECT status, COUNT(*) AS n FROM contributions GROUP BY status',
  );
  const count = (status) => Number(contributions.find((c) => c.status === status)?.n ?? 0);
  t.expect(
    'contributions approved (paid pushes + matched payments)',
    count('approved'),
    paidPushes + matched,
  );
  t.expect('contributions rejected (cancelled pushes)', count('rejected'), cancelled);
  t.expect('contributions pending', count('pending'), 0);
  const [[linked]] = await conn.query(
    `SELECT
       (SELECT COUNT(*) FROM mpesa_payments p JOIN contributions c ON c.id = p.contribution_id
         WHERE p.status = 'paid' AND c.status = 'approved') AS pushes,
       (SELECT COUNT(DISTINCT c.id) FROM mpesa_paybill_payments p JOIN contributions c ON c.id = p.contribution_id
         WHERE p.status = 'matched' AND c.status = 'approved') AS payments`,
  );
  t.expect('  a paid push with its contribution approved', linked.pushes, paidPushes);
  t.expect('  a matched payment with its own approved contribution', linked.payments, matched);
  const [[overpaid]] = await conn.query(
    `SELECT COUNT(*) AS n FROM (
       SELECT user_id FROM contributions WHERE status = 'approved'
       GROUP BY user_id, group_id, cycle_number HAVING COUNT(*) > 1 OR SUM(amount) > ?) t`,
    [contribution],
  );
  t.expect('  members approved twice for a cycle, or for more than they owe', overpaid.n, 0);
  const [[told]] = await conn.query(
    `SELECT
       (SELECT COUNT(*) FROM notifications WHERE type = 'contribution_confirmed') AS confirmed,
       (SELECT COUNT(*) FROM notifications WHERE type = 'contribution_rejected') AS rejected,
       (SELECT COUNT(*) FROM audit_entries WHERE action = 'mpesa_payment_confirmed') AS audited`,
  );
  t.expect('members told "contribution confirmed"', told.confirmed, paidPushes + matched);
  t.expect('members told "contribution rejected"', told.rejected, cancelled);
  t.expect('audit entries "mpesa_payment_confirmed"', told.audited, paidPushes + matched);

  // Not rules, what the run looked like: a push the checks job settled before its callback came
  // keeps no callback time (the callback found it settled and changed nothing).
  const beforeCallback = pushRows.filter((r) => r.status !== 'pending' && !r.callback_at).length;
  t.note('pushes the checks job settled before their callback came', int(beforeCallback));
  const settled = (rows, from, to) =>
    percentiles(rows.filter((r) => r[from] && r[to]).map((r) => r[to] - r[from]));
  const push = settled(pushRows, 'callback_at', 'paid_at');
  const paybill = settled(paybillRows, 'received_at', 'settled_at');
  t.note('callback → paid, p50 / p99 (ms)', `${Math.round(push.p50)} / ${Math.round(push.p99)}`);
  t.note(
    'confirmation → matched or suspense, p50 / p99 (ms)',
    `${Math.round(paybill.p50)} / ${Math.round(paybill.p99)}`,
  );
  return t;
}

/** The baseline's database: every claim recorded once, every TransID inserted once. */
export async function baselineEffects(conn, { pushes, payments }) {
  const t = tally();
  const [pushRows] = await conn.query(
    'SELECT id, status, claimed_receipt, callback_at FROM mpesa_payments',
  );
  const byId = new Map(pushRows.map((r) => [r.id, r]));
  t.expect('STK pushes (mpesa_payments rows)', pushRows.length, pushes.length);
  let claimedRight = 0;
  for (const push of pushes) {
    const row = byId.get(push.paymentId);
    if (
      row?.callback_at &&
      row.status === 'pending' &&
      row.claimed_receipt === (push.cancelled ? null : push.receipt)
    )
      claimedRight += 1;
  }
  t.expect('  claimed by their callback, with its receipt if any', claimedRight, pushes.length);
  const [paybillRows] = await conn.query('SELECT receipt_number FROM mpesa_paybill_payments');
  const receipts = occurrences(paybillRows, 'receipt_number');
  t.expect('paybill payments (mpesa_paybill_payments rows)', paybillRows.length, payments.length);
  t.expect(
    '  TransIDs sent, each kept once',
    payments.filter((p) => receipts.seen.get(p.transId) === 1).length,
    payments.length,
  );
  return t;
}

/** `npm run reconcile`'s program on the API's database: the ledger's rules, M-Pesa's included. */
export function reconcile(databaseUrl) {
  const result = spawnSync(process.execPath, ['apps/api/dist/reconcile.js'], {
    env: { PATH: process.env.PATH ?? '', DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}`.trim() };
}
