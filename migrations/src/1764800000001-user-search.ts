import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { idColumn, refColumn, text, timestamp } from './columns.js';

/** A copy of apps/api/src/superadmin/search-grams.ts as it was: a migration replays the same. */
export function indexedText(username: string, email: string): string {
  return `${username.toLowerCase()}\n${email.toLowerCase()}`;
}
export function searchGrams(value: string): string[] {
  const grams = new Set<string>();
  for (const line of value.toLowerCase().split('\n')) {
    const chars = [...line];
    for (let i = 0; i + 3 <= chars.length; i += 1) grams.add(chars.slice(i, i + 3).join(''));
  }
  return [...grams];
}

const BATCH = 500;

/**
 * The users tab's substring search through an index of three-character runs
 * (superadmin/user-search-index.service.ts): `user_search_grams` (run, account),
 * `user_search_texts` (what was indexed for each account, to remove its runs when it changes),
 * `search_index_state` (the time up to which changes of accounts are indexed), and an index of
 * the accounts by their last change. The accounts already there are indexed here.
 */
export class UserSearch1764800000001 implements MigrationInterface {
  name = 'UserSearch1764800000001';
  /** Its copy of the index's functions, for the test that keeps it equal to the API's. */
  static readonly grams = { indexedText, searchGrams };

  async up(q: QueryRunner): Promise<void> {
    await q.createIndex(
      'users',
      new TableIndex({ name: 'IDX_users_updated', columnNames: ['updated_at', 'id'] }),
    );
    await q.createTable(
      new Table({
        name: 'user_search_grams',
        columns: [
          { ...text('gram', 3), isPrimary: true },
          { ...refColumn('user_id'), isPrimary: true },
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'user_search_texts',
        columns: [idColumn('user_id'), text('indexed', 400)],
      }),
    );
    await q.createTable(
      new Table({
        name: 'search_index_state',
        columns: [{ ...text('name', 32), isPrimary: true }, timestamp('synced_until')],
      }),
    );
    const started = new Date(Date.now() - 60_000).toISOString().slice(0, 23).replace('T', ' ');
    await q.query('INSERT INTO search_index_state (name, synced_until) VALUES (?, ?)', [
      'users',
      started,
    ]);
    // Runs the database holds for equal (a collation that ignores case and accents) count once.
    const ignore = q.connection.driver.options.type === 'better-sqlite3' ? 'OR IGNORE' : 'IGNORE';
    const users = (await q.query('SELECT id, username, email FROM users')) as Array<{
      id: string;
      username: string;
      email: string;
    }>;
    for (let i = 0; i < users.length; i += BATCH) {
      const batch = users.slice(i, i + BATCH);
      const texts = batch.map((u) => [u.id, indexedText(u.username, u.email)] as const);
      await q.query(
        `INSERT INTO user_search_texts (user_id, indexed) VALUES ${texts.map(() => '(?, ?)').join(', ')}`,
        texts.flat(),
      );
      const grams = texts.flatMap(([id, t]) => searchGrams(t).map((g) => [g, id] as const));
      for (let j = 0; j < grams.length; j += BATCH * 10) {
        const slice = grams.slice(j, j + BATCH * 10);
        await q.query(
          `INSERT ${ignore} INTO user_search_grams (gram, user_id) VALUES ${slice.map(() => '(?, ?)').join(', ')}`,
          slice.flat(),
        );
      }
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('search_index_state');
    await q.dropTable('user_search_texts');
    await q.dropTable('user_search_grams');
    await q.dropIndex('users', 'IDX_users_updated');
  }
}
