import { randomUUID } from 'node:crypto';
import { CONTRIBUTION_TOTALS_BACKFILL } from '../../migrations/dist/1764400000000-contribution-totals.js';
import { loadRows } from '../lib/bulk-load.mjs';
import { GROUP_COLUMNS, USER_COLUMNS, benchGroupRow, benchUserRow } from '../lib/columns.mjs';

const DAY = 86_400_000;
const CYCLE_DAYS = 30;
const CURRENCIES = ['KES', 'KES', 'KES', 'KES', 'KES', 'KES', 'UGX', 'TZS', 'KES', 'USD'];

/**
 * Increasing ids in the UUIDv7 layout the API uses, so that a million rows append to the
 * primary key instead of landing at random places in it: 18 s instead of 84 s to load here.
 */
function orderedIds(ms) {
  const time = ms.toString(16).padStart(12, '0');
  let n = 0;
  return () => {
    const c = (n++).toString(16).padStart(18, '0');
    return `${time.slice(0, 8)}-${time.slice(8)}-7${c.slice(0, 3)}-8${c.slice(3, 6)}-${c.slice(6)}`;
  };
}

/**
 * Users, groups, memberships, contributions, payouts, join requests and notifications, streamed
 * in with LOAD DATA, and the contributions' running totals computed from them. Every group runs monthly cycles: all but the last are complete and paid
 * out, the last is in progress (a third of it pending). A third of the groups had a cycle in
 * the last 30 days; a few groups are completed, suspended or deleted.
 *
 * The benchmark's accounts (registered through the API) take seats in seeded groups: `admin`
 * administers four groups in two currencies, `member` sits in ten groups, with their share of
 * contributions and payouts.
 */
