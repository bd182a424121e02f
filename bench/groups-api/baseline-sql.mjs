// Baseline: bare Fastify running, through mysql2, the same SQL the API runs for the two
// listings (the caller's row, then the page with the viewer's side of each group in one
// flat statement, as GroupListing.fetchViewed writes it; see listing-sql.mjs). What a database-backed endpoint costs
// without Nest, TypeORM or mapping.
import Fastify from 'fastify';
import { createPool } from 'mysql2/promise';
import { FLAT } from './listing-sql.mjs';

const pool = createPool({ uri: process.env.DATABASE_URL, connectionLimit: 10, timezone: 'Z' });
const userId = process.env.BENCH_USER_ID;
const app = Fastify();

async function page({ sql, params }) {
  const [rows] = await pool.query(sql, params);
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
  return page(FLAT.mine(userId));
});

app.get('/api/groups/explore', async () => {
  await pool.query('SELECT * FROM users WHERE id = ?', [userId]);
  return page(FLAT.explore(userId));
});

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('ready');
