import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { migrations } from '@tontine/migrations';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatViolation, reconcileLedger } from './reconciliation.js';

const root = resolve(import.meta.dirname, '../../../..');

/**
 * Inserts a row with the given values, every other NOT NULL column filled with a filler of its
 * type: the ledger rules read only a few columns, the rest only has to be there.
 */
async function insert(db: DataSource, table: string, values: Record<string, unknown>) {
  const columns = (await db.query(`PRAGMA table_info(${table})`)) as Array<{
    name: string;
    type: string;
    notnull: number;
    dflt_value: unknown;
  }>;
  const row: Record<string, unknown> = {};
  for (const c of columns) {
    if (c.name in values) row[c.name] = values[c.name];
    else if (c.notnull && c.dflt_value === null)
      row[c.name] = /int|decimal|bool/i.test(c.type)
        ? 0
        : /date/i.test(c.type)
          ? '2026-01-01 00:00:00.000'
          : `${c.name}-${Math.random().toString(36).slice(2, 8)}`;
  }
  const names = Object.keys(row);
  await db.query(
    `INSERT INTO ${table} (${names.join(', ')}) VALUES (${names.map(() => '?').join(', ')})`,
    names.map((n) => row[n]),
  );
}

const at = '2026-05-02 10:00:00.000';

