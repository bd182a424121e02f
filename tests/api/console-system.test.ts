import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { createConnection, type RowDataPacket } from 'mysql2/promise';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackupDto, MaintenanceStatus, SystemActionResult } from '@tontine/contracts';
import { createThrowawayDatabase, dropDatabase } from '../../scripts/lib/mariadb.mjs';
import { freePort, TEST_JWT_SECRET } from './support/api-process.js';
import { asSuperAdmin } from './support/console-documents.js';
import { query } from './support/database.js';
import { makeGroup, makeUser } from './support/factories.js';
import { api } from './support/http.js';
import { startIsolatedApi, type IsolatedApi } from './support/isolated-api.js';
import { signInAs } from './support/sessions.js';

/**
 * The console's system actions on an API of their own: each does what it says (a backup that
 * restores into an empty database with the same rows, an optimize that ran, a deploy that ran
 * its command) or refuses with a 501 that says why; each is audited.
 */
const root = resolve(import.meta.dirname, '../..');
let server: IsolatedApi;
let admin: string;
const deployDir = mkdtempSync(join(tmpdir(), 'tontine-deploy-'));

const run = (action: string) =>
  api<SystemActionResult>('POST', `/api/superadmin/system/${action}`, { token: admin });

const lastAudit = async (action: string) =>
  (
    await query<RowDataPacket>(
      'SELECT category, details FROM audit_entries WHERE action = ? ORDER BY created_at DESC LIMIT 1',
      [action],
    )
  )[0];

