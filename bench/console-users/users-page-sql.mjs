// The users tab's queries exactly as the API sends them (ConsoleListsViews.users and
// UserSearchIndex in apps/api/src/superadmin/), for the baseline and the EXPLAIN.
import { searchGrams } from '../../apps/api/dist/superadmin/search-grams.js';

const RARE_GRAM_MAX = 2000;
const GRAMS_TRIED = 8;
const containsPattern = (text) => `%${text.replace(/[!%_]/g, (c) => `!${c}`)}%`;

/** Before a search: the index's state, and the accounts changed since (none in the bench). */
export const SYNC_SQL = [
  `SELECT synced_until FROM search_index_state WHERE name = 'users'`,
  `SELECT u.id, u.username, u.email, t.indexed FROM users u
   LEFT JOIN user_search_texts t ON t.user_id = u.id
   WHERE u.updated_at >= ?`,
];

/** How many accounts hold each run of the search, counted up to RARE_GRAM_MAX + 1. */
export function gramCountSql(q) {
  const grams = searchGrams(q);
  if (grams.length === 0) return undefined;
  const tried =
    grams.length <= GRAMS_TRIED
      ? grams
      : Array.from(
          { length: GRAMS_TRIED },
          (_, i) => grams[Math.floor((i * (grams.length - 1)) / (GRAMS_TRIED - 1))],
        );
  return {
    sql: `SELECT ${tried
      .map(
        (_, i) =>
          `(SELECT COUNT(*) FROM (SELECT 1 FROM user_search_grams WHERE gram = ? LIMIT ${RARE_GRAM_MAX + 1}) c${i}) AS n${i}`,
      )
      .join(', ')}`,
    params: tried,
    rarest(row) {
      let best;
      tried.forEach((gram, i) => {
        const n = Number(row[`n${i}`]);
        if (!best || n < best.n) best = { gram, n };
      });
      return best && best.n <= RARE_GRAM_MAX ? best.gram : undefined;
    },
  };
}

export function usersPageSql({ status, role, q, cursor, limit = 50, gram }) {
  const clauses = [];
  const params = [];
  if (status) {
    clauses.push('u.status = ?');
    params.push(status);
  }
  if (role) {
    clauses.push('u.role = ?');
    params.push(role);
  }
  if (q && gram) {
    clauses.push('g.gram = ?');
    params.push(gram);
  }
  if (q) {
    clauses.push("(u.username LIKE ? ESCAPE '!' OR u.email LIKE ? ESCAPE '!')");
    params.push(containsPattern(q), containsPattern(q));
  }
  if (cursor) {
    const [at, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    const t = new Date(at).toISOString().slice(0, 23).replace('T', ' ');
    clauses.push('u.created_at <= ? AND (u.created_at < ? OR u.id < ?)');
    params.push(t, t, id);
  }
  return {
    sql: `SELECT u.id, u.username, u.email, u.phone_number, u.status, u.role, u.created_at,
                 p.last_seen_at
          FROM ${q && gram ? 'user_search_grams g JOIN users u ON u.id = g.user_id' : 'users u'}
          LEFT JOIN user_presence p ON p.user_id = u.id
          ${clauses.length ? `WHERE ${clauses.join(' AND ')}` : ''}
          ORDER BY u.created_at DESC, u.id DESC LIMIT ?`,
    params: [...params, Number(limit) + 1],
  };
}

/** The page as the API finds it: the index brought up to date, its rarest run, the page. */
export async function usersPage(conn, query) {
  let gram;
  if (query.q) {
    const [[state]] = await conn.query(SYNC_SQL[0]);
    await conn.query(SYNC_SQL[1], [state.synced_until]);
    const counts = gramCountSql(query.q);
    if (counts) {
      const [[row]] = await conn.query(counts.sql, counts.params);
      gram = counts.rarest(row);
    }
  }
  const { sql, params } = usersPageSql({ ...query, gram });
  return { sql, params, rows: (await conn.query(sql, params))[0] };
}
