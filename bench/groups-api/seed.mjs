import { randomUUID } from 'node:crypto';
import { GROUP_COLUMNS, USER_COLUMNS, benchGroupRow, benchUserRow } from '../lib/columns.mjs';

const CHUNK = 1000;

async function insertRows(conn, table, columns, rows) {
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK);
    await conn.query(
      `INSERT INTO \`${table}\` (${columns.map((c) => `\`${c}\``).join(',')}) VALUES ?`,
      [chunk],
    );
  }
}

/**
 * 10,000 groups, 100,000 memberships and 10,000 users, written in bulk. The benchmark's own
 * user (already registered through the API) is a member of 20 of the groups.
 */
export async function seed(
  conn,
  benchUserId,
  passwordHash,
  { groups = 10_000, memberships = 100_000 } = {},
) {
  const userCount = 10_000;
  const t0 = new Date('2026-01-01T00:00:00Z').getTime();
  const users = Array.from({ length: userCount }, (_, i) =>
    benchUserRow({
      id: randomUUID(),
      email: `bench.user.${i}@bench.test`,
      passwordHash,
      name: `User${i}`,
      role: i % 50 === 0 ? 'admin' : 'member',
      created: new Date(t0),
    }),
  );
  await insertRows(conn, 'users', USER_COLUMNS, users);

  const perGroup = Math.floor(memberships / groups);
  const groupRows = [];
  const membershipRows = [];
  for (let g = 0; g < groups; g += 1) {
    const id = randomUUID();
    const admin = users[(g * 7) % userCount][0];
    const created = new Date(t0 + g * 60_000);
    groupRows.push([
      ...benchGroupRow({
        id,
        g,
        codePrefix: 'B',
        description: `Bench group number ${g} for the listing benchmark`,
        category: g % 3 ? 'savings' : 'business',
        adminId: admin,
        contribution: (500 + (g % 40) * 250).toFixed(2),
        maxMembers: 50,
        memberCount: perGroup,
        isPublic: g % 4 !== 0,
        created,
      }),
      null,
    ]);
    for (let m = 0; m < perGroup; m += 1) {
      const userId = m === 0 ? admin : users[(g * perGroup + m * 101) % userCount][0];
      membershipRows.push([
        randomUUID(),
        id,
        userId,
        m === 0 ? 'admin' : 'member',
        'active',
        created,
        null,
      ]);
    }
  }
  // The benchmark user sits in 20 groups spread over the table.
  for (let k = 0; k < 20; k += 1) {
    const group = groupRows[(k * 487) % groups];
    membershipRows.push([randomUUID(), group[0], benchUserId, 'member', 'active', group[22], null]);
  }
  const unique = new Map(membershipRows.map((r) => [`${r[1]}:${r[2]}`, r]));
  await insertRows(conn, 'savings_groups', [...GROUP_COLUMNS, 'deleted_at'], groupRows);
  await insertRows(
    conn,
    'memberships',
    ['id', 'group_id', 'user_id', 'role', 'status', 'joined_at', 'left_at'],
    [...unique.values()],
  );
  return { users: userCount, groups: groupRows.length, memberships: unique.size };
}
