// The users tab's page query exactly as the API sends it (ConsoleListsViews.users in
// apps/api/src/superadmin/console-lists-views.service.ts), for the baseline and the EXPLAIN.

const containsPattern = (text) => `%${text.replace(/[!%_]/g, (c) => `!${c}`)}%`;

export function usersPageSql({ status, role, q, cursor, limit = 50 }) {
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
          FROM users u LEFT JOIN user_presence p ON p.user_id = u.id
          ${clauses.length ? `WHERE ${clauses.join(' AND ')}` : ''}
          ORDER BY u.created_at DESC, u.id DESC LIMIT ?`,
    params: [...params, Number(limit) + 1],
  };
}
