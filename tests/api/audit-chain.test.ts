import type { RowDataPacket } from 'mysql2/promise';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditVerifyResult, RecordedAuditEntry } from '@tontine/contracts';
import { countRows, query } from './support/database.js';
import { makeUser } from './support/factories.js';
import { api } from './support/http.js';
import { startIsolatedApi, type IsolatedApi } from './support/isolated-api.js';
import { signInAs } from './support/sessions.js';

/**
 * The audit trail as a hash chain, on an API and database of its own (entries are changed and
 * removed with SQL here, then put back): every entry names the previous one's hash, the walk
 * names the first entry changed or removed, and writers at the same moment keep one chain.
 */
let server: IsolatedApi;
let superAdmin: string;
let support: string;

type EntryRow = RowDataPacket & {
  id: string;
  seq: number;
  prev_hash: string;
  hash: string;
  created_at: Date;
  admin_id: string | null;
  admin_name: string;
  action: string;
  details: string;
  category: string;
  ip_address: string | null;
};

const verify = async (token = superAdmin) => {
  const answer = await api<AuditVerifyResult>('GET', '/api/superadmin/audit/verify', { token });
  expect(answer.status).toBe(200);
  return answer.body;
};

const recordEvent = (token: string, body: Record<string, unknown>) =>
  api<RecordedAuditEntry & { code?: string; message_key?: string; field?: string }>(
    'POST',
    '/api/superadmin/audit',
    { token, body },
  );

async function entries(): Promise<EntryRow[]> {
  return query<EntryRow>('SELECT * FROM audit_entries ORDER BY seq');
}

/** Some entries: console events of both operators. */
async function addEntries(count: number): Promise<void> {
  for (let i = 0; i < count; i += 1) {
    const answer = await recordEvent(i % 2 ? support : superAdmin, {
      action: 'tab_viewed',
      details: `audit tab, visit ${i}`,
      category: 'system_config',
    });
    expect(answer.status).toBe(201);
  }
}

