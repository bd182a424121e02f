// Baseline: bare Fastify running, through mysql2, the same SQL the API runs for the two
// listings (the caller's row, the page, then the admins, the caller's memberships, the
// pending requests). What a database-backed endpoint costs without Nest, TypeORM or mapping.
import Fastify from 'fastify';
import { createPool } from 'mysql2/promise';

const pool = createPool({ uri: process.env.DATABASE_URL, connectionLimit: 10, timezone: 'Z' });
const userId = process.env.BENCH_USER_ID;
const app = Fastify();

async function views(rows) {
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return [];
  const [admins, mine, pending] = await Promise.all([
    pool.query('SELECT id, username, phone_number FROM users WHERE id IN (?)', [
      [...new Set(rows.map((r) => r.admin_id))],
    ]),
    pool.query(
      "SELECT group_id, role FROM memberships WHERE user_id = ? AND status = 'active' AND group_id IN (?)",
      [userId, ids],
    ),
    pool.query(
      "SELECT group_id FROM join_requests WHERE user_id = ? AND status = 'pending' AND group_id IN (?)",
      [userId, ids],
    ),
  ]);
  const adminById = new Map(admins[0].map((a) => [a.id, a]));
  const memberOf = new Set(mine[0].map((m) => m.group_id));
  const pendingIn = new Set(pending[0].map((p) => p.group_id));
  return rows.map((g) => ({
    ...g,
    admin_name: adminById.get(g.admin_id)?.username ?? '',
    my_relation: memberOf.has(g.id) ? 'member' : pendingIn.has(g.id) ? 'pending' : null,
  }));
}

app.get('/api/groups', async () => {
  await pool.query('SELECT * FROM users WHERE id = ?', [userId]);
  const [rows] = await pool.query(
    `SELECT g.* FROM savings_groups g
     INNER JOIN (SELECT m.group_id AS group_id FROM memberships m WHERE m.user_id = ? AND m.status = 'active'
                 UNION SELECT r.group_id AS group_id FROM join_requests r WHERE r.user_id = ? AND r.status = 'pending') mine
       ON mine.group_id = g.id
     WHERE g.deleted_at IS NULL
     ORDER BY g.created_at DESC, g.id DESC LIMIT 21`,
    [userId, userId],
  );
  return { items: await views(rows.slice(0, 20)), next_cursor: null };
});

app.get('/api/groups/explore', async () => {
  await pool.query('SELECT * FROM users WHERE id = ?', [userId]);
  const [rows] = await pool.query(
    `SELECT g.* FROM savings_groups g WHERE g.deleted_at IS NULL
       AND g.id NOT IN (SELECT m.group_id FROM memberships m WHERE m.user_id = ? AND m.status = 'active')
       AND g.status = 'active'
     ORDER BY g.created_at DESC, g.id DESC LIMIT 21`,
    [userId],
  );
  return { items: await views(rows.slice(0, 20)), next_cursor: null };
});

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('ready');
