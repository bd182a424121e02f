import { randomUUID } from 'node:crypto';
import { loadRows } from '../lib/bulk-load.mjs';
import { GROUP_COLUMNS, USER_COLUMNS, benchGroupRow, benchUserRow } from '../lib/columns.mjs';

/**
 * `groups` groups of `size` active members each, every user in exactly one group (its first
 * member administers it), streamed in with LOAD DATA. Nobody signs in with a password: the
 * benchmark signs their tokens itself, so the hash is a placeholder argon2 never accepts.
 * Answers the groups with their members' ids, the admin first.
 */
export async function seed(conn, { groups = 100, size = 20 } = {}) {
  await conn.query('SET SESSION foreign_key_checks = 0, unique_checks = 0');
  const created = new Date('2026-01-01T00:00:00Z');
  const plan = Array.from({ length: groups }, (_, g) => ({
    id: randomUUID(),
    name: `Chama ${g}`,
    members: Array.from({ length: size }, () => randomUUID()),
  }));

  await loadRows(
    conn,
    'users',
    USER_COLUMNS,
    plan.flatMap((group, g) =>
      group.members.map((id, m) =>
        benchUserRow({
          id,
          email: `chat.${g}.${m}@bench.test`,
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
    plan.map((group, g) =>
      benchGroupRow({
        id: group.id,
        g,
        codePrefix: 'C',
        description: 'Chat fan-out benchmark group',
        adminId: group.members[0],
        contribution: '1000.00',
        maxMembers: size,
        memberCount: size,
        created,
      }),
    ),
  );
  await loadRows(
    conn,
    'memberships',
    ['id', 'group_id', 'user_id', 'role', 'status', 'joined_at'],
    plan.flatMap((group) =>
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
  await conn.query('ANALYZE TABLE users, savings_groups, memberships');
  return plan;
}
