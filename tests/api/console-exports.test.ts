import { unzipSync } from 'fflate';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EXPORT_COLUMNS,
  toUiLanguage,
  type ExportTable,
  type UiLanguage,
  type UserDto,
} from '@tontine/contracts';
import { api } from './support/http.js';
import { makeGroup, makeUser } from './support/factories.js';
import { query } from './support/database.js';
import { startIsolatedApi, type IsolatedApi } from './support/isolated-api.js';
import { signInAs } from './support/sessions.js';
import { asSuperAdmin } from './support/console-documents.js';
import type { RowDataPacket } from 'mysql2/promise';
import { SECRET_COLUMNS, SECRET_TABLES } from '../../apps/api/src/system/secret-columns.js';

/**
 * The console's exports, read back as a spreadsheet program or a ZIP tool would: the UTF-8
 * mark, accents intact, formula cells escaped, one CSV per table for the multi-table kinds, the
 * file named after the kind and the day, and no credential anywhere.
 */
let server: IsolatedApi;
let admin: string;
/** The super admin's language: the exports' headers speak it. */
let language: UiLanguage;
/** A column's header in the exports, as the super admin reads it. */
const col = (table: ExportTable, column: string) =>
  (EXPORT_COLUMNS[table] as Record<string, Record<UiLanguage, string>>)[column]![language];
const BOM = [0xef, 0xbb, 0xbf];
const today = () => new Date().toISOString().slice(0, 10);