export async function seed(
  conn,
  { admin, member, passwordHash, now = new Date() },
  { users = 100_000, groups = 10_000, contributions = 1_000_000 } = {},
) {
  await conn.query('SET SESSION foreign_key_checks = 0, unique_checks = 0');
  const t = now.getTime();
  const contributionId = orderedIds(t);
  const userIds = Array.from({ length: users }, () => randomUUID());
  const adminGroups = new Set([5, 1234, 4326, 8765].map((g) => g % groups));
  const memberGroups = new Set(
    Array.from({ length: 10 }, (_, i) => (17 + i * 983) % groups).filter(
      (g) => !adminGroups.has(g),
    ),
  );

  const plan = Array.from({ length: groups }, (_, g) => {
    const size = 6 + (g % 13);
    // 9973 is prime to the user count, so the seats of a group are distinct users.
    const seats = Array.from({ length: size }, (_, k) => userIds[(g * 131 + k * 9973) % users]);
    if (adminGroups.has(g)) seats[0] = admin;
    if (memberGroups.has(g)) seats[1] = member;
    const quota = Math.floor(contributions / groups) + (g < contributions % groups ? 1 : 0);
    const cycles = Math.ceil(quota / size);
    const lastDue = t - ((g % 90) + 1) * DAY;
    const start = lastDue - (cycles - 1) * CYCLE_DAYS * DAY;
    const currency = adminGroups.has(g) && g % 2 ? 'UGX' : CURRENCIES[g % 10];
    const cents =
      currency === 'USD'
        ? (10 + (g % 5) * 10) * 100
        : (500 + (g % 40) * 250) * 100 + (g % 4 ? 0 : 50);
    return {
      id: randomUUID(),
      g,
      seats,
      quota,
      cycles,
      start,
      currency,
      cents,
      created: new Date(start - 10 * DAY),
      status: g % 20 === 7 ? 'completed' : g % 97 === 11 ? 'suspended' : 'active',
      deletedAt:
        g % 250 === 3 && !adminGroups.has(g) && !memberGroups.has(g) ? new Date(t - DAY) : null,
    };
  });
  const money = (cents) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
  const due = (p, cycle) => p.start + (cycle - 1) * CYCLE_DAYS * DAY;

  const tables = {};
  const load = async (table, columns, rows) => {
    const t0 = Date.now();
    tables[table] = { rows: await loadRows(conn, table, columns, rows) };
    tables[table].ms = Date.now() - t0;
  };
  await load(
    'users',
    USER_COLUMNS,
    (function* () {
      const created = new Date(t - 800 * DAY);
      for (const [i, id] of userIds.entries())
        yield benchUserRow({
          id,
          email: `bench.user.${i}@bench.test`,
          passwordHash,
          name: `User${i}`,
          created,
        });
    })(),
  );

  await load(
    'savings_groups',
    [...GROUP_COLUMNS, 'deleted_at', 'rotation_started_at'],
    (function* () {
      for (const p of plan)
        yield [
          ...benchGroupRow({
            id: p.id,
            g: p.g,
            codePrefix: 'D',
            description: `Bench group number ${p.g} for the dashboards benchmark`,
            category: p.g % 3 ? 'savings' : 'business',
            adminId: p.seats[0],
            currency: p.currency,
            contribution: money(p.cents),
            maxMembers: 50,
            memberCount: p.seats.length,
            isPublic: p.g % 4 !== 0,
            status: p.status,
            startDate: new Date(p.start).toISOString().slice(0, 10),
            cycle: p.cycles,
            created: p.created,
          }),
          p.deletedAt,
          new Date(p.start),
        ];
    })(),
  );

  await load(
    'memberships',
    ['id', 'group_id', 'user_id', 'role', 'status', 'joined_at'],
    (function* () {
      for (const p of plan)
        for (const [k, userId] of p.seats.entries()) {
          // Every third group has a member who joined in the last 30 days.
          const late = k === p.seats.length - 1 && p.g % 3 === 0;
          const joined = late
            ? new Date(t - ((p.g % 28) + 1) * DAY)
            : new Date(p.created.getTime() + k * 3_600_000);
          yield [randomUUID(), p.id, userId, k === 0 ? 'admin' : 'member', 'active', joined];
        }
    })(),
  );

  await load(
    'contributions',
    [
      'id',
      'group_id',
      'user_id',
      'cycle_number',
      'amount',
      'currency',
      'method',
      'status',
      'recorded_by',
      'rejection_reason',
      'decided_by',
      'decided_at',
      'created_at',
    ],
    (function* () {
      for (const p of plan) {
        const amount = money(p.cents);
        let made = 0;
        for (let cycle = 1; cycle <= p.cycles; cycle += 1)
          for (const [j, userId] of p.seats.entries()) {
            if (made === p.quota) break;
            made += 1;
            const created = Math.min(due(p, cycle) + ((j % 5) - 2) * DAY + j * 60_000, t - 60_000);
            const status =
              cycle === p.cycles
                ? j % 3 === 2
                  ? 'pending'
                  : 'approved'
                : (p.g * 7 + cycle * 13 + j * 31) % 37 === 0
                  ? 'rejected'
                  : 'approved';
            const decided = status === 'pending' ? null : new Date(created + 2 * 3_600_000);
            yield [
              contributionId(),
              p.id,
              userId,
              cycle,
              amount,
              p.currency,
              j % 4 === 3 ? 'mobile_money' : 'cash',
              status,
              userId,
              status === 'rejected' ? 'Montant incorrect' : null,
              decided ? p.seats[0] : null,
              decided,
              new Date(created),
            ];
          }
      }
    })(),
  );

  // The running totals the API keeps as it approves, built from the contributions as the
  // migration builds them.
  for (const [table, sql] of Object.entries(CONTRIBUTION_TOTALS_BACKFILL)) {
    const t0 = Date.now();
    const [result] = await conn.query(sql);
    tables[table] = { rows: result.affectedRows, ms: Date.now() - t0 };
  }

  await load(
    'payouts',
    [
      'id',
      'group_id',
      'cycle_number',
      'beneficiary_id',
      'amount',
      'currency',
      'recorded_by',
      'created_at',
    ],
    (function* () {
      for (const p of plan)
        for (let cycle = 1; cycle < p.cycles; cycle += 1)
          yield [
            randomUUID(),
            p.id,
            cycle,
            p.seats[(cycle - 1) % p.seats.length],
            money(p.cents * p.seats.length),
            p.currency,
            p.seats[0],
            new Date(due(p, cycle) + 5 * DAY),
          ];
    })(),
  );

  await load(
    'join_requests',
    ['id', 'group_id', 'user_id', 'message', 'status', 'created_at'],
    (function* () {
      for (const p of plan) {
        const waiting = adminGroups.has(p.g) ? 2 : p.g % 2 === 0 ? 1 : 0;
        for (let i = 0; i < waiting; i += 1)
          yield [
            randomUUID(),
            p.id,
            userIds[(p.g * 7 + i * 3 + 50_000) % users],
            'Karibu? Ningependa kujiunga.',
            'pending',
            new Date(t - ((p.g % 20) + 1) * DAY),
          ];
      }
    })(),
  );

  await load(
    'notifications',
    ['id', 'user_id', 'type', 'title', 'message', 'priority', 'is_read', 'data', 'created_at'],
    (function* () {
      for (const userId of [admin, member])
        for (let i = 0; i < 40; i += 1)
          yield [
            randomUUID(),
            userId,
            i % 2 ? 'contribution_confirmed' : 'payment_reminder',
            'Rappel de paiement',
            `Votre contribution pour le cycle ${i + 1} est attendue.`,
            i % 2 ? 'medium' : 'high',
            i > 5,
            JSON.stringify({ cycle: String(i + 1) }),
            new Date(t - i * DAY),
          ];
    })(),
  );

  await conn.query("UPDATE users SET role = 'admin' WHERE id = ?", [admin]);
  await conn.query('SET SESSION foreign_key_checks = 1, unique_checks = 1');
  return tables;
}
