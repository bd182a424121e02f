import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConnection } from 'mysql2/promise';
import { startDarajaStandIn, type DarajaStandIn } from '../../scripts/lib/daraja-stand-in.mjs';
import { dropDatabase } from '../../scripts/lib/mariadb.mjs';
import { cloneTemplate } from './support/template-database.js';
import { startApi, type RunningApi } from './support/api-process.js';
import { aimHelpersAt } from './support/api-target.js';
import { joinWithCode, makeGroup, makeUser } from './support/factories.js';
import { api } from './support/http.js';
import { burst, groupsReadyForABurst, yesterday } from './support/ledger.js';
import { darajaControl, mpesaEnv, pushPayment, settled } from './support/mpesa.js';
import { reconcileDatabase } from './support/reconcile.js';

/**
 * Crash recovery of the ledger: an API instance of this file's own, on its own database, is
 * killed (SIGKILL) or loses every database connection in the middle of a burst of approvals,
 * payouts and reversals across several groups, or between an M-Pesa push and its callback.
 * Whatever was cut short, the reconciliation of `npm run reconcile` then finds no broken rule.
 */
let db: { name: string; url: string; dataDir: string };
let instance: RunningApi;
let daraja: DarajaStandIn;

async function start(): Promise<void> {
  // Lost connections are expected here: their warnings would bury the test's own output.
  instance = await startApi({
    DATABASE_URL: db.url,
    DATA_DIR: db.dataDir,
    LOG_LEVEL: 'error',
    ...mpesaEnv(daraja.url),
  });
  aimHelpersAt({ apiUrl: instance.url, databaseUrl: db.url });
}

beforeAll(async () => {
  [db, daraja] = await Promise.all([cloneTemplate('tontine_faults'), startDarajaStandIn()]);
  await start();
});

afterAll(async () => {
  await instance?.stop();
  await daraja?.stop();
  await dropDatabase(db.name);
});

describe('the ledger after a crash (MariaDB)', () => {
  it('holds every rule after the API is killed in the middle of a burst', async () => {
    const { groups, approved, pending } = await groupsReadyForABurst(6);
    const run = burst(groups, approved, pending);
    await run.firstAnswered;
    await instance.kill();
    const settled = await run.all;
    expect(settled.some((s) => s.status === 'rejected')).toBe(true);

    const afterCrash = reconcileDatabase(db.url);
    expect(afterCrash.output).toContain('0 violation(s)');
    expect(afterCrash.status).toBe(0);

    // Restarted on the same database, it takes the same calls again and still holds.
    await start();
    await burst(groups, approved, pending).all;
    const afterRetry = reconcileDatabase(db.url);
    expect(afterRetry.output).toContain('0 violation(s)');
    expect(afterRetry.status).toBe(0);
    // Two bursts, an API started again and two reconciliations: on a loaded machine, past 30 s.
  }, 90_000);

  it('holds every rule when the database cuts every connection in the middle of a burst', async () => {
    const { groups, approved, pending } = await groupsReadyForABurst(6);
    const run = burst(groups, approved, pending);
    await run.firstAnswered;
    const root = await createConnection(db.url);
    try {
      const [threads] = await root.query<Array<{ ID: number } & import('mysql2').RowDataPacket>>(
        'SELECT ID FROM information_schema.PROCESSLIST WHERE DB = ? AND ID <> CONNECTION_ID()',
        [db.name],
      );
      for (const { ID } of threads)
        await root.query(`KILL CONNECTION ${ID}`).catch(() => undefined);
    } finally {
      await root.end();
    }
    const settled = await run.all;
    // The instance lives on: every call got an HTTP answer, none a crash.
    expect(settled.flatMap((s) => (s.status === 'rejected' ? [String(s.reason)] : []))).toEqual([]);
    const statuses = settled.map((s) =>
      s.status === 'fulfilled' ? (s.value as { status: number }).status : 0,
    );
    expect(statuses.every((status) => status < 500 || status === 503)).toBe(true);
    expect((await api('GET', '/api/health')).status).toBe(200);

    await burst(groups, approved, pending).all;
    const report = reconcileDatabase(db.url);
    expect(report.output).toContain('0 violation(s)');
    expect(report.status).toBe(0);
  });

  it('pays an M-Pesa push whose callback came while the API was down, once it is back', async () => {
    const admin = await makeUser({ phone_number: '+254 733 000 101' });
    const group = await makeGroup(admin, { start_date: yesterday(), max_members: 2 });
    const member = await makeUser({ phone_number: '+254 733 000 102' });
    expect((await joinWithCode(member, group.permanent_invitation_code!)).status).toBe(200);
    const pushed = await pushPayment(member, group);
    expect(pushed.status).toBe(201);

    await instance.kill();
    const lost = await darajaControl(daraja.url).completeStk(pushed.body.checkout_request_id);
    expect(lost.callback_status).toBeNull();

    await start();
    const paid = await settled(member, pushed.body.id, 20_000);
    expect(paid.status).toBe('paid');
    expect(paid.receipt_number).not.toBeNull();
    const report = reconcileDatabase(db.url);
    expect(report.output).toContain('0 violation(s)');
    expect(report.status).toBe(0);
  });
});