describe('the audit hash chain', () => {
  beforeAll(async () => {
    server = await startIsolatedApi();
    [superAdmin, support] = await Promise.all([signInAs('superAdmin'), signInAs('support')]);
    await addEntries(6);
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
  });

  it('chains every entry to the one before, and verifies whole', async () => {
    const rows = await entries();
    expect(rows.length).toBeGreaterThanOrEqual(6);
    expect(rows.map((r) => r.seq)).toEqual(rows.map((_, i) => i + 1));
    expect(rows[0]!.prev_hash).toBe('0'.repeat(64));
    for (let i = 1; i < rows.length; i += 1) expect(rows[i]!.prev_hash).toBe(rows[i - 1]!.hash);
    const [head] = await query<RowDataPacket & { last_seq: number; last_hash: string }>(
      'SELECT last_seq, last_hash FROM audit_chain_head',
    );
    expect(head).toMatchObject({ last_seq: rows.length, last_hash: rows.at(-1)!.hash });
    // Support staff may verify too.
    expect(await verify(support)).toEqual({ ok: true, checked: rows.length, firstBroken: null });
  });

  it('names an entry whose details were changed with SQL, and passes once it is put back', async () => {
    const target = (await entries())[2]!;
    await query('UPDATE audit_entries SET details = ? WHERE id = ?', [
      'nothing happened',
      target.id,
    ]);
    expect(await verify()).toMatchObject({
      ok: false,
      firstBroken: { id: target.id, position: 3, reason: 'changed' },
    });
    await query('UPDATE audit_entries SET details = ? WHERE id = ?', [target.details, target.id]);
    expect((await verify()).ok).toBe(true);
  });

  it('names an entry changed with its hash recomputed, by the next entry that still names the old one', async () => {
    const [, second, third] = await entries();
    // Who did it, rewritten, and a new hash that fits the new fields (as a careful forger would).
    const { createHash } = await import('node:crypto');
    const forged = createHash('sha256')
      .update(
        JSON.stringify([
          second!.seq,
          second!.id,
          second!.created_at.toISOString(),
          second!.admin_id,
          'someone else',
          second!.action,
          second!.details,
          second!.category,
          second!.ip_address,
          second!.prev_hash,
        ]),
      )
      .digest('hex');
    await query('UPDATE audit_entries SET admin_name = ?, hash = ? WHERE id = ?', [
      'someone else',
      forged,
      second!.id,
    ]);
    expect(third!.prev_hash).toBe(second!.hash);
    expect(await verify()).toMatchObject({
      ok: false,
      firstBroken: { id: second!.id, position: 2, reason: 'rehashed' },
    });
    await query('UPDATE audit_entries SET admin_name = ?, hash = ? WHERE id = ?', [
      second!.admin_name,
      second!.hash,
      second!.id,
    ]);
    expect((await verify()).ok).toBe(true);
  });

  it('names the entry after a removed one, and a removal at the end', async () => {
    const rows = await entries();
    const removed = rows[3]!;
    const reinsert = async (row: EntryRow) =>
      query(
        `INSERT INTO audit_entries (id, created_at, admin_id, admin_name, action, details, category, ip_address, seq, prev_hash, hash)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          row.id,
          row.created_at,
          row.admin_id,
          row.admin_name,
          row.action,
          row.details,
          row.category,
          row.ip_address,
          row.seq,
          row.prev_hash,
          row.hash,
        ],
      );
    await query('DELETE FROM audit_entries WHERE id = ?', [removed.id]);
    expect(await verify()).toMatchObject({
      ok: false,
      firstBroken: { id: rows[4]!.id, position: 4, reason: 'removed' },
    });
    await reinsert(removed);
    expect((await verify()).ok).toBe(true);

    const last = (await entries()).at(-1)!;
    await query('DELETE FROM audit_entries WHERE id = ?', [last.id]);
    expect(await verify()).toMatchObject({
      ok: false,
      firstBroken: { id: null, position: last.seq, reason: 'removed' },
    });
    await reinsert(last);
    expect((await verify()).ok).toBe(true);
  });

  it('names a row written beside the chain', async () => {
    await query(
      `INSERT INTO audit_entries (id, created_at, admin_id, admin_name, action, details, category, ip_address)
       VALUES (?, NOW(3), NULL, 'sql', 'user_deleted', 'written by hand', 'user_management', NULL)`,
      ['00000000-0000-4000-8000-000000000001'],
    );
    expect(await verify()).toMatchObject({
      ok: false,
      firstBroken: { id: '00000000-0000-4000-8000-000000000001', position: 1, reason: 'inserted' },
    });
    await query('DELETE FROM audit_entries WHERE id = ?', ['00000000-0000-4000-8000-000000000001']);
    expect((await verify()).ok).toBe(true);
  });

  it('keeps one chain when many operators write at the same moment', async () => {
    const before = await countRows('audit_entries');
    const [a, b] = await Promise.all([makeUser(), makeUser()]);
    const writes = await Promise.all([
      ...Array.from({ length: 30 }, (_, i) =>
        recordEvent(i % 2 ? support : superAdmin, {
          action: 'burst',
          details: `event ${i}`,
          category: 'system_config',
        }),
      ),
      // Admin actions take the same chain, in their own transactions.
      ...[a!, b!].map((u) =>
        api('POST', `/api/superadmin/users/${u.user.id}/action`, {
          token: superAdmin,
          body: { action: 'suspend' },
        }),
      ),
    ]);
    expect(writes.map((w) => w.status).sort()).toEqual([
      ...Array.from({ length: 2 }, () => 200),
      ...Array.from({ length: 30 }, () => 201),
    ]);
    const rows = await entries();
    expect(rows.length).toBe(before + 32);
    expect(new Set(rows.map((r) => r.prev_hash)).size).toBe(rows.length);
    expect(await verify()).toEqual({ ok: true, checked: rows.length, firstBroken: null });
  });

  it("records a console event under the caller's identity and address, whatever the body says", async () => {
    const me = await api<{ id: string; username: string }>('GET', '/api/auth/me', {
      token: support,
    });
    const answer = await recordEvent(support, {
      action: 'export_audit',
      details: 'audit-2026-11-24.csv',
      category: 'system_config',
      admin_id: 'someone-else',
      admin_name: 'Mallory',
      timestamp: '2001-01-01T00:00:00.000Z',
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      admin_id: me.body.id,
      admin_name: me.body.username,
      action: 'export_audit',
      details: 'audit-2026-11-24.csv',
      category: 'system_config',
    });
    expect(Math.abs(Date.parse(answer.body.timestamp) - Date.now())).toBeLessThan(60_000);
    expect(answer.body.ip_address).toBeTruthy();
    const [row] = await query<EntryRow>('SELECT * FROM audit_entries WHERE id = ?', [
      answer.body.id,
    ]);
    expect(row).toMatchObject({ admin_id: me.body.id, admin_name: me.body.username });
  });

  it('refuses an event without a known category, or too long, and writes nothing', async () => {
    const before = await countRows('audit_entries');
    const refused = await Promise.all([
      recordEvent(superAdmin, { action: 'x', details: 'y', category: 'gossip' }),
      recordEvent(superAdmin, { action: '', details: 'y', category: 'system_config' }),
      recordEvent(superAdmin, { action: 'a'.repeat(81), details: '', category: 'system_config' }),
      recordEvent(superAdmin, {
        action: 'x',
        details: 'd'.repeat(2001),
        category: 'system_config',
      }),
      recordEvent(superAdmin, { action: 'x', details: 'y', category: 'system_config', extra: 1 }),
    ]);
    expect(refused.map((r) => [r.status, r.body.code])).toEqual(
      Array.from({ length: 5 }, () => [400, 'VALIDATION_FAILED']),
    );
    expect(await countRows('audit_entries')).toBe(before);
  });
});