describe('the ledger reconciliation (npm run reconcile)', () => {
  let db: DataSource;
  let file: string;

  beforeAll(async () => {
    file = join(mkdtempSync(join(tmpdir(), 'tontine-reconcile-')), 'ledger.sqlite');
    db = new DataSource({ type: 'better-sqlite3', database: file, migrations, entities: [] });
    await db.initialize();
    await db.runMigrations();
    await db.query('PRAGMA foreign_keys = OFF');
  });
  afterAll(() => db.destroy());

  it('finds a whole ledger whole', async () => {
    await insert(db, 'savings_groups', { id: 'g-ok', current_cycle: 2, member_count: 2 });
    for (const user of ['u1', 'u2'])
      await insert(db, 'memberships', { group_id: 'g-ok', user_id: user, status: 'active' });
    for (const [id, user] of [
      ['c1', 'u1'],
      ['c2', 'u2'],
    ] as const)
      await insert(db, 'contributions', {
        id,
        group_id: 'g-ok',
        user_id: user,
        cycle_number: 1,
        amount: 100.1,
        currency: 'KES',
        status: 'approved',
        created_at: at,
      });
    await insert(db, 'payouts', {
      group_id: 'g-ok',
      cycle_number: 1,
      beneficiary_id: 'u1',
      amount: 200.2,
      currency: 'KES',
    });
    await insert(db, 'contribution_totals', {
      group_id: 'g-ok',
      currency: 'KES',
      approved_count: 2,
      approved_amount: 200.2,
    });
    await insert(db, 'contribution_daily_totals', {
      group_id: 'g-ok',
      currency: 'KES',
      day: '2026-05-02',
      approved_count: 2,
      approved_amount: 200.2,
    });
    const report = await reconcileLedger(db);
    expect(report.violations.map(formatViolation)).toEqual([]);
    expect(report).toMatchObject({ groups: 1, contributions: 2, payouts: 1 });
  });

  it('names every broken rule with its ids, and the command exits 1', async () => {
    await insert(db, 'savings_groups', { id: 'g-bad', current_cycle: 2, member_count: 5 });
    await insert(db, 'contributions', {
      id: 'c3',
      group_id: 'g-bad',
      user_id: 'u3',
      cycle_number: 1,
      amount: 50,
      currency: 'KES',
      status: 'approved',
      created_at: at,
    });
    for (const [id, amount] of [
      ['r1', -50],
      ['r2', -40],
    ] as const)
      await insert(db, 'contributions', {
        id,
        group_id: 'g-bad',
        user_id: 'u3',
        cycle_number: 1,
        amount,
        currency: 'KES',
        status: 'approved',
        reverses_id: 'c3',
        created_at: at,
      }).catch(() => undefined); // the unique index refuses the second: found below if it ever lets it in
    for (const [id, cycle] of [
      ['p1', 1],
      ['p2', 1],
      ['p3', 2],
    ] as const)
      await db
        .query(
          'INSERT INTO payouts (id, group_id, cycle_number, beneficiary_id, amount, currency, recorded_by, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
          [id, 'g-bad', cycle, 'u3', 75, 'KES', 'admin', at],
        )
        .catch(() => undefined);

    const rules = (await reconcileLedger(db)).violations.map((v) => v.rule);
    expect(rules).toEqual(
      expect.arrayContaining([
        'payouts_exceed_approved',
        'member_paid_twice',
        'payout_ahead_of_cycle',
        'group_total_mismatch',
        'daily_total_mismatch',
        'member_count_mismatch',
      ]),
    );
    const lines = (await reconcileLedger(db)).violations.map(formatViolation);
    expect(lines).toContain(
      'payouts_exceed_approved group=g-bad currency=KES paid=150.00 approved=0.00',
    );

    const command = spawnSync(process.execPath, [join(root, 'apps/api/dist/reconcile.js')], {
      env: { PATH: process.env.PATH ?? '', DATABASE_URL: `sqlite://${file}` },
      encoding: 'utf8',
    });
    expect(command.status).toBe(1);
    expect(command.stdout).toContain('payouts_exceed_approved group=g-bad');
    expect(command.stdout).toMatch(/\d+ violation\(s\)/);
  });

  it('reports duplicate payouts of a cycle and duplicate or uneven reversals', async () => {
    // Written past the unique indexes, as a database without them would have them.
    await db.query('DROP INDEX UQ_payouts_cycle');
    await db.query('DROP INDEX UQ_contributions_reverses');
    await insert(db, 'savings_groups', { id: 'g-dup', current_cycle: 3, member_count: 0 });
    for (const id of ['p4', 'p5'])
      await insert(db, 'payouts', {
        id,
        group_id: 'g-dup',
        cycle_number: 1,
        beneficiary_id: `b-${id}`,
        amount: 1,
        currency: 'KES',
      });
    await insert(db, 'contributions', {
      id: 'c4',
      group_id: 'g-dup',
      cycle_number: 1,
      amount: 10,
      currency: 'KES',
      status: 'approved',
      created_at: at,
    });
    for (const [id, amount] of [
      ['r3', -10],
      ['r4', -9],
    ] as const)
      await insert(db, 'contributions', {
        id,
        group_id: 'g-dup',
        cycle_number: 1,
        amount,
        currency: 'KES',
        status: 'approved',
        reverses_id: 'c4',
        created_at: at,
      });
    const lines = (await reconcileLedger(db)).violations.map(formatViolation);
    expect(lines).toContain('cycle_paid_twice group=g-dup cycle=1 payouts=p4,p5');
    expect(lines).toContain('reversal_duplicate contribution=c4 reversals=r3,r4');
    expect(lines).toContain(
      'reversal_mismatch reversal=r4 contribution=c4 amount=-9 original_amount=10',
    );
  });
  it('finds a fine at the wrong rate, a settled fine without its decision, a fine for a cycle paid in time', async () => {
    await insert(db, 'savings_groups', {
      id: 'g-fines',
      current_cycle: 2,
      member_count: 0,
      contribution_amount: 100,
      start_date: '2026-05-01',
      payout_frequency: 'monthly',
    });
    await insert(db, 'group_rule_versions', {
      group_id: 'g-fines',
      version: 1,
      late_fine_kind: 'percent',
      late_fine: 10,
      paid_member_late_fine: 15,
      grace_days: 3,
      effective_from_cycle: 1,
    });
    const fine = (id: string, user: string, values: Record<string, unknown>) =>
      insert(db, 'fines', {
        id,
        group_id: 'g-fines',
        user_id: user,
        cycle_number: 1,
        currency: 'KES',
        rules_version: 1,
        created_at: '2026-05-05 00:00:00.000',
        ...values,
      });
    await fine('f-ok', 'u1', { amount: 10, status: 'unpaid', member_was_paid: 0 });
    await fine('f-rate', 'u2', { amount: 10, status: 'unpaid', member_was_paid: 1 });
    await fine('f-undecided', 'u3', { amount: 10, status: 'paid', member_was_paid: 0 });
    await fine('f-in-time', 'u4', { amount: 10, status: 'unpaid', member_was_paid: 0 });
    // Paid on the last day of the grace (due 1 May, three days of grace).
    await insert(db, 'contributions', {
      id: 'c-in-time',
      group_id: 'g-fines',
      user_id: 'u4',
      cycle_number: 1,
      amount: 100,
      currency: 'KES',
      status: 'approved',
      created_at: '2026-05-04 23:59:00.000',
    });
    // Paid the day after: the fine stands.
    await insert(db, 'contributions', {
      id: 'c-late',
      group_id: 'g-fines',
      user_id: 'u1',
      cycle_number: 1,
      amount: 100,
      currency: 'KES',
      status: 'approved',
      created_at: '2026-05-05 00:00:00.000',
    });
    const report = await reconcileLedger(db);
    const lines = report.violations.map(formatViolation).filter((l) => l.startsWith('fine_'));
    expect(lines.sort()).toEqual(
      [
        'fine_amount_mismatch fine=f-rate amount=10 expected=15.00',
        'fine_state_incomplete fine=f-undecided status=paid',
        'fine_for_cycle_paid_in_time fine=f-in-time paid=100.00',
      ].sort(),
    );
    expect(report.fines).toBe(4);
  });

  it('finds an M-Pesa contribution without its receipt, a receipt used twice, a receipt not applied', async () => {
    await insert(db, 'savings_groups', { id: 'g-mpesa', current_cycle: 1, member_count: 0 });
    const contribution = (id: string, amount: number, status = 'approved') =>
      insert(db, 'contributions', {
        id,
        group_id: 'g-mpesa',
        cycle_number: 1,
        amount,
        currency: 'KES',
        method: 'mobile_money',
        status,
        created_at: at,
      });
    const payment = (id: string, contributionId: string, amount: number, receipt: string) =>
      insert(db, 'mpesa_payments', {
        id,
        contribution_id: contributionId,
        group_id: 'g-mpesa',
        amount,
        status: 'paid',
        receipt_number: receipt,
        checkout_request_id: `ws_CO_${id}`,
      });
    await contribution('m-ok', 100);
    await payment('mp-ok', 'm-ok', 100, 'TK00000001');
    await contribution('m-none', 100);
    await contribution('m-short', 100);
    await payment('mp-short', 'm-short', 90, 'TK00000002');
    await contribution('m-pending', 100, 'pending');
    await payment('mp-pending', 'm-pending', 100, 'TK00000003');
    // The unique index refuses a receipt twice; the rule is there for rows written around it.
    await db.query('DROP INDEX UQ_mpesa_payments_receipt');
    await payment('mp-again', 'm-none', 50, 'TK00000001');
    const lines = (await reconcileLedger(db)).violations.map(formatViolation);
    const mpesa = lines.filter((l) => l.startsWith('mpesa_'));
    expect(mpesa.find((l) => l.startsWith('mpesa_receipt_reused'))).toMatch(
      /^mpesa_receipt_reused receipt=TK00000001 payments=(mp-again,mp-ok|mp-ok,mp-again)$/,
    );
    expect(mpesa).toContain(
      'mpesa_contribution_unbacked contribution=m-none amount=100 payment=mp-again',
    );
    expect(mpesa).toContain(
      'mpesa_contribution_unbacked contribution=m-short amount=100 payment=mp-short',
    );
    expect(mpesa).toContain(
      'mpesa_payment_unapplied payment=mp-pending contribution=m-pending status=pending',
    );
    expect(mpesa.some((l) => l.includes('m-ok '))).toBe(false);
  });
  /** A confirmed payment of a fine, as each provider's table records it. */
  const providers = {
    mpesa: {
      reference: (n: number) => `TK1000000${n}`,
      column: 'receipt_number',
      pay: (id: string, fineId: string, groupId: string, reference: string) =>
        insert(db, 'mpesa_payments', {
          id,
          fine_id: fineId,
          group_id: groupId,
          amount: 50,
          status: 'paid',
          receipt_number: reference,
          checkout_request_id: `ws_CO_${id}`,
        }),
    },
    crypto: {
      reference: (n: number) => `0x${String(n).repeat(64)}`,
      column: 'tx_hash',
      pay: (id: string, fineId: string, groupId: string, reference: string) =>
        insert(db, 'crypto_payments', {
          id,
          fine_id: fineId,
          quote_id: `q-${id}`,
          user_id: 'u-1',
          group_id: groupId,
          source: 'external',
          network: 'polygon',
          token_symbol: 'USDT',
          token_address: `0x${'a'.repeat(40)}`,
          token_amount_raw: '385000',
          token_decimals: 6,
          amount: 50,
          currency: 'KES',
          rate: '129.5',
          treasury: `0x${'b'.repeat(40)}`,
          tx_hash: reference,
          chain_status: 'confirmed',
          confirmations: 3,
          created_at: at,
        }),
    },
  };

  it.each(['mpesa', 'crypto'] as const)(
    'finds a fine paid by %s without its confirmed payment, and a confirmed payment whose fine is unpaid',
    async (method) => {
      const provider = providers[method];
      const groupId = `g-fine-${method}`;
      await insert(db, 'savings_groups', { id: groupId, current_cycle: 2, member_count: 0 });
      const fine = (id: string, cycle: number, status: string, reference: string | null) =>
        insert(db, 'fines', {
          id,
          group_id: groupId,
          user_id: 'u-1',
          cycle_number: cycle,
          amount: 50,
          currency: 'KES',
          status,
          rules_version: 1,
          created_at: at,
          payment_recorded_at: status === 'unpaid' ? null : at,
          decided_at: status === 'paid' ? at : null,
          payment_method: status === 'unpaid' ? null : method,
          [provider.column]: reference,
        });
      const id = (name: string) => `${method}-${name}`;
      await fine(id('backed'), 1, 'paid', provider.reference(1));
      await provider.pay(id('pay-backed'), id('backed'), groupId, provider.reference(1));
      await fine(id('unbacked'), 2, 'paid', provider.reference(2));
      await fine(id('unpaid'), 3, 'unpaid', null);
      await provider.pay(id('stray'), id('unpaid'), groupId, provider.reference(3));
      const lines = (await reconcileLedger(db)).violations
        .map(formatViolation)
        .filter((l) => l.startsWith(`${method}_`));
      expect(lines).toContain(
        `${method}_fine_unbacked fine=${id('unbacked')} amount=50 payment=missing`,
      );
      expect(lines).toContain(
        `${method}_payment_unapplied payment=${id('stray')} fine=${id('unpaid')} status=unpaid`,
      );
      expect(lines.some((l) => l.includes(id('backed')) || l.includes(id('pay-backed')))).toBe(
        false,
      );
    },
  );

  it('finds a saving whose state lacks its decision, and one in another currency', async () => {
    await insert(db, 'savings_groups', {
      id: 'g-savings',
      current_cycle: 1,
      member_count: 0,
      currency: 'KES',
    });
    const saving = (id: string, fields: Record<string, unknown>) =>
      insert(db, 'savings', {
        id,
        group_id: 'g-savings',
        user_id: 'u-1',
        cycle_number: 1,
        amount: 500,
        currency: 'KES',
        method: 'cash',
        recorded_by: 'u-1',
        created_at: at,
        ...fields,
      });
    await saving('s-pending', { status: 'pending' });
    await saving('s-approved', { status: 'approved', decided_by: 'u-2', decided_at: at });
    await saving('s-undecided', { status: 'approved' });
    await saving('s-unexplained', { status: 'rejected', decided_by: 'u-2', decided_at: at });
    await saving('s-euros', { status: 'pending', currency: 'EUR' });
    const report = await reconcileLedger(db);
    const lines = report.violations.map(formatViolation).filter((l) => l.startsWith('saving_'));
    expect(lines.sort()).toEqual([
      'saving_currency_mismatch saving=s-euros currency=EUR group_currency=KES',
      'saving_state_incomplete saving=s-undecided status=approved',
      'saving_state_incomplete saving=s-unexplained status=rejected',
    ]);
    expect(report.savings).toBe(5);
  });

  it('finds a loan whose repayments, schedule or state disagree, and a fund that lent more than it held', async () => {
    await insert(db, 'savings_groups', {
      id: 'g-loans',
      current_cycle: 1,
      member_count: 0,
      currency: 'KES',
    });
    await insert(db, 'savings', {
      id: 's-loans',
      group_id: 'g-loans',
      user_id: 'u-1',
      cycle_number: 1,
      amount: 150,
      currency: 'KES',
      method: 'cash',
      status: 'approved',
      recorded_by: 'u-2',
      decided_by: 'u-2',
      decided_at: at,
      created_at: at,
    });
    // 100 flat over two months at 1 %: two instalments of 50 and 1 of interest.
    const loan = (id: string, fields: Record<string, unknown>) =>
      insert(db, 'loans', {
        id,
        group_id: 'g-loans',
        user_id: 'u-1',
        amount: 100,
        currency: 'KES',
        term_months: 2,
        interest_method: 'flat',
        monthly_rate: 1,
        purpose: 'stock',
        approval: 'admin',
        total_interest: 2,
        total_repayable: 102,
        principal_repaid: 0,
        interest_paid: 0,
        created_at: at,
        ...fields,
      });
    const instalments = async (
      loanId: string,
      paid: [number, number][] = [
        [0, 0],
        [0, 0],
      ],
    ) => {
      for (const [n, [principal, interest]] of paid.entries())
        await insert(db, 'loan_instalments', {
          id: `${loanId}-${n}`,
          loan_id: loanId,
          number: n + 1,
          due_date: '2026-06-02',
          principal: 50,
          interest: 1,
          principal_paid: principal,
          interest_paid: interest,
        });
    };
    const repayment = (
      id: string,
      loanId: string,
      amount: number,
      interest: number,
      principal: number,
    ) =>
      insert(db, 'loan_repayments', {
        id,
        loan_id: loanId,
        group_id: 'g-loans',
        amount,
        interest_part: interest,
        principal_part: principal,
        currency: 'KES',
        method: 'cash',
        recorded_by: 'u-2',
        created_at: at,
      });
    // Whole: repaid 11 (1 of interest, 10 of principal) on its first instalment.
    await loan('l-ok', {
      status: 'active',
      principal_repaid: 10,
      interest_paid: 1,
      approved_by: 'u-2',
      disbursed_at: at,
    });
    await instalments('l-ok', [
      [10, 1],
      [0, 0],
    ]);
    await repayment('r-ok', 'l-ok', 11, 1, 10);
    // A repayment whose parts do not add up, and a loan whose totals miss it.
    await loan('l-split', { status: 'active', approved_by: 'u-2', disbursed_at: at });
    await instalments('l-split');
    await repayment('r-split', 'l-split', 20, 1, 10);
    // Closed with money still owed; approved with nobody who approved.
    await loan('l-open', {
      status: 'closed',
      principal_repaid: 0,
      interest_paid: 0,
      approved_by: 'u-2',
      disbursed_at: at,
    });
    await instalments('l-open');
    await loan('l-unapproved', { status: 'approved' });
    const report = await reconcileLedger(db);
    const lines = report.violations
      .map(formatViolation)
      .filter((l) => l.startsWith('loan_') || l.startsWith('savings_fund'));
    expect(lines.sort()).toEqual([
      'loan_repayment_split loan=l-split amount=20',
      'loan_state_incomplete loan=l-open status=closed',
      'loan_state_incomplete loan=l-unapproved status=approved',
      'loan_totals_mismatch loan=l-split',
      // 150 saved + 2 of interest − 300 lent + 20 back.
      'savings_fund_overdrawn group=g-loans balance=-128.00',
    ]);
    expect(report.loans).toBe(4);
  });

  it('finds a share-out whose lines do not pay its total, or a line not its savings and profit', async () => {
    await insert(db, 'savings_groups', { id: 'g-share', current_cycle: 1, member_count: 0 });
    await insert(db, 'savings_share_outs', {
      id: 'so-1',
      group_id: 'g-share',
      total: 100,
      currency: 'KES',
      as_of: at,
      created_by: 'u-2',
      created_at: at,
    });
    const line = (id: string, savings: number, profit: number, total: number) =>
      insert(db, 'savings_share_out_lines', {
        id,
        share_out_id: 'so-1',
        user_id: id,
        savings,
        profit,
        total,
      });
    await line('sl-1', 50, 10, 60);
    await line('sl-2', 25, 5, 35);
    const report = await reconcileLedger(db);
    const lines = report.violations.map(formatViolation).filter((l) => l.startsWith('share_out'));
    expect(lines.sort()).toEqual([
      'share_out_lines_mismatch share_out=so-1',
      'share_out_lines_mismatch share_out=so-1 total=100',
    ]);
  });

  it('finds a saving or a loan repayment paid by M-Pesa without its confirmed push, and a push not applied', async () => {
    await insert(db, 'savings_groups', { id: 'g-mfund', current_cycle: 1, member_count: 0 });
    const saving = (id: string, status: string, receipt: string | null) =>
      insert(db, 'savings', {
        id,
        group_id: 'g-mfund',
        user_id: 'u-1',
        cycle_number: 1,
        amount: 500,
        currency: 'KES',
        method: 'mpesa',
        status,
        receipt_number: receipt,
        recorded_by: 'u-1',
        decided_at: status === 'pending' ? null : at,
        created_at: at,
      });
    const push = (id: string, fields: Record<string, unknown>) =>
      insert(db, 'mpesa_payments', {
        id,
        kind: 'stk',
        user_id: 'u-1',
        group_id: 'g-mfund',
        cycle_number: 1,
        currency: 'KES',
        status: 'paid',
        created_at: at,
        ...fields,
      });
    await saving('sv-ok', 'approved', 'RCPTOK0001');
    await push('mps-ok', { saving_id: 'sv-ok', amount: 500, receipt_number: 'RCPTOK0001' });
    await saving('sv-unbacked', 'approved', 'RCPTNONE01');
    await saving('sv-waiting', 'pending', null);
    await push('mps-unapplied', {
      saving_id: 'sv-waiting',
      amount: 500,
      receipt_number: 'RCPTWAIT01',
    });
    await push('mps-loan', { loan_id: 'l-mpesa', amount: 100, receipt_number: 'RCPTLOAN01' });
    await insert(db, 'loan_repayments', {
      id: 'lr-unbacked',
      loan_id: 'l-other',
      group_id: 'g-mfund',
      amount: 50,
      penalty_part: 0,
      interest_part: 0,
      principal_part: 50,
      currency: 'KES',
      method: 'mpesa',
      receipt_number: 'RCPTFAKE01',
      recorded_by: 'u-1',
      created_at: at,
    });
    const report = await reconcileLedger(db);
    const lines = report.violations
      .map(formatViolation)
      .filter((l) => /^mpesa_(saving|repayment)/.test(l));
    expect(lines.sort()).toEqual([
      'mpesa_repayment_unapplied payment=mps-loan paid=100 applied=0.00',
      'mpesa_repayment_unbacked loan=l-other receipt=RCPTFAKE01',
      'mpesa_saving_unapplied payment=mps-unapplied saving=sv-waiting status=pending',
      'mpesa_saving_unbacked saving=sv-unbacked payment=missing',
    ]);
  });

  it('finds an M-Pesa payout sent twice, one without its paid B2C row, and one not recorded', async () => {
    await insert(db, 'savings_groups', { id: 'g-b2c', current_cycle: 3, member_count: 0 });
    const payout = (id: string, cycle: number, amount: number, receipt: string | null) =>
      insert(db, 'payouts', {
        id,
        group_id: 'g-b2c',
        cycle_number: cycle,
        amount,
        currency: 'KES',
        method: 'mpesa',
        receipt_number: receipt,
        created_at: at,
      });
    const sent = (
      id: string,
      cycle: number,
      payoutId: string | null,
      amount: number,
      receipt: string,
    ) =>
      insert(db, 'mpesa_payouts', {
        id,
        group_id: 'g-b2c',
        cycle_number: cycle,
        amount,
        status: 'paid',
        receipt_number: receipt,
        payout_id: payoutId,
        created_at: at,
      });
    await payout('po-ok', 1, 200, 'UB00000001');
    await sent('mb-ok', 1, 'po-ok', 200, 'UB00000001');
    await payout('po-short', 2, 200, 'UB00000002');
    await sent('mb-short', 2, 'po-short', 150, 'UB00000002');
    await sent('mb-again', 2, null, 200, 'UB00000003');
    const lines = (await reconcileLedger(db)).violations.map(formatViolation);
    expect(lines.find((l) => l.startsWith('mpesa_payout_twice'))).toMatch(
      /^mpesa_payout_twice group=g-b2c cycle=2 payouts=(mb-short,mb-again|mb-again,mb-short)$/,
    );
    expect(lines).toContain('mpesa_payout_unbacked payout=po-short amount=200 receipt=UB00000002');
    expect(lines).toContain('mpesa_payout_unrecorded sent=mb-again payout=missing');
    expect(lines.some((l) => l.includes('po-ok') || l.includes('mb-ok'))).toBe(false);
  });
  it('finds a loan sent by M-Pesa without its paid request, a paid request not applied, and a held loan with no request', async () => {
    await insert(db, 'savings_groups', { id: 'g-lb2c', current_cycle: 1, member_count: 0 });
    await insert(db, 'savings', {
      id: 'sv-lb2c',
      group_id: 'g-lb2c',
      user_id: 'u-1',
      cycle_number: 1,
      amount: 350,
      currency: 'KES',
      method: 'cash',
      status: 'approved',
      recorded_by: 'u-1',
      decided_at: at,
      created_at: at,
    });
    const loan = (id: string, fields: Record<string, unknown>) =>
      insert(db, 'loans', {
        id,
        group_id: 'g-lb2c',
        user_id: 'u-1',
        amount: 100,
        currency: 'KES',
        term_months: 1,
        interest_method: 'flat',
        monthly_rate: 0,
        purpose: 'stock',
        approval: 'admin',
        total_interest: 0,
        total_repayable: 100,
        principal_repaid: 0,
        interest_paid: 0,
        approved_by: 'u-2',
        created_at: at,
        ...fields,
      });
    const sent = (id: string, loanId: string, status: string, receipt: string | null) =>
      insert(db, 'mpesa_payouts', {
        id,
        group_id: 'g-lb2c',
        cycle_number: null,
        loan_id: loanId,
        amount: 100,
        status,
        receipt_number: receipt,
        created_at: at,
      });
    const active = { status: 'active', disbursed_at: at, disbursement_method: 'mpesa' };
    const scheduled = (loanId: string) =>
      insert(db, 'loan_instalments', {
        id: `${loanId}-1`,
        loan_id: loanId,
        number: 1,
        due_date: '2026-06-02',
        principal: 100,
        interest: 0,
        principal_paid: 0,
        interest_paid: 0,
      });
    await loan('l2-ok', { ...active, disbursement_receipt: 'UL00000001' });
    await scheduled('l2-ok');
    await sent('lb-ok', 'l2-ok', 'paid', 'UL00000001');
    await loan('l2-unbacked', { ...active, disbursement_receipt: 'UL00000002' });
    await scheduled('l2-unbacked');
    await loan('l2-held', { status: 'disbursing' });
    await sent('lb-held-failed', 'l2-held', 'failed', null);
    await loan('l2-waiting', { status: 'approved' });
    await sent('lb-unapplied', 'l2-waiting', 'paid', 'UL00000003');
    await loan('l2-sending', { status: 'disbursing' });
    await sent('lb-sending', 'l2-sending', 'pending', null);
    const report = await reconcileLedger(db);
    const lines = report.violations.map(formatViolation).filter((l) => l.includes('l2-'));
    expect(lines.sort()).toEqual([
      'loan_disbursing_unsent loan=l2-held requests=0',
      'mpesa_disbursement_unapplied request=lb-unapplied loan=l2-waiting receipt=UL00000003',
      'mpesa_disbursement_unbacked loan=l2-unbacked receipt=UL00000002',
    ]);
    // The loans held for M-Pesa count as lent: 350 saved, 400 out.
    expect(report.violations.map(formatViolation)).toContain(
      'savings_fund_overdrawn group=g-lb2c balance=-50.00',
    );
  });
  it('finds a saving paid in tokens without its confirmed payment, and a confirmed payment not applied', async () => {
    await insert(db, 'savings_groups', { id: 'g-cfund', current_cycle: 1, member_count: 0 });
    const saving = (id: string, status: string, txHash: string | null) =>
      insert(db, 'savings', {
        id,
        group_id: 'g-cfund',
        user_id: 'u-1',
        cycle_number: 1,
        amount: 500,
        currency: 'KES',
        method: 'crypto',
        status,
        tx_hash: txHash,
        recorded_by: 'u-1',
        decided_at: status === 'pending' ? null : at,
        created_at: at,
      });
    const paid = (id: string, savingId: string, txHash: string) =>
      insert(db, 'crypto_payments', {
        id,
        saving_id: savingId,
        quote_id: `q-${id}`,
        user_id: 'u-1',
        group_id: 'g-cfund',
        source: 'external',
        network: 'polygon',
        token_symbol: 'USDT',
        token_address: `0x${'a'.repeat(40)}`,
        token_amount_raw: '3861000',
        token_decimals: 6,
        amount: 500,
        currency: 'KES',
        rate: '129.5',
        treasury: `0x${'b'.repeat(40)}`,
        tx_hash: txHash,
        chain_status: 'confirmed',
        confirmations: 3,
        created_at: at,
      });
    await saving('csv-ok', 'approved', '0xok');
    await paid('cp-ok', 'csv-ok', '0xok');
    await saving('csv-unbacked', 'approved', '0xnone');
    await saving('csv-waiting', 'pending', null);
    await paid('cp-unapplied', 'csv-waiting', '0xwait');
    const lines = (await reconcileLedger(db)).violations
      .map(formatViolation)
      .filter((l) => l.startsWith('crypto_saving'));
    expect(lines.sort()).toEqual([
      'crypto_saving_unapplied payment=cp-unapplied saving=csv-waiting status=pending',
      'crypto_saving_unbacked saving=csv-unbacked payment=missing',
    ]);
  });
});