async function download(kind: string) {
  const response = await fetch(`${server.apiUrl}/api/superadmin/export/${kind}`, {
    headers: { authorization: `Bearer ${admin}` },
  });
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

/** A CSV file's rows as objects, after checking its UTF-8 mark. */
function rowsOf(bytes: Uint8Array): Record<string, string>[] {
  expect([...bytes.slice(0, 3)]).toEqual(BOM);
  const text = new TextDecoder().decode(bytes.slice(3));
  const parsed = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
}

/** What no export may carry: every value of every column of SECRET_COLUMNS in the database. */
async function secretsOfTheDatabase(): Promise<string[]> {
  const secrets: string[] = [];
  for (const [table, columns] of Object.entries(SECRET_COLUMNS)) {
    for (const column of columns) {
      const rows = await query<RowDataPacket>(
        `SELECT \`${column}\` AS secret FROM \`${table}\` WHERE \`${column}\` IS NOT NULL`,
      );
      // Short values (a time step) would be found by chance in any file: their column's
      // absence is checked instead.
      secrets.push(...rows.map((r) => String(r.secret)).filter((v) => v.length >= 16));
    }
  }
  return secrets;
}

function expectNoSecret(text: string, secrets: string[]) {
  for (const secret of secrets)
    expect(text.includes(secret), 'a secret of the database').toBe(false);
  const header = text
    .replace(/^\uFEFF/, '')
    .split('\r\n')[0]!
    .split(',');
  for (const column of Object.values(SECRET_COLUMNS).flat()) expect(header).not.toContain(column);
  expect(text).not.toContain('$argon2');
}

beforeAll(async () => {
  server = await startIsolatedApi();
  admin = await signInAs('superAdmin');
  const me = await api<UserDto>('GET', '/api/auth/me', { token: admin });
  language = toUiLanguage(me.body.language);
  const formulaist = await makeUser({ first_name: '=HYPERLINK', last_name: 'Njoroge-Žukauskė' });
  await makeGroup(formulaist, { name: '@Chama des Épargnants', description: '+1 mois; -2 frais' });
  // The wallets' master seed, sealed as the crypto service stores it (this API has no wallet
  // key, so the row is written here): the export must leave it out.
  await query(
    'INSERT INTO crypto_master_seeds (id, sealed_mnemonic, created_at) VALUES (UUID(), ?, NOW(3))',
    ['v1.sealed-master-seed-for-the-export-test.AAAAAAAAAAAAAAAA'],
  );
  // A content change with a formula-looking value, so the audit trail carries some too.
  await asSuperAdmin(admin, 'POST', '/api/superadmin/content/update', {
    key: 'welcome_message',
    value: '=cmd|" /C calc"!A0 — Karibu',
  });
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

describe('exports', () => {
  it('users: one CSV with the mark, accents intact, formula cells escaped and no credential', async () => {
    const { response, bytes } = await download('users');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="users-${today()}.csv"`,
    );
    const rows = rowsOf(bytes);
    // Human headers in the operator's language, and only the columns an operator needs.
    expect(Object.keys(rows[0]!)).toEqual(
      Object.keys(EXPORT_COLUMNS.users).map((column) => col('users', column)),
    );
    const person = rows.find((r) => r[col('users', 'last_name')] === 'Njoroge-Žukauskė');
    expect(person).toMatchObject({ [col('users', 'first_name')]: "'=HYPERLINK" });
    expect(person![col('users', 'username')]!.startsWith("'=")).toBe(true);
    expect(person![col('users', 'created_at')]).toMatch(
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/,
    );
    for (const internal of ['password_hash', 'totp_last_step', 'preferred_currency', 'updated_at'])
      expect(Object.keys(rows[0]!).join(' ')).not.toContain(internal);
    expectNoSecret(new TextDecoder().decode(bytes), await secretsOfTheDatabase());
  });

  it('groups: escaped cells, plain numbers left as numbers', async () => {
    const { response, bytes } = await download('groups');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="groups-${today()}.csv"`,
    );
    const group = rowsOf(bytes).find((r) =>
      r[col('savings_groups', 'name')]?.includes('Chama des Épargnants'),
    );
    expect(group).toMatchObject({
      [col('savings_groups', 'name')]: "'@Chama des Épargnants",
      [col('savings_groups', 'description')]: "'+1 mois; -2 frais",
      [col('savings_groups', 'contribution_amount')]: '1000.00',
    });
    expect(Object.keys(group!)).not.toContain('rotation_seed');
  });

  it('audit: the trail, oldest first, with its escaped cells', async () => {
    const { response, bytes } = await download('audit');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="audit-${today()}.csv"`,
    );
    const rows = rowsOf(bytes);
    expect(rows.length).toBeGreaterThan(0);
    expect(Object.keys(rows[0]!)).toEqual(
      Object.keys(EXPORT_COLUMNS.audit_entries).map((column) => col('audit_entries', column)),
    );
    const times = rows.map((r) => r[col('audit_entries', 'created_at')]!);
    expect([...times].sort()).toEqual(times);
    expect(rows.some((r) => r[col('audit_entries', 'action')] === 'content_updated')).toBe(true);
  });

  it('payments, all and database: a ZIP of one CSV per table, none with a credential', async () => {
    const secrets = await secretsOfTheDatabase();
    const expected: Record<string, string[]> = {
      payments: ['contributions.csv', 'payouts.csv'],
      all: [
        'users.csv',
        'savings_groups.csv',
        'memberships.csv',
        'contributions.csv',
        'payouts.csv',
        'audit_entries.csv',
      ],
    };
    for (const kind of ['payments', 'all', 'database']) {
      const { response, bytes } = await download(kind);
      expect(response.status, kind).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/zip');
      expect(response.headers.get('content-disposition')).toBe(
        `attachment; filename="${kind}-${today()}.zip"`,
      );
      const files = unzipSync(bytes);
      const names = Object.keys(files);
      if (expected[kind]) expect(names).toEqual(expected[kind]);
      for (const [name, content] of Object.entries(files)) {
        rowsOf(content);
        expectNoSecret(new TextDecoder().decode(content), secrets);
        expect(SECRET_TABLES.has(name.replace(/\.csv$/, '')), name).toBe(false);
      }
      if (kind === 'database') {
        expect(names).toEqual(
          expect.arrayContaining(['users.csv', 'audit_entries.csv', 'platform_documents.csv']),
        );
        // The database export is a technical copy: every column but the secrets, as named.
        const users = rowsOf(files['users.csv']!);
        expect(users.find((u) => u.last_name === 'Njoroge-Žukauskė')).toBeDefined();
        expect(Object.keys(users[0]!)).toContain('preferred_currency');
      }
    }
  });

  it('support staff export the audit trail and nothing else', async () => {
    const support = await signInAs('support');
    const get = (kind: string) =>
      fetch(`${server.apiUrl}/api/superadmin/export/${kind}`, {
        headers: { authorization: `Bearer ${support}` },
      });
    const audit = await get('audit');
    expect(audit.status).toBe(200);
    rowsOf(new Uint8Array(await audit.arrayBuffer()));
    for (const kind of ['users', 'all', 'database']) {
      const refused = await get(kind);
      expect(refused.status, kind).toBe(403);
      expect(await refused.json()).toMatchObject({ code: 'SUPPORT_ACCESS_DENIED' });
    }
  });

  it('an unknown kind is a 404', async () => {
    const { response, bytes } = await download('passwords');
    expect(response.status).toBe(404);
    expect(JSON.parse(new TextDecoder().decode(bytes))).toMatchObject({
      code: 'EXPORT_KIND_UNKNOWN',
    });
  });

  it('is audited with the kind, the tables and who exported', async () => {
    const entries = await query<RowDataPacket>(
      "SELECT details, category, admin_name FROM audit_entries WHERE action = 'data_exported'",
    );
    expect(entries.every((e) => e.category === 'system_config')).toBe(true);
    expect(entries.map((e) => String(e.details))).toEqual(
      expect.arrayContaining([
        'users: users',
        'payments: contributions, payouts',
        expect.stringMatching(/^database: .*users/),
      ]),
    );
    // Refused exports are not in the trail: support's refused kinds wrote nothing.
    expect(entries.filter((e) => String(e.details).startsWith('all:'))).toHaveLength(1);
  });
});
