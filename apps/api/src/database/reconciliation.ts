import Big from 'big.js';
import type { DataSource } from 'typeorm';
import { reconcileFines, type FineRule } from './fines-reconciliation.js';
import { reconcileLoans, type LoanRule } from './loans-reconciliation.js';
import { reconcilePaidThroughProviders } from './provider-payments-reconciliation.js';
import { reconcileSavings, type SavingRule } from './savings-reconciliation.js';

/** One broken rule of the ledger, with the ids an operator needs to find the rows. */
export interface LedgerViolation {
  rule:
    | 'payouts_exceed_approved'
    | 'cycle_paid_twice'
    | 'member_paid_twice'
    | 'payout_ahead_of_cycle'
    | 'group_total_mismatch'
    | 'daily_total_mismatch'
    | 'member_count_mismatch'
    | 'reversal_duplicate'
    | 'reversal_mismatch'
    | 'mpesa_receipt_reused'
    | 'mpesa_contribution_unbacked'
    | 'mpesa_payment_unapplied'
    | 'mpesa_fine_unbacked'
    | 'crypto_fine_unbacked'
    | 'crypto_payment_unapplied'
    | 'mpesa_payout_twice'
    | 'mpesa_payout_unbacked'
    | 'mpesa_payout_unrecorded'
    | FineRule
    | SavingRule
    | LoanRule;
  details: Record<string, string>;
}

export interface ReconciliationReport {
  groups: number;
  contributions: number;
  payouts: number;
  fines: number;
  savings: number;
  loans: number;
  violations: LedgerViolation[];
}

type Row = Record<string, unknown>;

/**
 * Reads the whole ledger and checks the rules the API keeps in its transactions: an integrity
 * check over the groups', contributions', payouts' and memberships' tables, which no domain owns
 * alone (the reconcile command and the tests run it on a data source). The same SQL
 * runs on MariaDB and SQLite; sums are compared with big.js to the cent, since SQLite adds
 * DECIMAL columns as floating point.
 */
