import { describe, expect, it } from 'vitest';
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
});
