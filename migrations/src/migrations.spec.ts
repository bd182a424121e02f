import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { describe, expect, it } from 'vitest';
import {
  auditChainScenario,
  BACKFILL_ENTRIES,
  EXPECTED_FIRST_HASHES,
} from './audit-chain-backfill.fixture.js';
import { backfillScenario, EXPECTED_BACKFILL } from './contribution-totals-backfill.fixture.js';
import { migrations } from './index.js';
import { roundTrip } from './run-all.js';

/** The embedded default must not rot: the same migrations run on SQLite on every test run. */
describe('migrations on the embedded SQLite database', () => {
  it('apply in order, create every table, and undo cleanly', async () => {
    const database = join(mkdtempSync(join(tmpdir(), 'tontine-sqlite-')), 'check.sqlite');
    console.log(`[migrations] database: SQLite ${database}`);
    const { applied, tables } = await roundTrip({ type: 'better-sqlite3', database });
    expect(applied).toEqual(migrations.map((m) => m.name));
    expect(tables).toEqual(
      expect.arrayContaining([
        'users',
        'user_settings',
        'password_reset_tokens',
        'maintenance_state',
        'audit_entries',
      ]),
    );
    const ds = new DataSource({ type: 'better-sqlite3', database });
    await ds.initialize();
    const left = (await ds.createQueryRunner().getTables())
      .map((t) => t.name)
      .filter((n) => n !== 'migrations' && !n.startsWith('sqlite_'));
    await ds.destroy();
    expect(left).toEqual([]);
  });

  it('fill the contribution totals from the approved contributions, to the cent', async () => {
    const database = join(mkdtempSync(join(tmpdir(), 'tontine-sqlite-')), 'totals.sqlite');
    expect(await backfillScenario({ type: 'better-sqlite3', database })).toEqual(EXPECTED_BACKFILL);
  });

  it('chain the audit entries already written, in the order they were written', async () => {
    const database = join(mkdtempSync(join(tmpdir(), 'tontine-sqlite-')), 'audit.sqlite');
    const { rows, head } = await auditChainScenario({ type: 'better-sqlite3', database });
    expect(rows).toHaveLength(BACKFILL_ENTRIES);
    expect(rows.slice(0, 3).map((r) => r.id)).toEqual(['e-c', 'e-a', 'e-b']);
    expect(rows.map((r) => r.seq)).toEqual(rows.map((_, i) => i + 1));
    expect(rows[0]!.prev_hash).toBe('0'.repeat(64));
    rows.slice(1).forEach((row, i) => expect(row.prev_hash).toBe(rows[i]!.hash));
    expect(head).toEqual({ last_seq: BACKFILL_ENTRIES, last_hash: rows.at(-1)!.hash });
    expect(rows.slice(0, 3).map((r) => r.hash)).toEqual(EXPECTED_FIRST_HASHES);
  });
});
