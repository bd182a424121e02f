import { DataSource, type DataSourceOptions } from 'typeorm';
import { OperatorsAndAuditChain1764700000000 } from './1764700000000-operators-and-audit-chain.js';
import { migrations } from './index.js';

/** An audit entry as the chain left it, with the fields its hash covers. */
export interface ChainedRow {
  id: string;
  seq: number;
  prev_hash: string;
  hash: string;
  created_at: string;
  admin_id: string | null;
  admin_name: string;
  action: string;
  details: string;
  category: string;
  ip_address: string | null;
}

/** More than one batch of the backfill (1000), so that its keyset paging is walked. */
export const BACKFILL_ENTRIES = 1003;

/**
 * Audit entries written before the chain existed, the chain migration applied over them, then
 * every migration undone: the chain the backfill wrote and its head. Two entries share a
 * millisecond (ordered by id then), one has no admin and no address, one carries accents and
 * quotes that the serialisation must escape the same way everywhere.
 */
export async function auditChainScenario(
  options: DataSourceOptions,
): Promise<{ rows: ChainedRow[]; head: { last_seq: number; last_hash: string } }> {
  const through = migrations.slice(0, migrations.indexOf(OperatorsAndAuditChain1764700000000) + 1);
  const before = new DataSource({ ...options, migrations: through.slice(0, -1), entities: [] });
  await before.initialize();
  try {
    await before.runMigrations({ transaction: 'each' });
    await writeEntries(before);
  } finally {
    await before.destroy();
  }
  const ds = new DataSource({ ...options, migrations: through, entities: [] });
  await ds.initialize();
  try {
    await ds.runMigrations({ transaction: 'each' });
    const rows = (
      await ds.query<Array<Record<string, unknown>>>(
        `SELECT id, seq, prev_hash, hash, created_at, admin_id, admin_name, action, details,
           category, ip_address FROM audit_entries ORDER BY seq`,
      )
    ).map(asChainedRow);
    const [head] = await ds.query<Array<{ last_seq: number | string; last_hash: string }>>(
      'SELECT last_seq, last_hash FROM audit_chain_head',
    );
    for (let i = 0; i < through.length; i += 1) await ds.undoLastMigration({ transaction: 'each' });
    return { rows, head: { last_seq: Number(head!.last_seq), last_hash: head!.last_hash } };
  } finally {
    await ds.destroy();
  }
}

async function writeEntries(ds: DataSource): Promise<void> {
  const special: Array<[string, string, string | null, string, string, string | null]> = [
    ['e-b', '2025-03-01 08:00:00.000', 'u1', 'Awa Diop', 'Détails « cités » "ici"', '10.0.0.1'],
    ['e-a', '2025-03-01 08:00:00.000', 'u1', 'Awa Diop', 'same millisecond, smaller id', null],
    ['e-c', '2025-02-28 23:59:59.999', null, 'system', 'the oldest', null],
  ];
  await ds.transaction(async (tx) => {
    for (const [id, at, adminId, adminName, details, ip] of special)
      await tx.query(
        `INSERT INTO audit_entries (id, created_at, admin_id, admin_name, action, details, category, ip_address)
         VALUES (?, ?, ?, ?, 'user_suspended', ?, 'user_management', ?)`,
        [id, at, adminId, adminName, details, ip],
      );
    for (let i = 0; i < BACKFILL_ENTRIES - special.length; i += 1)
      await tx.query(
        `INSERT INTO audit_entries (id, created_at, admin_id, admin_name, action, details, category, ip_address)
         VALUES (?, ?, 'u1', 'Awa Diop', 'group_deleted', ?, 'group_management', '10.0.0.2')`,
        [`f-${String(i).padStart(5, '0')}`, '2025-03-02 00:00:00.000', `group ${i}`],
      );
  });
}

function asChainedRow(row: Record<string, unknown>): ChainedRow {
  const at = row.created_at;
  return {
    id: String(row.id),
    seq: Number(row.seq),
    prev_hash: String(row.prev_hash),
    hash: String(row.hash),
    created_at:
      at instanceof Date
        ? at.toISOString()
        : new Date(`${String(at).replace(' ', 'T')}Z`).toISOString(),
    admin_id: row.admin_id === null ? null : String(row.admin_id),
    admin_name: String(row.admin_name),
    action: String(row.action),
    details: String(row.details),
    category: String(row.category),
    ip_address: row.ip_address === null ? null : String(row.ip_address),
  };
}

/**
 * The first three entries' hashes, the same on every database: computed once, and again by an
 * independent implementation (Python's json and hashlib over the same array).
 */
export const EXPECTED_FIRST_HASHES = [
  '068906b6c97ce6902dc74c09005528676208d215f90e2667a3f62aec2ce82fd3',
  '88da9734d5ce90e1121297b8590b4b0920f334808d4ae9081578202cbeb170be',
  'af41ee637c265951f1f297f8c0dfdf72deedfbaa471562a5b1e3eccae58853ae',
];
