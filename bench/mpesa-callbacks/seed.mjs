import { randomUUID } from 'node:crypto';
import { loadRows } from '../lib/bulk-load.mjs';
import { GROUP_COLUMNS, USER_COLUMNS, benchGroupRow, benchUserRow } from '../lib/columns.mjs';

/** What each member owes per cycle, in KES: a push asks for it, a matched paybill payment pays it. */
export const CONTRIBUTION = '1500.00';

/**
 * `payers` members in KES groups of `size` (the last one smaller), every user in one group (its
 * first member administers it), streamed in with LOAD DATA. The rotation has not started: each
 * member owes the whole contribution of cycle 1. Nobody signs in with a password: the benchmark
 * signs their tokens itself, so the hash is a placeholder argon2 never accepts. Answers the
 * payers, group by group: `{ userId, groupId }`.
 */
export async function seed(conn, { payers, size = 20 }) {
  await conn.query('SET SESSION foreign_key_checks = 0, unique_checks = 0');
  const created = new Date('2026-01-01T00:00:00Z');
  const groups = Array.from({ length: Math.ceil(payers / size) }, (_, g) => ({
    id: randomUUID(),
    members: Array.from({ length: Math.min(size, payers - g * size) }, () => randomUUID()),
  }));

  await loadRows(
    conn,
    'users',
    USER_COLUMNS,
    groups.flatMap((group, g) =>
      group.members.map((id, m) =>
        benchUserRow({
          id,
          email: `mpesa.${g}.${m}@bench.test`,
          passwordHash: '!seeded-without-password',
          name: `G${g}M${m}`,
          created,
        }),
      ),
    ),
  );
  await loadRows(
    conn,
    'savings_groups',
    GROUP_COLUMNS,
    groups.map((group, g) =>
      benchGroupRow({
        id: group.id,
        g,
        codePrefix: 'M',
        description: 'M-Pesa callbacks benchmark group',
        adminId: group.members[0],
        contribution: CONTRIBUTION,
        maxMembers: size,
        memberCount: group.members.length,
        created,
      }),
    ),
  );
  await loadRows(
    conn,
    'memberships',
    ['id', 'group_id', 'user_id', 'role', 'status', 'joined_at'],
    groups.flatMap((group) =>
      group.members.map((userId, m) => [
        randomUUID(),
        group.id,
        userId,
        m === 0 ? 'admin' : 'member',
        'active',
        created,
      ]),
    ),
  );
  await conn.query('SET SESSION foreign_key_checks = 1, unique_checks = 1');
  await conn.query('ANALYZE TABLE users, savings_groups, memberships');
  return groups.flatMap((group) => group.members.map((userId) => ({ userId, groupId: group.id })));
}
