import type { Readable } from 'node:stream';
import { unzipSync } from 'fflate';
import { EXPORT_KINDS } from '@tontine/contracts';
import { describe, expect, it } from 'vitest';
import { newId } from '../database/ids.js';
import { useServiceTestKit, type ServiceTestKit } from '../testing/service-test-kit.js';
import { ExportViews } from './export-views.service.js';
import { SECRET_COLUMNS, SECRET_TABLES } from './secret-columns.js';
import { SystemModule } from './system.module.js';

/** Names that say a column may hold a credential, a key or a code. */
const SECRET_LOOKING =
  /pass|secret|token|hash|otp|seed|mnemonic|key|code|salt|cipher|seal|private|credential|signature|nonce/i;

/**
 * Columns whose names look secret and whose values are not, each with the reason it was judged
 * so: exported. Keyed by column name wherever it lives, or by `table.column`.
 */
const REVIEWED_NOT_SECRET: Record<string, string> = {
  tx_hash: 'a transaction hash, public on its chain',
  token_symbol: 'USDT or USDC',
  token_address: "the token's contract, public on its chain",
  token_decimals: "the token's decimals",
  token_amount_raw: 'an amount in the token’s smallest unit',
  idempotency_key: 'a client’s retry key, answered once and good for nothing else',
  'ad_views.token': 'the view’s id; claiming its reward needs the viewer’s own session too',
  'audit_chain_head.last_hash': 'the head of the audit chain, which anyone may check',
  'audit_entries.prev_hash': 'the audit chain, which anyone may check',
  'audit_entries.hash': 'the audit chain, which anyone may check',
  'crypto_key_indexes.key_index': 'a wallet’s position in the derivation, public with its path',
  'invitation_codes.code': 'opens the group only to the account it was given to',
  'mpesa_payments.result_code': "Safaricom's result code of a push (0, 1032…)",
  'mpesa_payouts.result_code': "Safaricom's result code of a payout (0, 2040…)",
  'mpesa_payouts.live_key': 'the group and cycle a payout is for, kept unique while it is live',
  'mpesa_balance_queries.result_code': "Safaricom's result code of a balance query",
  'mpesa_balance_queries.shortcode': "the platform's paybill or B2C number, printed on receipts",
  'mpesa_statement_imports.shortcode': "the platform's paybill or B2C number, printed on receipts",
  'payment_proofs.storage_key': 'a file’s random name on the server’s disk, served by id only',
  'savings_groups.permanent_invitation_code': 'shown to every member, for inviting',
  'savings_groups.rotation_seed': 'the draw’s seed, shown so that anyone can replay the draw',
  'users.password_changed_at': 'when, not what',
};

const marker = (table: string, column: string) => `secret-marker-${table}-${column}`;

async function schema(kit: ServiceTestKit): Promise<Map<string, string[]>> {
  const tables = await kit.rows<{ name: string }>(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
  );
  const columns = new Map<string, string[]>();
  for (const { name } of tables) {
    const info = await kit.rows<{ name: string }>(`PRAGMA table_info("${name}")`);
    columns.set(
      name,
      info.map((c) => c.name),
    );
  }
  return columns;
}

const now = () => new Date().toISOString().replace('T', ' ').replace('Z', '');

/** A row in each table of the list, as the product writes them (users through the service). */
const PLANTERS: Record<string, (kit: ServiceTestKit, userId: string) => Promise<unknown>> = {
  users: async () => undefined,
  sessions: (kit, userId) =>
    kit.rows(
      `INSERT INTO sessions (id, user_id, scope, created_at, last_seen_at, expires_at)
       VALUES (?, ?, 'full', ?, ?, ?)`,
      [newId(), userId, now(), now(), now()],
    ),
  recovery_codes: (kit, userId) =>
    kit.rows(
      'INSERT INTO recovery_codes (id, user_id, code_hash, created_at) VALUES (?, ?, ?, ?)',
      [newId(), userId, 'x', now()],
    ),
  password_reset_tokens: (kit, userId) =>
    kit.rows(
      `INSERT INTO password_reset_tokens (id, user_id, token_hash, expires_at, created_at)
       VALUES (?, ?, ?, ?, ?)`,
      [newId(), userId, 'x', now(), now()],
    ),
  crypto_master_seeds: (kit) =>
    kit.rows('INSERT INTO crypto_master_seeds (id, sealed_mnemonic, created_at) VALUES (?, ?, ?)', [
      newId(),
      'x',
      now(),
    ]),
};

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

describe('the secrets left out of the exports', () => {
  const kit = useServiceTestKit(SystemModule);

  it('name every column of the schema whose name looks secret, or say why it is not', async () => {
    const unreviewed: string[] = [];
    for (const [table, columns] of await schema(kit)) {
      for (const column of columns) {
        if (!SECRET_LOOKING.test(column)) continue;
        const listed =
          SECRET_COLUMNS[table]?.includes(column) ||
          REVIEWED_NOT_SECRET[column] !== undefined ||
          REVIEWED_NOT_SECRET[`${table}.${column}`] !== undefined;
        if (!listed) unreviewed.push(`${table}.${column}`);
      }
    }
    // A new column here: add it to SECRET_COLUMNS (secret-columns.ts), or above with its reason.
    expect(unreviewed).toEqual([]);
  });

  it('name only columns and tables that exist', async () => {
    const tables = await schema(kit);
    for (const [table, columns] of Object.entries(SECRET_COLUMNS)) {
      expect(tables.get(table), table).toEqual(expect.arrayContaining([...columns]));
    }
    for (const table of SECRET_TABLES) expect(tables.has(table), table).toBe(true);
  });

  it('keep every listed secret out of an export of every kind', async () => {
    const admin = await kit.makeUser({ role: 'super_admin' });
    const listed = new Set([...Object.keys(SECRET_COLUMNS), ...SECRET_TABLES]);
    for (const table of listed) {
      const plant = PLANTERS[table];
      // A table new on the list needs a row here, so that the check below has something to find.
      expect(plant, `a row of ${table} for the test`).toBeDefined();
      await plant!(kit, admin.id);
    }
    for (const [table, columns] of Object.entries(SECRET_COLUMNS)) {
      for (const column of columns) {
        await kit.rows(`UPDATE "${table}" SET "${column}" = ?`, [marker(table, column)]);
      }
    }

    for (const kind of EXPORT_KINDS) {
      const file = await kit.get(ExportViews).export(admin, kind, '127.0.0.1');
      const bytes = await bytesOf(file.stream);
      const files: Record<string, Uint8Array> = file.fileName.endsWith('.zip')
        ? unzipSync(bytes)
        : {
            [`${kind === 'groups' ? 'savings_groups' : kind === 'audit' ? 'audit_entries' : kind}.csv`]:
              bytes,
          };
      for (const [name, content] of Object.entries(files)) {
        const table = name.replace(/\.csv$/, '');
        const text = new TextDecoder().decode(content);
        expect(SECRET_TABLES.has(table), `${kind}: ${name}`).toBe(false);
        const header = text
          .replace(/^\uFEFF/, '')
          .split('\r\n')[0]!
          .split(',');
        for (const column of SECRET_COLUMNS[table] ?? []) {
          expect(header, `${kind}: ${name}`).not.toContain(column);
        }
        expect(text, `${kind}: ${name}`).not.toContain('secret-marker-');
      }
    }
  });
});