beforeAll(async () => {
  writeFileSync(join(deployDir, 'exit-code'), '0');
  server = await startIsolatedApi({
    DEPLOY_COMMAND: `echo "déploiement de Tontine"; exit $(cat ${join(deployDir, 'exit-code')})`,
  });
  admin = await signInAs('superAdmin');
  // Data with accents and every kind of column, for the dump to carry.
  const groupAdmin = await makeUser({ first_name: 'Émilie', last_name: 'Njoroge-Žukauskė' });
  await makeGroup(groupAdmin, { name: 'Chama « Étoile » de Kibera' });
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

/** Row count and CHECKSUM TABLE of every table of a database. */
async function tablesOf(url: string): Promise<Record<string, { rows: number; checksum: string }>> {
  const conn = await createConnection({ uri: url });
  try {
    const [tables] = await conn.query<RowDataPacket[]>(
      `SELECT table_name AS name FROM information_schema.tables
       WHERE table_schema = DATABASE() AND table_type = 'BASE TABLE' ORDER BY table_name`,
    );
    const result: Record<string, { rows: number; checksum: string }> = {};
    for (const { name } of tables) {
      const [[count]] = await conn.query<RowDataPacket[]>(`SELECT COUNT(*) AS n FROM \`${name}\``);
      const [[sum]] = await conn.query<RowDataPacket[]>(`CHECKSUM TABLE \`${name}\``);
      result[String(name)] = { rows: Number(count!.n), checksum: String(sum!.Checksum) };
    }
    return result;
  } finally {
    await conn.end();
  }
}

describe('backup', () => {
  it('writes a consistent dump that is listed, downloaded and restores into an empty database with the same rows', async () => {
    const before = await tablesOf(server.databaseUrl);
    const answer = await run('backup-db');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ action: 'backup-db', ok: true });
    const backup = answer.body.backup as BackupDto;
    expect(backup.file_name).toMatch(/^tontine-\d{8}-\d{6}-[0-9a-f]{8}\.sql\.gz$/);

    const list = await asSuperAdmin<{ items: BackupDto[] }>(
      admin,
      'GET',
      '/api/superadmin/backups',
    );
    expect(list.items[0]).toEqual(backup);
    expect(await lastAudit('backup_created')).toMatchObject({
      category: 'system_config',
      details: expect.stringContaining(backup.file_name),
    });

    const download = await fetch(`${server.apiUrl}/api/superadmin/backups/${backup.id}/download`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/gzip');
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="${backup.file_name}"`,
    );
    const gzip = Buffer.from(await download.arrayBuffer());
    expect(gzip.length).toBe(backup.size);
    const sql = gunzipSync(gzip).toString('utf8');
    expect(sql).toContain('CREATE TABLE `users`');

    const target = await createThrowawayDatabase('tontine_restore');
    try {
      const conn = await createConnection({ uri: target.url, multipleStatements: true });
      await conn.query(sql);
      await conn.end();
      const restored = await tablesOf(target.url);
      // The backup was taken after `before`: the backups table and the audit trail each got
      // their row about it; sessions move on every call (last_seen_at); the users search index
      // is brought up to date in the background meanwhile (derived from the users table, which
      // is compared); the background jobs claim their periods as the clock turns.
      const moved = new Set([
        'job_periods',
        'backups',
        'audit_entries',
        'sessions',
        'search_index_state',
        'user_search_grams',
        'user_search_texts',
      ]);
      for (const [table, seen] of Object.entries(before)) {
        expect(restored[table], table).toBeDefined();
        if (moved.has(table)) continue;
        expect({ table, ...restored[table] }).toEqual({ table, ...seen });
      }
      expect(restored.backups!.rows).toBe(before.backups!.rows);
      expect(restored.audit_entries!.rows).toBe(before.audit_entries!.rows);
      expect(Object.keys(restored).sort()).toEqual(Object.keys(before).sort());
      const [[accented]] = await (
        await createConnection({ uri: target.url })
      ).query<RowDataPacket[]>("SELECT name FROM savings_groups WHERE name LIKE 'Chama « %'");
      expect(accented!.name).toBe('Chama « Étoile » de Kibera');
    } finally {
      await dropDatabase(target.name);
    }

    const missing = await api(
      'GET',
      '/api/superadmin/backups/00000000-0000-0000-0000-000000000000/download',
      {
        token: admin,
      },
    );
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 'BACKUP_NOT_FOUND' });
  }, 60_000);
});

describe('the other actions', () => {
  it('optimize-db runs ANALYZE and OPTIMIZE TABLE on every table and says so', async () => {
    const answer = await run('optimize-db');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      action: 'optimize-db',
      ok: true,
      statements: ['ANALYZE TABLE', 'OPTIMIZE TABLE'],
      problems: [],
    });
    expect(answer.body.tables).toEqual(expect.arrayContaining(['users', 'audit_entries']));
    expect(await lastAudit('database_optimized')).toMatchObject({ category: 'system_config' });
  });

  it('maintenance toggles the switch with the content message', async () => {
    const on = await run('maintenance');
    expect(on.body).toMatchObject({ ok: true, enabled: true });
    expect((await api<MaintenanceStatus>('GET', '/api/maintenance/status')).body.enabled).toBe(
      true,
    );
    const off = await run('maintenance');
    expect(off.body).toMatchObject({ ok: true, enabled: false });
    expect((await api<MaintenanceStatus>('GET', '/api/maintenance/status')).body.enabled).toBe(
      false,
    );
  });

  it('clear-cache empties every cache it knows, on this instance alone without Redis', async () => {
    const answer = await run('clear-cache');
    expect(answer.body).toMatchObject({ ok: true, all_instances: false });
    expect(answer.body.cleared).toEqual(
      expect.arrayContaining([
        'settings',
        'platform-stats',
        'console-stats',
        'user-search-counts',
        'maintenance',
        'chat-sender-seats',
      ]),
    );
    expect(await lastAudit('cache_cleared')).toMatchObject({ category: 'system_config' });
  });

  it('deploy runs DEPLOY_COMMAND and answers its exit status, a failure as an error', async () => {
    writeFileSync(join(deployDir, 'exit-code'), '0');
    const ok = await run('deploy');
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ ok: true, exit_code: 0 });
    expect(ok.body.output).toContain('déploiement de Tontine');
    expect(await lastAudit('deploy_succeeded')).toBeDefined();

    writeFileSync(join(deployDir, 'exit-code'), '3');
    const failed = await run('deploy');
    expect(failed.status).toBe(502);
    expect(failed.body).toMatchObject({
      code: 'DEPLOY_FAILED',
      detail: 'Le déploiement a échoué (code de sortie 3)',
    });
    expect(await lastAudit('deploy_failed')).toMatchObject({
      details: expect.stringContaining('code de sortie 3'),
    });
  });

  it('restart answers 501 when the API does not run under the supervisor of npm start', async () => {
    const answer = await run('restart');
    expect(answer.status).toBe(501);
    expect(answer.body).toMatchObject({
      code: 'RESTART_UNAVAILABLE',
      detail: expect.stringContaining('scripts/start.mjs'),
    });
  });

  it('an unknown action is a 404, and nothing runs', async () => {
    const answer = await run('format-disk');
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ code: 'SYSTEM_ACTION_UNKNOWN' });
  });
});

describe('restart under the supervisor of npm start', () => {
  let supervisor: ChildProcess | undefined;

  afterAll(async () => {
    if (supervisor && supervisor.exitCode === null) {
      const exited = new Promise((done) => supervisor!.once('exit', done));
      supervisor.kill('SIGTERM');
      await exited;
    }
  });

  it('drains, exits with the restart code and is started again', async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    let output = '';
    supervisor = spawn(process.execPath, [join(root, 'scripts/supervise-api.mjs')], {
      cwd: root,
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: url,
        DATA_DIR: mkdtempSync(join(tmpdir(), 'tontine-api-')),
        JWT_SECRET: TEST_JWT_SECRET,
        DATABASE_URL: server.databaseUrl,
        LOG_LEVEL: 'warn',
        REMINDER_INTERVAL_SECONDS: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    supervisor.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const healthy = async () =>
      fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
    const waitFor = async (what: () => Promise<boolean> | boolean, label: string) => {
      const deadline = Date.now() + 60_000;
      while (!(await what())) {
        if (Date.now() > deadline) throw new Error(`timed out waiting for ${label}\n${output}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    };
    await waitFor(healthy, 'the first start');
    const answer = await api<SystemActionResult>('POST', '/api/superadmin/system/restart', {
      token: admin,
      baseUrl: url,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ action: 'restart', ok: true });
    await waitFor(() => output.includes('Restarting the API'), 'the restart');
    await waitFor(healthy, 'the second start');
    expect(supervisor.exitCode).toBeNull();
    expect(await lastAudit('restart_requested')).toMatchObject({ category: 'system_config' });
  }, 120_000);
});
