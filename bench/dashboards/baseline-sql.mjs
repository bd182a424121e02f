// Baseline: bare Fastify running, through mysql2, the same SQL the API runs for the dashboard
// endpoints (the caller's row first, then the endpoint's queries, in the same order and
// parallelism), answering the same figures. What these endpoints cost without Nest, TypeORM or
// mapping: the database-backed ceiling.
import Fastify from 'fastify';
import { createPool } from 'mysql2/promise';

const pool = createPool({ uri: process.env.DATABASE_URL, connectionLimit: 10, timezone: 'Z' });
/** token → user id: the bench's accounts, so that each request names its caller. */
const accounts = new Map(Object.entries(JSON.parse(process.env.BENCH_ACCOUNTS)));
const WINDOW_MS = 30 * 86_400_000;
const app = Fastify();

async function caller(request) {
  const token = /^Bearer\s+(.+)$/i.exec(request.headers.authorization ?? '')?.[1];
  const [[user]] = await pool.query('SELECT * FROM users WHERE id = ? LIMIT 1', [
    accounts.get(token),
  ]);
  return user;
}

const rows = async (sql, params) => (await pool.query(sql, params))[0];
const one = async (sql, params) => (await rows(sql, params))[0];

function scoped(alias, groupIds) {
  return groupIds
    ? { sql: `${alias}.group_id IN (?)`, params: [groupIds] }
    : {
        sql: `${alias}.group_id IN (SELECT g.id FROM savings_groups g WHERE g.deleted_at IS NULL)`,
        params: [],
      };
}

app.get('/api/admin/stats', async (request, reply) => {
  const user = await caller(request);
  const superAdmin = user.role === 'super_admin';
  let tallies;
  let groupIds = null;
  if (superAdmin) {
    tallies = await rows(
      'SELECT g.status AS status, g.currency AS currency, COUNT(*) AS n FROM savings_groups g WHERE g.deleted_at IS NULL GROUP BY g.status, g.currency',
    );
  } else {
    const groups = await rows(
      `SELECT g.id, g.status, g.currency FROM savings_groups g
       INNER JOIN (SELECT m.group_id AS group_id FROM memberships m WHERE m.user_id = ? AND m.role = 'admin' AND m.status = 'active'
                   UNION SELECT o.id AS group_id FROM savings_groups o WHERE o.admin_id = ?) mine
         ON mine.group_id = g.id
       WHERE g.deleted_at IS NULL`,
      [user.id, user.id],
    );
    tallies = groups.map((g) => ({ status: g.status, currency: g.currency, n: 1 }));
    groupIds = groups.map((g) => g.id);
  }
  const totalGroups = tallies.reduce((s, t) => s + Number(t.n), 0);
  if (totalGroups === 0 && !superAdmin) return reply.code(403).send({ code: 'STATS_FORBIDDEN' });
  const since = new Date(Date.now() - WINDOW_MS);
  const sinceDay = since.toISOString().slice(0, 10);
  const scope = (alias) => scoped(alias, groupIds);
  const [counts, overall, recent] = await Promise.all([
    one(
      `SELECT COUNT(DISTINCT m.user_id) AS members,
              SUM(CASE WHEN m.joined_at >= ? AND m.role <> 'admin' THEN 1 ELSE 0 END) AS newcomers,
              (SELECT COUNT(*) FROM join_requests r WHERE r.status = 'pending' AND ${scope('r').sql}) AS pending,
              (SELECT COUNT(DISTINCT c.user_id) FROM contributions c WHERE c.status = 'approved' AND c.created_at >= ? AND ${scope('c').sql}) AS payers,
              (SELECT COUNT(*) FROM payouts p WHERE ${scope('p').sql}) AS payouts
       FROM memberships m WHERE m.status = 'active' AND ${scope('m').sql}`,
      [
        since,
        ...scope('r').params,
        since,
        ...scope('c').params,
        ...scope('p').params,
        ...scope('m').params,
      ],
    ),
    rows(
      `SELECT t.currency AS currency, SUM(t.approved_count) AS n, SUM(t.approved_amount) AS total FROM contribution_totals t WHERE ${scope('t').sql} GROUP BY t.currency HAVING SUM(t.approved_count) > 0 ORDER BY t.currency ASC`,
      scope('t').params,
    ),
    rows(
      `SELECT d.currency AS currency, SUM(d.approved_amount) AS monthly FROM contribution_daily_totals d WHERE d.day >= ? AND ${scope('d').sql} GROUP BY d.currency`,
      [sinceDay, ...scope('d').params],
    ),
  ]);
  const approved = overall.map((r) => ({
    ...r,
    monthly: recent.find((w) => w.currency === r.currency)?.monthly ?? '0.00',
  }));
  const byCurrency = new Map();
  for (const t of tallies)
    byCurrency.set(t.currency, (byCurrency.get(t.currency) ?? 0) + Number(t.n));
  const preferred = user.preferred_currency;
  const currency =
    [...byCurrency].sort(
      ([a, m], [b, n]) =>
        n - m || Number(b === preferred) - Number(a === preferred) || a.localeCompare(b),
    )[0]?.[0] ?? preferred;
  const managed = Object.fromEntries(approved.map((r) => [r.currency, r.total]));
  const monthly = Object.fromEntries(approved.map((r) => [r.currency, r.monthly]));
  const sumOf = (filter) => tallies.filter(filter).reduce((s, t) => s + Number(t.n), 0);
  return {
    totalGroups,
    activeGroups: sumOf((t) => t.status === 'active'),
    inactiveGroups: sumOf((t) => t.status !== 'active'),
    totalMembers: Number(counts.members),
    activeMembers: Number(counts.payers),
    totalTransactions: approved.reduce((s, r) => s + Number(r.n), 0) + Number(counts.payouts),
    totalManagedAmount: managed[currency] ?? '0.00',
    currency,
    managedByCurrency: managed,
    monthlyContributions: monthly[currency] ?? '0.00',
    monthlyContributionsByCurrency: monthly,
    pendingInvitations: Number(counts.pending),
    newMembersThisMonth: Number(counts.newcomers ?? 0),
    adminName: user.username,
  };
});