export async function reconcileLedger(db: DataSource): Promise<ReconciliationReport> {
  const q = (sql: string) => db.query<Row[]>(sql);
  const violations: LedgerViolation[] = [];
  const found = (rule: LedgerViolation['rule'], details: Record<string, unknown>) =>
    violations.push({
      rule,
      details: Object.fromEntries(Object.entries(details).map(([k, v]) => [k, text(v)])),
    });

  const [counts] = await q(
    `SELECT (SELECT COUNT(*) FROM savings_groups) AS groups_n,
            (SELECT COUNT(*) FROM contributions) AS contributions_n,
            (SELECT COUNT(*) FROM payouts) AS payouts_n`,
  );

  // Payouts never exceed the approved money (reversals included) of their group.
  const approved = sumsBy(
    await q(
      `SELECT group_id, currency, SUM(amount) AS total, COUNT(*) AS n FROM contributions
       WHERE status = 'approved' GROUP BY group_id, currency`,
    ),
  );
  for (const p of await q(
    `SELECT group_id, currency, SUM(amount) AS total FROM payouts GROUP BY group_id, currency`,
  )) {
    const paid = cents(p.total);
    const available = approved.get(key(p))?.total ?? new Big(0);
    if (paid.gt(available))
      found('payouts_exceed_approved', {
        group: p.group_id,
        currency: p.currency,
        paid: paid.toFixed(2),
        approved: available.toFixed(2),
      });
  }

  for (const r of await q(
    `SELECT group_id, cycle_number, COUNT(*) AS n, GROUP_CONCAT(id) AS ids FROM payouts
     GROUP BY group_id, cycle_number HAVING COUNT(*) > 1`,
  ))
    found('cycle_paid_twice', { group: r.group_id, cycle: r.cycle_number, payouts: r.ids });

  // No rounds after the first exist yet: a group is one round, so a member is paid once in it.
  for (const r of await q(
    `SELECT group_id, beneficiary_id, GROUP_CONCAT(id) AS ids FROM payouts
     GROUP BY group_id, beneficiary_id HAVING COUNT(*) > 1`,
  ))
    found('member_paid_twice', { group: r.group_id, member: r.beneficiary_id, payouts: r.ids });

  for (const r of await q(
    `SELECT p.id, p.group_id, p.cycle_number, g.current_cycle FROM payouts p
     JOIN savings_groups g ON g.id = p.group_id WHERE p.cycle_number >= g.current_cycle`,
  ))
    found('payout_ahead_of_cycle', {
      group: r.group_id,
      payout: r.id,
      cycle: r.cycle_number,
      current_cycle: r.current_cycle,
    });

  // The running totals equal the sums they summarise.
  const kept = sumsBy(
    await q(
      `SELECT group_id, currency, approved_amount AS total, approved_count AS n FROM contribution_totals`,
    ),
  );
  for (const k of new Set([...approved.keys(), ...kept.keys()])) {
    const actual = approved.get(k) ?? zero();
    const total = kept.get(k) ?? zero();
    if (!actual.total.eq(total.total) || actual.n !== total.n) {
      const [group, currency] = k.split('|');
      found('group_total_mismatch', {
        group,
        currency,
        kept: `${total.n} / ${total.total.toFixed(2)}`,
        actual: `${actual.n} / ${actual.total.toFixed(2)}`,
      });
    }
  }
  const dailyActual = sumsBy(
    await q(
      `SELECT group_id, currency, DATE(created_at) AS day, SUM(amount) AS total, COUNT(*) AS n
       FROM contributions WHERE status = 'approved' GROUP BY group_id, currency, DATE(created_at)`,
    ),
    true,
  );
  const dailyKept = sumsBy(
    await q(
      `SELECT group_id, currency, day, approved_amount AS total, approved_count AS n
       FROM contribution_daily_totals`,
    ),
    true,
  );
  for (const k of new Set([...dailyActual.keys(), ...dailyKept.keys()])) {
    const actual = dailyActual.get(k) ?? zero();
    const total = dailyKept.get(k) ?? zero();
    if (!actual.total.eq(total.total) || actual.n !== total.n) {
      const [group, currency, day] = k.split('|');
      found('daily_total_mismatch', {
        group,
        currency,
        day,
        kept: `${total.n} / ${total.total.toFixed(2)}`,
        actual: `${actual.n} / ${actual.total.toFixed(2)}`,
      });
    }
  }
  for (const r of await q(
    `SELECT g.id, g.member_count, (SELECT COUNT(*) FROM memberships m
       WHERE m.group_id = g.id AND m.status = 'active') AS active
     FROM savings_groups g WHERE g.deleted_at IS NULL`,
  ))
    if (Number(r.member_count) !== Number(r.active))
      found('member_count_mismatch', { group: r.id, kept: r.member_count, actual: r.active });

  // A contribution is reversed at most once, by its exact opposite, and only when approved.
  for (const r of await q(
    `SELECT reverses_id, GROUP_CONCAT(id) AS ids FROM contributions WHERE reverses_id IS NOT NULL
     GROUP BY reverses_id HAVING COUNT(*) > 1`,
  ))
    found('reversal_duplicate', { contribution: r.reverses_id, reversals: r.ids });
  for (const r of await q(
    `SELECT r.id, r.reverses_id, r.amount, r.status, o.amount AS original_amount,
            o.status AS original_status, o.reverses_id AS original_reverses
     FROM contributions r LEFT JOIN contributions o ON o.id = r.reverses_id
     WHERE r.reverses_id IS NOT NULL`,
  )) {
    const opposite =
      r.original_amount !== null &&
      r.original_amount !== undefined &&
      cents(r.amount).eq(cents(r.original_amount).times(-1));
    if (
      !opposite ||
      r.status !== 'approved' ||
      r.original_status !== 'approved' ||
      r.original_reverses !== null
    )
      found('reversal_mismatch', {
        reversal: r.id,
        contribution: r.reverses_id,
        amount: r.amount,
        original_amount: r.original_amount ?? 'missing',
      });
  }

  // M-Pesa: a receipt pays once; an approved M-Pesa contribution has its confirmed receipt for
  // its amount; a confirmed push's contribution is approved.
  // Pushes and paybill payments together: a receipt is Safaricom's, whichever way it came.
  const receipts = `SELECT id, contribution_id, fine_id, saving_id, loan_id, amount, receipt_number
                    FROM mpesa_payments WHERE status = 'paid'
                    UNION ALL
                    SELECT id, contribution_id, NULL AS fine_id, NULL AS saving_id, NULL AS loan_id,
                           amount, receipt_number
                    FROM mpesa_paybill_payments WHERE status IN ('matched', 'assigned')`;
  for (const r of await q(
    `SELECT receipt_number, GROUP_CONCAT(id) AS ids FROM (${receipts}) m
     WHERE receipt_number IS NOT NULL GROUP BY receipt_number HAVING COUNT(*) > 1`,
  ))
    found('mpesa_receipt_reused', { receipt: r.receipt_number, payments: r.ids });
  for (const r of await q(
    `SELECT c.id, c.amount, m.id AS payment, m.amount AS paid, m.receipt_number
     FROM contributions c LEFT JOIN (${receipts}) m ON m.contribution_id = c.id
     WHERE c.method = 'mobile_money' AND c.status = 'approved' AND c.reverses_id IS NULL`,
  ))
    if (!r.payment || !r.receipt_number || !cents(r.paid).eq(cents(r.amount)))
      found('mpesa_contribution_unbacked', {
        contribution: r.id,
        amount: r.amount,
        payment: r.payment ?? 'missing',
      });
  for (const r of await q(
    `SELECT m.id, m.contribution_id, c.status FROM (${receipts}) m
     LEFT JOIN contributions c ON c.id = m.contribution_id
     WHERE m.fine_id IS NULL AND m.saving_id IS NULL AND m.loan_id IS NULL
       AND (c.status IS NULL OR c.status <> 'approved')`,
  ))
    found('mpesa_payment_unapplied', {
      payment: r.id,
      contribution: r.contribution_id,
      status: r.status ?? 'missing',
    });
  // Fines paid through a provider: a paid fine has its confirmed payment for its amount and
  // reference, and a confirmed payment of a fine has paid it.
  await reconcilePaidThroughProviders(q, found, {
    table: 'fines',
    paymentColumn: 'fine_id',
    methodColumn: 'payment_method',
    settled: 'paid',
    name: 'fine',
    withAmount: true,
    rules: {
      mpesa: { unbacked: 'mpesa_fine_unbacked', unapplied: 'mpesa_payment_unapplied' },
      crypto: { unbacked: 'crypto_fine_unbacked', unapplied: 'crypto_payment_unapplied' },
    },
  });

  // M-Pesa payouts of pots: a cycle is sent once; a payout recorded as M-Pesa has its paid B2C
  // row with the same receipt and amount; a paid B2C row has its payout. Loans sent by B2C are
  // the loans' rules.
  for (const r of await q(
    `SELECT group_id, cycle_number, GROUP_CONCAT(id) AS ids FROM mpesa_payouts
     WHERE status = 'paid' AND cycle_number IS NOT NULL
     GROUP BY group_id, cycle_number HAVING COUNT(*) > 1`,
  ))
    found('mpesa_payout_twice', { group: r.group_id, cycle: r.cycle_number, payouts: r.ids });
  for (const r of await q(
    `SELECT p.id, p.amount, p.receipt_number, m.id AS sent, m.amount AS sent_amount,
            m.receipt_number AS sent_receipt
     FROM payouts p LEFT JOIN mpesa_payouts m ON m.payout_id = p.id AND m.status = 'paid'
     WHERE p.method = 'mpesa'`,
  ))
    if (!r.sent || r.sent_receipt !== r.receipt_number || !cents(r.sent_amount).eq(cents(r.amount)))
      found('mpesa_payout_unbacked', {
        payout: r.id,
        amount: r.amount,
        receipt: r.receipt_number ?? 'missing',
      });
  for (const r of await q(
    `SELECT m.id, m.payout_id FROM mpesa_payouts m LEFT JOIN payouts p ON p.id = m.payout_id
     WHERE m.status = 'paid' AND m.loan_id IS NULL AND p.id IS NULL`,
  ))
    found('mpesa_payout_unrecorded', { sent: r.id, payout: r.payout_id ?? 'missing' });

  const fines = await reconcileFines(q, found);
  const savings = await reconcileSavings(q, found);
  const loans = await reconcileLoans(q, found);

  return {
    groups: Number(counts?.groups_n ?? 0),
    contributions: Number(counts?.contributions_n ?? 0),
    payouts: Number(counts?.payouts_n ?? 0),
    fines,
    savings,
    loans,
    violations,
  };
}

/** One line per violation: the rule, then its ids and figures. */
export function formatViolation(v: LedgerViolation): string {
  const fields = Object.entries(v.details).map(([k, value]) => `${k}=${value}`);
  return [v.rule, ...fields].join(' ');
}

interface Sum {
  total: Big;
  n: number;
}

function zero(): Sum {
  return { total: new Big(0), n: 0 };
}

function key(r: Row, withDay = false): string {
  const parts = [text(r.group_id), text(r.currency)];
  if (withDay) parts.push(dayOf(r.day));
  return parts.join('|');
}

function sumsBy(rows: Row[], withDay = false): Map<string, Sum> {
  return new Map(rows.map((r) => [key(r, withDay), { total: cents(r.total), n: Number(r.n) }]));
}

/** To the cent: SQLite hands sums of DECIMAL back as floats (300.00000000000006). */
function cents(value: unknown): Big {
  return new Big(text(value) || '0').round(2);
}

function dayOf(value: unknown): string {
  return value instanceof Date ? value.toISOString().slice(0, 10) : text(value).slice(0, 10);
}

function text(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  return String(value);
}
