import { describe, expect, it } from 'vitest';
import {
  backfillScenario,
  EXPECTED_BACKFILL,
} from '../../migrations/src/contribution-totals-backfill.fixture.js';
import {
  auditChainScenario,
  BACKFILL_ENTRIES,
  EXPECTED_FIRST_HASHES,
} from '../../migrations/src/audit-chain-backfill.fixture.js';
import { auditEntryHash } from '../../apps/api/src/audit/audit-chain.js';
import { migrations, roundTripForTests } from './support/migrations.js';
import { createThrowawayDatabase, dropDatabase } from '../../scripts/lib/mariadb.mjs';

describe('migrations on MariaDB', () => {
  it('apply and undo cleanly on an empty database', async () => {
    const db = await createThrowawayDatabase('tontine_mig');
    try {
      const { applied } = await roundTripForTests({ type: 'mysql', url: db.url, timezone: 'Z' });
      expect(applied).toEqual(migrations.map((m) => m.name));
    } finally {
      await dropDatabase(db.name);
    }
  });

  it('fill the contribution totals from the approved contributions', async () => {
    const db = await createThrowawayDatabase('tontine_mig');
    try {
      expect(await backfillScenario({ type: 'mysql', url: db.url, timezone: 'Z' })).toEqual(
        EXPECTED_BACKFILL,
      );
    } finally {
      await dropDatabase(db.name);
    }
  });

  it('chain the audit entries already written as the API hashes them', async () => {
    const db = await createThrowawayDatabase('tontine_mig');
    try {
      const { rows, head } = await auditChainScenario({
        type: 'mysql',
        url: db.url,
        timezone: 'Z',
      });
      expect(rows).toHaveLength(BACKFILL_ENTRIES);
      expect(rows.slice(0, 3).map((r) => r.hash)).toEqual(EXPECTED_FIRST_HASHES);
      // The migration's copy of the hash and the API's own agree on every entry.
      for (const row of rows)
        expect(
          auditEntryHash(
            {
              seq: row.seq,
              id: row.id,
              createdAt: new Date(row.created_at),
              adminId: row.admin_id,
              adminName: row.admin_name,
              action: row.action,
              details: row.details,
              category: row.category,
              ipAddress: row.ip_address,
            },
            row.prev_hash,
          ),
        ).toBe(row.hash);
      expect(head).toEqual({ last_seq: BACKFILL_ENTRIES, last_hash: rows.at(-1)!.hash });
    } finally {
      await dropDatabase(db.name);
    }
  });
});