app.get('/api/users/me/summary', async (request) => {
  const user = await caller(request);
  const [contributions, payouts] = await Promise.all([
    rows(
      "SELECT c.currency AS currency, c.status AS status, COUNT(*) AS n, SUM(c.amount) AS total FROM contributions c WHERE c.user_id = ? AND c.status IN ('approved', 'pending') GROUP BY c.currency, c.status ORDER BY c.currency ASC",
      [user.id],
    ),
    rows(
      'SELECT p.currency AS currency, SUM(p.amount) AS total FROM payouts p WHERE p.beneficiary_id = ? GROUP BY p.currency ORDER BY p.currency ASC',
      [user.id],
    ),
  ]);
  return {
    total_contributed: Object.fromEntries(
      contributions.filter((r) => r.status === 'approved').map((r) => [r.currency, r.total]),
    ),
    total_received: Object.fromEntries(payouts.map((r) => [r.currency, r.total])),
    pending_count: contributions
      .filter((r) => r.status === 'pending')
      .reduce((s, r) => s + Number(r.n), 0),
  };
});

app.get('/api/groups', async (request) => {
  const user = await caller(request);
  const limit = Number(request.query.limit ?? 20);
  const page = await rows(
    `SELECT g.* FROM savings_groups g
     INNER JOIN (SELECT m.group_id AS group_id FROM memberships m WHERE m.user_id = ? AND m.status = 'active'
                 UNION SELECT r.group_id AS group_id FROM join_requests r WHERE r.user_id = ? AND r.status = 'pending') mine
       ON mine.group_id = g.id
     WHERE g.deleted_at IS NULL
     ORDER BY g.created_at DESC, g.id DESC LIMIT ?`,
    [user.id, user.id, limit + 1],
  );
  const items = page.slice(0, limit);
  if (items.length === 0) return { items: [], next_cursor: null };
  const ids = items.map((g) => g.id);
  const [admins, mine, pending] = await Promise.all([
    rows('SELECT id, username, phone_number FROM users WHERE id IN (?)', [
      [...new Set(items.map((g) => g.admin_id))],
    ]),
    rows("SELECT * FROM memberships WHERE group_id IN (?) AND user_id = ? AND status = 'active'", [
      ids,
      user.id,
    ]),
    rows(
      "SELECT * FROM join_requests WHERE group_id IN (?) AND user_id = ? AND status = 'pending'",
      [ids, user.id],
    ),
  ]);
  const adminById = new Map(admins.map((a) => [a.id, a]));
  const membership = new Map(mine.map((m) => [m.group_id, m]));
  const pendingIn = new Set(pending.map((p) => p.group_id));
  const adminGroups = items
    .filter((g) => g.admin_id === user.id || membership.get(g.id)?.role === 'admin')
    .map((g) => g.id);
  const counts = adminGroups.length
    ? await rows(
        "SELECT r.group_id AS groupId, COUNT(*) AS n FROM join_requests r WHERE r.group_id IN (?) AND r.status = 'pending' GROUP BY r.group_id",
        [adminGroups],
      )
    : [];
  const countOf = new Map(counts.map((c) => [c.groupId, Number(c.n)]));
  return {
    items: items.map((g) => ({
      ...g,
      admin_name: adminById.get(g.admin_id)?.username ?? '',
      my_relation: adminGroups.includes(g.id)
        ? 'admin'
        : membership.has(g.id)
          ? 'member'
          : pendingIn.has(g.id)
            ? 'pending'
            : null,
      pending_requests_count: adminGroups.includes(g.id) ? (countOf.get(g.id) ?? 0) : null,
    })),
    next_cursor: null,
  };
});

app.get('/api/notifications', async (request) => {
  const user = await caller(request);
  return rows(
    'SELECT * FROM notifications WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT 100',
    [user.id],
  );
});

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('ready');
