import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { describe, expect, it } from 'vitest';
import { UserSearch1764800000001, searchGrams } from './1764800000001-user-search.js';
import { migrations } from './index.js';

/** The search index's migration indexes the accounts that were there before it. */
describe('the users search index migration', () => {
  it('indexes every run of the accounts already there, and records when', async () => {
    const database = join(mkdtempSync(join(tmpdir(), 'tontine-sqlite-')), 'search.sqlite');
    const through = migrations.slice(0, migrations.indexOf(UserSearch1764800000001) + 1);
    const before = new DataSource({
      type: 'better-sqlite3',
      database,
      migrations: through.slice(0, -1),
      entities: [],
    });
    await before.initialize();
    await before.runMigrations({ transaction: 'each' });
    const at = '2025-03-10 08:00:00.000';
    for (const [id, username, email] of [
      ['u1', 'Amani Wekesa', 'amani@example.com'],
      ['u2', 'Élodie Njeri', 'E.Njeri@example.com'],
    ])
      await before.query(
        `INSERT INTO users (id, email, password_hash, first_name, last_name, username, role, status,
           country, language, preferred_language, preferred_currency, terms_accepted_at,
           created_at, updated_at)
         VALUES (?, ?, 'x', 'A', 'B', ?, 'member', 'active', 'KE', 'sw', 'sw', 'KES', ?, ?, ?)`,
        [id, email, username, at, at, at],
      );
    await before.destroy();

    const ds = new DataSource({
      type: 'better-sqlite3',
      database,
      migrations: through,
      entities: [],
    });
    await ds.initialize();
    try {
      await ds.runMigrations({ transaction: 'each' });
      const grams = async (id: string) =>
        (
          (await ds.query('SELECT gram FROM user_search_grams WHERE user_id = ? ORDER BY gram', [
            id,
          ])) as Array<{ gram: string }>
        ).map((r) => r.gram);
      expect(await grams('u1')).toEqual(searchGrams('amani wekesa\namani@example.com').sort());
      expect(await grams('u2')).toContain('élo');
      expect(await grams('u2')).toContain('e.n');
      const texts = await ds.query(
        'SELECT user_id, indexed FROM user_search_texts ORDER BY user_id',
      );
      expect(texts).toEqual([
        { user_id: 'u1', indexed: 'amani wekesa\namani@example.com' },
        { user_id: 'u2', indexed: 'élodie njeri\ne.njeri@example.com' },
      ]);
      const [state] = await ds.query('SELECT synced_until FROM search_index_state');
      expect(Date.parse(`${state.synced_until.replace(' ', 'T')}Z`)).toBeGreaterThan(
        Date.now() - 120_000,
      );
    } finally {
      await ds.destroy();
    }
  });
});
