// Baseline: bare Fastify running, through mysql2, the SQL the API runs for the users tab (the
// caller's session and account first, then the page), answering the same page. What the
// endpoint costs without Nest, TypeORM, the schemas or the mapping: the database's ceiling.
import Fastify from 'fastify';
import { createPool } from 'mysql2/promise';
import { usersPage } from './users-page-sql.mjs';

const pool = createPool({ uri: process.env.DATABASE_URL, connectionLimit: 10, timezone: 'Z' });
const sessions = new Map(Object.entries(JSON.parse(process.env.BENCH_SESSIONS)));
const app = Fastify();

app.get('/api/superadmin/users', async (request, reply) => {
  const token = /^Bearer\s+(.+)$/i.exec(request.headers.authorization ?? '')?.[1];
  const [sid, uid] = sessions.get(token) ?? [];
  const [[caller]] = await pool.query(
    `SELECT u.*, s.revoked_at, s.expires_at FROM sessions s JOIN users u ON u.id = s.user_id
     LEFT JOIN user_settings st ON st.user_id = s.user_id WHERE s.id = ? AND s.user_id = ?`,
    [sid, uid],
  );
  if (caller?.role !== 'super_admin') return reply.code(403).send({ code: 'SUPERADMIN_REQUIRED' });
  const limit = Number(request.query.limit ?? 50);
  const { rows } = await usersPage(pool, { ...request.query, limit });
  const items = rows.slice(0, limit).map((r) => ({
    id: r.id,
    username: r.username,
    email: r.email,
    phone: r.phone_number,
    status: r.status,
    role: r.role,
    created_at: r.created_at.toISOString(),
    last_seen_at: r.last_seen_at ? r.last_seen_at.toISOString() : null,
  }));
  const last = items.at(-1);
  return {
    items,
    nextCursor:
      rows.length > limit && last
        ? Buffer.from(JSON.stringify([last.created_at, last.id])).toString('base64url')
        : null,
  };
});

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('listening');
