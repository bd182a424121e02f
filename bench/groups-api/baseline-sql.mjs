// Baseline: bare Fastify running, through mysql2, the same SQL the API runs for the two
// listings (the caller's row, then the page with the viewer's side of each group in one
// statement, as GroupListing.fetchViewed writes it). What a database-backed endpoint costs
// without Nest, TypeORM or mapping.
import Fastify from 'fastify';
import { createPool } from 'mysql2/promise';

const pool = createPool({ uri: process.env.DATABASE_URL, connectionLimit: 10, timezone: 'Z' });
const userId = process.env.BENCH_USER_ID;
const app = Fastify();

const VIEWED =
  'SELECT p.*, a.username AS view_admin_name, a.phone_number AS view_admin_phone, ' +
  "(SELECT m.role FROM memberships m WHERE m.group_id = p.id AND m.user_id = ? AND m.status = 'active' LIMIT 1) AS view_role, " +
  "(SELECT COUNT(*) FROM join_requests r WHERE r.group_id = p.id AND r.user_id = ? AND r.status = 'pending') AS view_mine_pending, " +
  "(SELECT COUNT(*) FROM join_requests r WHERE r.group_id = p.id AND r.status = 'pending') AS view_pending_count ";

async function page(pageSql, params) {
  const [rows] = await pool.query(
    `${VIEWED} FROM (${pageSql}) p LEFT JOIN users a ON a.id = p.admin_id ORDER BY p.created_at DESC, p.id DESC`,
    [userId, userId, ...params],
  );
  const items = rows.slice(0, 20).map((g) => ({
    ...g,
    admin_name: g.view_admin_name ?? '',
    my_relation:
      g.admin_id === userId || g.view_role === 'admin'
        ? 'admin'
        : g.view_role
          ? 'member'
          : Number(g.view_mine_pending) > 0
            ? 'pending'
            : null,
  }));
  return { items, next_cursor: null };
}

app.get('/api/groups', async () => {
  await pool.query('SELECT * FROM users WHERE id = ?', [userId]);
  return page(
    `SELECT g.* FROM savings_groups g
     INNER JOIN (SELECT m.group_id AS group_id FROM memberships m WHERE m.user_id = ? AND m.status = 'active'
                 UNION SELECT r.group_id AS group_id FROM join_requests r WHERE r.user_id = ? AND r.status = 'pending') mine
       ON mine.group_id = g.id
     WHERE g.deleted_at IS NULL
     ORDER BY g.created_at DESC, g.id DESC LIMIT 21`,
    [userId, userId],
  );
});

app.get('/api/groups/explore', async () => {
  await pool.query('SELECT * FROM users WHERE id = ?', [userId]);
  return page(
    `SELECT g.* FROM savings_groups g WHERE g.deleted_at IS NULL
       AND g.id NOT IN (SELECT m.group_id FROM memberships m WHERE m.user_id = ? AND m.status = 'active')
       AND g.status = 'active'
     ORDER BY g.created_at DESC, g.id DESC LIMIT 21`,
    [userId],
  );
});

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('ready');
