import { EXPORT_COLUMNS, toUiLanguage } from '@tontine/contracts';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { gunzipSync } from 'node:zlib';
import { unzipSync } from 'fflate';
import Papa from 'papaparse';
import type { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { PlatformDocumentsService } from '../documents/platform-documents.service.js';
import { PlatformSettings } from '../documents/platform-settings.service.js';
import { expectDomainError, useServiceTestKit } from '../testing/service-test-kit.js';
import { BackupsService } from './backups.service.js';
import { ExportViews } from './export-views.service.js';
import { SystemActionsService } from './system-actions.service.js';
import { SystemModule } from './system.module.js';

const IP = '127.0.0.1';

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

const csvRows = (bytes: Uint8Array) =>
  Papa.parse<Record<string, string>>(new TextDecoder().decode(bytes).replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: true,
  }).data;

/**
 * The console's documents, backups, database upkeep and exports on the embedded SQLite
 * database (`npm start` without DATABASE_URL): the same services as on MariaDB, through
 * SQLite's own backup API, ANALYZE/VACUUM and rowid pages.
 */
describe('the console on SQLite', () => {
  const kit = useServiceTestKit(SystemModule);

  it('backs the database up through the backup API, into a gzip file that opens as the same database', async () => {
    const admin = await kit.makeUser({ role: 'super_admin' });
    await kit.makeGroup({ members: 3, name: 'Chama « Étoile »' });
    const backup = await kit.get(BackupsService).create(admin, IP);
    expect(backup.file_name).toMatch(/\.sqlite\.gz$/);
    const copy = join(kit.config.dataDir, 'restored.sqlite');
    writeFileSync(copy, gunzipSync(readFileSync(join(kit.config.backupDir, backup.file_name))));
    // Opened by Node's own SQLite: another reader than the one that wrote it.
    const restored = new DatabaseSync(copy, { readOnly: true });
    try {
      for (const table of ['users', 'savings_groups', 'memberships'])
        expect(
          (restored.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n,
          table,
        ).toBe(await kit.count(table));
    } finally {
      restored.close();
    }
    expect((await kit.get(BackupsService).list({ limit: 10 })).items).toEqual([backup]);
    expect(await kit.count('audit_entries', "action = 'backup_created'")).toBe(1);
  });

  it('optimizes with ANALYZE and VACUUM and says so', async () => {
    const admin = await kit.makeUser({ role: 'super_admin' });
    const result = await kit.get(SystemActionsService).run(admin, 'optimize-db', IP);
    expect(result).toMatchObject({
      ok: true,
      statements: ['ANALYZE', 'VACUUM', 'PRAGMA optimize'],
    });
  });

  it('exports a table as CSV and the database as a ZIP, dates in ISO 8601, no credential', async () => {
    const admin = await kit.makeUser({ role: 'super_admin', firstName: '=Émile' });
    const users = await kit.get(ExportViews).export(admin, 'users', IP);
    expect(users.fileName).toMatch(/^users-\d{4}-\d{2}-\d{2}\.csv$/);
    const rows = csvRows(await bytesOf(users.stream));
    // The operator's export: human headers in the exporter's language.
    const header = (column: keyof typeof EXPORT_COLUMNS.users) =>
      EXPORT_COLUMNS.users[column][toUiLanguage(admin.language)];
    const row = rows.find((r) => r[header('id')] === admin.id)!;
    expect(row[header('first_name')]).toBe("'=Émile");
    expect(row[header('created_at')]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(Object.keys(row)).not.toContain('password_hash');

    const database = await kit.get(ExportViews).export(admin, 'database', IP);
    const files = unzipSync(await bytesOf(database.stream));
    expect(Object.keys(files)).toEqual(expect.arrayContaining(['users.csv', 'audit_entries.csv']));
    expect(Object.keys(files)).not.toContain('sessions.csv');
    expect(csvRows(files['users.csv']!).map((u) => u.id)).toContain(admin.id);
  });

  it('saves, versions and restores a document', async () => {
    const admin = await kit.makeUser({ role: 'super_admin' });
    const documents = kit.get(PlatformDocumentsService);
    await documents.updateField(admin, 'config', 'session_expiry_hours', 6, IP, true);
    expect(kit.get(PlatformSettings).sessionExpiryHours()).toBe(6);
    await documents.updateField(admin, 'config', 'session_expiry_hours', 12, IP, true);
    await expectDomainError(
      documents.save(admin, 'config', { session_expiry_hours: 3 }, 1, IP),
      'DOCUMENT_VERSION_CONFLICT',
    );
    const restored = await documents.restore(admin, 'config', 1, IP);
    expect(restored).toMatchObject({ version: 3, value: { session_expiry_hours: 6 } });
    expect(kit.get(PlatformSettings).sessionExpiryHours()).toBe(6);
    expect(await kit.count('audit_entries', "category = 'system_config'")).toBeGreaterThanOrEqual(
      3,
    );
  });
});
