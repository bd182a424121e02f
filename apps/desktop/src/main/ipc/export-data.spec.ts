import type { ExportProgress } from '@tontine/contracts';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import Papa from 'papaparse';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from '../api/api-client';
import { SessionStore } from '../session/session-store';
import { createTokenVault } from '../session/token-vault';
import { createVaultFile } from '../session/vault-file';
import { makeAesCipher } from '../testing/aes-cipher';
import { makeAccount, startTestApi, type TestApi } from '../testing/api-server';
import { makeTempDir } from '../testing/temp-dir';
import { createExportDataHandler, fallbackFileName, type SaveDialogRequest } from './export-data';

const superAdmin = makeAccount({ role: 'super_admin' });
const support = makeAccount({ role: 'support' });
const exportId = '6f1c9a52-3f7e-4c39-9d8a-0d6c2f4f2b11';
const ROWS = 5_000;

describe('fallbackFileName', () => {
  it('names the file after the source and the local date', () => {
    expect(fallbackFileName('audit', new Date(2026, 0, 5, 23, 59))).toBe('audit-2026-01-05.csv');
    expect(fallbackFileName('all', new Date(2026, 10, 21))).toBe('all-2026-11-21.zip');
    expect(fallbackFileName('backup:b-1', new Date(2026, 10, 21))).toBe('backup-2026-11-21.sql.gz');
  });
});

describe('exportData', () => {
  let api: TestApi;
  let dir: string;
  let cleanup: () => Promise<void>;
  let client: ApiClient;
  let dialogs: SaveDialogRequest[];
  let progress: ExportProgress[];

  beforeEach(async () => {
    api = await startTestApi([superAdmin, support], { exportRows: ROWS });
    ({ dir, cleanup } = await makeTempDir());
    client = createApiClient({
      baseUrl: api.baseUrl,
      session: new SessionStore(
        createTokenVault(makeAesCipher(), createVaultFile(join(dir, 'session.bin'))),
      ),
    });
    dialogs = [];
    progress = [];
  });
  afterEach(async () => {
    await api.close();
    await cleanup();
  });

  const handler = (answer: { canceled: boolean; filePath?: string }) =>
    createExportDataHandler({
      client,
      showSaveDialog: async (request) => {
        dialogs.push(request);
        return answer;
      },
      defaultDir: () => dir,
      sendProgress: (event) => progress.push(event),
      today: () => new Date(2026, 2, 9),
      progressIntervalMs: 0,
    });

  it('streams the export into the chosen file with the token, and reports its progress', async () => {
    await client.signIn(superAdmin.email, superAdmin.password);
    const chosen = join(dir, 'utilisateurs.csv');
    const result = await handler({ canceled: false, filePath: chosen }).run(exportId, 'users');

    expect(api.received.at(-1)).toMatchObject({
      method: 'GET',
      url: '/api/superadmin/export/users',
      authorization: expect.stringMatching(/^Bearer /),
    });
    // The dialog proposes the API's name (Content-Disposition) in the downloads folder.
    expect(dialogs).toEqual([
      {
        defaultPath: join(dir, 'users-2026-03-09.csv'),
        filters: [{ name: 'CSV', extensions: ['csv'] }],
      },
    ]);
    const written = await readFile(chosen, 'utf8');
    const parsed = Papa.parse<string[]>(written.replace(/^\uFEFF/, ''), { skipEmptyLines: true });
    expect(parsed.data).toHaveLength(ROWS + 1);
    expect(parsed.data[10]).toEqual(['10', 'José 10', 'two\nlines']);
    expect(result).toEqual({
      outcome: 'saved',
      fileName: chosen,
      bytes: Buffer.byteLength(written),
      rows: ROWS,
    });

    // Several events on the way, every one for this export, growing, the last one complete.
    expect(progress.length).toBeGreaterThan(2);
    expect(new Set(progress.map((p) => p.exportId))).toEqual(new Set([exportId]));
    const bytes = progress.map((p) => p.bytes);
    expect([...bytes].sort((a, b) => a - b)).toEqual(bytes);
    expect(progress.at(-1)).toEqual({
      exportId,
      source: 'users',
      bytes: Buffer.byteLength(written),
      rows: ROWS,
      totalBytes: null,
      done: true,
    });
    expect(progress.slice(0, -1).every((p) => !p.done)).toBe(true);
  });

  it('downloads a backup by its id, with the size the server announced', async () => {
    await client.signIn(superAdmin.email, superAdmin.password);
    const chosen = join(dir, 'copy.sql.gz');
    const result = await handler({ canceled: false, filePath: chosen }).run(
      exportId,
      'backup:backup-20260309',
    );
    expect(api.received.at(-1)?.url).toBe('/api/superadmin/backups/backup-20260309/download');
    expect(dialogs[0]?.defaultPath).toBe(join(dir, 'backup-20260309.sql.gz'));
    expect(await readFile(chosen, 'utf8')).toBe('backup backup-20260309');
    expect(result).toEqual({ outcome: 'saved', fileName: chosen, bytes: 22, rows: null });
    expect(progress.at(-1)).toMatchObject({ bytes: 22, totalBytes: 22, rows: null, done: true });
  });

  it('hands back the API refusal without opening a dialog or writing anything', async () => {
    await client.signIn(support.email, support.password);
    const result = await handler({ canceled: false, filePath: join(dir, 'x.csv') }).run(
      exportId,
      'users',
    );
    expect(result).toEqual({
      outcome: 'refused',
      status: 403,
      body: { detail: 'Accès super-admin requis pour cette action', code: 'SUPERADMIN_REQUIRED' },
    });
    expect(dialogs).toEqual([]);
    expect(existsSync(join(dir, 'x.csv'))).toBe(false);
    expect(progress).toEqual([]);

    // Support may export the audit trail.
    const audit = await handler({ canceled: false, filePath: join(dir, 'a.csv') }).run(
      exportId,
      'audit',
    );
    expect(audit).toMatchObject({ outcome: 'saved', rows: ROWS });
  });

  it('writes nothing when the operator cancels the dialog', async () => {
    await client.signIn(superAdmin.email, superAdmin.password);
    expect(await handler({ canceled: true }).run(exportId, 'audit')).toEqual({
      outcome: 'canceled',
    });
    expect(progress).toEqual([]);
  });

  it('removes the half-written file when the file cannot be written', async () => {
    await client.signIn(superAdmin.email, superAdmin.password);
    const inMissingFolder = join(dir, 'missing', 'users.csv');
    await expect(
      handler({ canceled: false, filePath: inMissingFolder }).run(exportId, 'users'),
    ).rejects.toThrow();
    expect(existsSync(inMissingFolder)).toBe(false);
  });
});
