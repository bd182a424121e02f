import { describe, expect, it } from 'vitest';
import {
  backfillScenario,
  EXPECTED_BACKFILL,
} from '../../migrations/src/contribution-totals-backfill.fixture.js';
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
});
