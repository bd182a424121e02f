// The first search of the console's users tab after a wave of sign-ups. The search index
// (user_search_grams) used to be brought up to date by the search itself, one transaction per
// changed account: after thousands of sign-ups the first search took seconds. The API now
// indexes in batches, at start and every two seconds in the background, and before a search.
//
// In the same run, on the same MariaDB and the same number of accounts:
//   baseline  the previous catch-up (one transaction per account), run here on a wave of
//             accounts while the API is stopped, as the first search used to run it;
//   API       a second wave of as many accounts, then at once the first search through the API
//             (it meets whatever the background has not indexed yet), then the time until the
//             background alone has indexed a third wave, and a search on a current index.
// Prints the figures and the ratio of the first search against the baseline.
//
// Usage: npm run build && node bench/user-search-first/run.mjs
//   BENCH_USERS=5000   accounts per wave (default 5,000)
import { randomUUID } from 'node:crypto';
import { createConnection } from 'mysql2/promise';
import { createThrowawayDatabase, dropDatabase } from '../../scripts/lib/mariadb.mjs';
import { indexedText, searchGrams } from '../../apps/api/dist/superadmin/search-grams.js';
import { fetchJson } from '../lib/answers.mjs';
import { loadRows } from '../lib/bulk-load.mjs';
import { USER_COLUMNS, benchUserRow } from '../lib/columns.mjs';
import { register, startApi, stopAll } from '../lib/servers.mjs';

const users = Number(process.env.BENCH_USERS ?? 5_000);
const PORT = 4431;
const db = await createThrowawayDatabase('tontine_search_first');

/** `users` accounts signed up now, their names holding `tag`; answers their ids. */
async function signUps(conn, tag, passwordHash) {
  const now = new Date();
  const ids = Array.from({ length: users }, () => randomUUID());
  await conn.query('SET SESSION foreign_key_checks = 0, unique_checks = 0');
  await loadRows(
    conn,
    'users',
    USER_COLUMNS,
    ids.map((id, i) =>
      benchUserRow({
        id,
        email: `${tag}.${i}@bench.test`,
        passwordHash,
        name: `${tag}${i}`,
        created: now,
      }),
    ),
  );
  await conn.query('SET SESSION foreign_key_checks = 1, unique_checks = 1');
  return ids;
}

/** The previous catch-up: every changed account indexed in a transaction of its own. */
async function perAccountCatchUp(conn, ids) {
  const started = performance.now();
  const [rows] = await conn.query(
    `SELECT u.id, u.username, u.email, t.indexed FROM users u
     LEFT JOIN user_search_texts t ON t.user_id = u.id WHERE u.id IN (?)`,
    [ids],
  );
  for (const row of rows) {
    const text = indexedText(row.username, row.email);
    if (text === row.indexed) continue;
    await conn.beginTransaction();
    const grams = searchGrams(text);
    await conn.query('INSERT IGNORE INTO user_search_grams (gram, user_id) VALUES ?', [
      grams.map((gram) => [gram, row.id]),
    ]);
    await conn.query(
      'INSERT INTO user_search_texts (user_id, indexed) VALUES (?, ?) ON DUPLICATE KEY UPDATE indexed = VALUES(indexed)',
      [row.id, text],
    );
    await conn.commit();
  }
  return performance.now() - started;
}

async function indexed(conn, ids) {
  const [[{ n }]] = await conn.query(
    'SELECT COUNT(*) AS n FROM user_search_texts WHERE user_id IN (?)',
    [ids],
  );
  return Number(n);
}

try {
  let origin = await startApi({ port: PORT, databaseUrl: db.url });
  const operator = await register(origin, { email: 'operator@bench.test', lastName: 'Operator' });
  const conn = await createConnection({ uri: db.url, timezone: 'Z' });
  try {
    await conn.query(`UPDATE users SET role = 'super_admin' WHERE id = ?`, [operator.userId]);
    const [[{ password_hash: passwordHash }]] = await conn.query(
      'SELECT password_hash FROM users WHERE id = ?',
      [operator.userId],
    );
    await stopAll();

    // Baseline: the API is stopped, nothing else indexes the wave.
    const baselineIds = await signUps(conn, 'baselinewave', passwordHash);
    const baselineMs = await perAccountCatchUp(conn, baselineIds);
    if ((await indexed(conn, baselineIds)) !== users) throw new Error('baseline indexed too few');

    origin = await startApi({ port: PORT, databaseUrl: db.url });
    const headers = { authorization: `Bearer ${operator.token}` };
    const search = async (q) => {
      const started = performance.now();
      const page = await fetchJson(`${origin}/api/superadmin/users?q=${q}&limit=50`, { headers });
      return { ms: performance.now() - started, rows: page.items.length };
    };
    // Let the start's own catch-up (the baseline wave is indexed already) settle.
    await search('operator');

    const waveIds = await signUps(conn, 'apiwave', passwordHash);
    const first = await search('apiwave4242');
    if (first.rows !== 1) throw new Error(`the first search found ${first.rows} rows, not 1`);
    if ((await indexed(conn, waveIds)) !== users) throw new Error('the API indexed too few');

    const quietIds = await signUps(conn, 'quietwave', passwordHash);
    const quietStart = performance.now();
    while ((await indexed(conn, quietIds)) < users) {
      if (performance.now() - quietStart > 120_000) throw new Error('background: not indexed');
      await new Promise((r) => setTimeout(r, 50));
    }
    const backgroundMs = performance.now() - quietStart;
    const current = [];
    for (let i = 0; i < 20; i += 1) current.push((await search(`quietwave${1000 + i}`)).ms);
    current.sort((a, b) => a - b);

    console.log(`${users} sign-ups per wave, MariaDB ${db.name}`);
    console.log(
      `  baseline: previous catch-up, one transaction per account  ${baselineMs.toFixed(0).padStart(7)} ms`,
    );
    console.log(
      `  API: first search right after the sign-ups              ${first.ms.toFixed(0).padStart(7)} ms`,
    );
    console.log(
      `  API: index current, without any search, after           ${backgroundMs.toFixed(0).padStart(7)} ms`,
    );
    console.log(
      `  API: a search on a current index (median of 20)         ${current[10].toFixed(0).padStart(7)} ms`,
    );
    console.log(`ratio first search / baseline: ${(first.ms / baselineMs).toFixed(3)}`);
  } finally {
    await conn.end();
  }
} finally {
  await stopAll();
  await dropDatabase(db.name).catch(() => undefined);
}
