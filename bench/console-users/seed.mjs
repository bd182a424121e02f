import { randomUUID } from 'node:crypto';
import { loadRows } from '../lib/bulk-load.mjs';
import { indexedText, searchGrams } from '../../apps/api/dist/superadmin/search-grams.js';
import { USER_COLUMNS, benchUserRow } from '../lib/columns.mjs';

const DAY = 86_400_000;
const NAMES = ['Wanjiku', 'Otieno', 'Akinyi', 'Kamau', 'Njeri', 'Mutua', 'Chebet', 'Barasa'];

/**
 * `users` accounts as the console's users tab meets them: created over the last 800 days (a
 * few hundred share each millisecond-free day, as a batch import would), one in a hundred a
 * group admin, one in thirty suspended, a third seen in the last days (user_presence).
 */
export async function seedUsers(conn, { users = 100_000, passwordHash, now = Date.now() }) {
  await conn.query('SET SESSION foreign_key_checks = 0, unique_checks = 0');
  const ids = Array.from({ length: users }, () => randomUUID());
  const texts = [];
  const t0 = Date.now();
  await loadRows(
    conn,
    'users',
    USER_COLUMNS,
    (function* () {
      for (const [i, id] of ids.entries()) {
        // Oldest first; every fiftieth account shares its millisecond with the one before it.
        const k = i > 0 && i % 50 === 0 ? i - 1 : i;
        const created = new Date(now - 800 * DAY + k * 690_000);
        const row = benchUserRow({
          id,
          email: `${NAMES[i % NAMES.length].toLowerCase()}.${i}@bench.test`,
          passwordHash,
          name: `${NAMES[(i * 7) % NAMES.length]}${i}`,
          role: i % 100 === 1 ? 'admin' : 'member',
          created,
        });
        if (i % 30 === 2) row[USER_COLUMNS.indexOf('status')] = 'suspended';
        texts.push([id, indexedText(row[USER_COLUMNS.indexOf('username')], row[1])]);
        yield row;
      }
    })(),
  );
  const usersMs = Date.now() - t0;
  // The search index the API keeps for accounts it changes, filled here as a backfill would.
  const t1 = Date.now();
  await loadRows(conn, 'user_search_texts', ['user_id', 'indexed'], texts);
  const grams = await loadRows(
    conn,
    'user_search_grams',
    ['gram', 'user_id'],
    (function* () {
      for (const [id, text] of texts) for (const gram of searchGrams(text)) yield [gram, id];
    })(),
  );
  const gramsMs = Date.now() - t1;
  await loadRows(
    conn,
    'user_presence',
    ['user_id', 'last_seen_at'],
    ids.filter((_, i) => i % 3 === 0).map((id, k) => [id, new Date(now - (k % 72) * 3_600_000)]),
  );
  await conn.query('SET SESSION foreign_key_checks = 1, unique_checks = 1');
  await conn.query('ANALYZE TABLE users, user_presence, user_search_grams');
  return { users: ids.length, ms: usersMs, grams, gramsMs };
}
