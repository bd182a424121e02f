import { createHash } from 'node:crypto';
import { Table, TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { integer, text } from './columns.js';

/** The previous hash of the first entry. */
const GENESIS = '0'.repeat(64);
const BATCH = 1000;

interface AuditRow {
  id: string;
  created_at: Date | string;
  admin_id: string | null;
  admin_name: string;
  action: string;
  details: string;
  category: string;
  ip_address: string | null;
}

/**
 * MariaDB hands a DATETIME back as a Date, SQLite as the UTC text TypeORM wrote
 * ('YYYY-MM-DD HH:MM:SS.SSS'): both become the ISO string the API hashes.
 */
function isoOf(value: Date | string): string {
  if (value instanceof Date) return value.toISOString();
  return new Date(`${value.replace(' ', 'T')}Z`).toISOString();
}

/**
 * The audit entry's hash, exactly as the API computes it when it appends one
 * (apps/api/src/audit/audit-chain.ts): SHA-256 of the JSON array of its fields in this order,
 * the previous entry's hash last. Copied, not imported: history must not change with the code.
 */
function entryHash(row: AuditRow, seq: number, prevHash: string): string {
  const canonical = JSON.stringify([
    seq,
    row.id,
    isoOf(row.created_at),
    row.admin_id,
    row.admin_name,
    row.action,
    row.details,
    row.category,
    row.ip_address,
    prevHash,
  ]);
  return createHash('sha256').update(canonical, 'utf8').digest('hex');
}

/**
 * The audit trail becomes a hash chain: each entry stores its position (`seq`, unique), the
 * hash of the entry before it and its own hash, so that an entry changed or removed with SQL is
 * found by walking the chain. `audit_chain_head` holds the last position and hash: appending
 * locks that one row, so two writers never take the same position, and a removal of the last
 * entries still shows. The entries already written are chained in the order they were written
 * (time, then id), in batches.
 *
 * Support staff need no change here: `users.role` is a varchar the new role fits in.
 */
export class OperatorsAndAuditChain1764700000000 implements MigrationInterface {
  name = 'OperatorsAndAuditChain1764700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.addColumns('audit_entries', [
      new TableColumn(integer('seq', 0)),
      new TableColumn({ ...text('prev_hash', 64), default: "''" }),
      new TableColumn({ ...text('hash', 64), default: "''" }),
    ]);
    await q.createTable(
      new Table({
        name: 'audit_chain_head',
        columns: [
          { ...text('id', 16), isPrimary: true },
          integer('last_seq'),
          text('last_hash', 64),
        ],
      }),
    );

    let seq = 0;
    let prevHash = GENESIS;
    let after: { created_at: Date | string; id: string } | undefined;
    for (;;) {
      const rows = (await q.query(
        `SELECT id, created_at, admin_id, admin_name, action, details, category, ip_address
         FROM audit_entries
         ${after ? 'WHERE created_at > ? OR (created_at = ? AND id > ?)' : ''}
         ORDER BY created_at, id LIMIT ${BATCH}`,
        after ? [after.created_at, after.created_at, after.id] : [],
      )) as AuditRow[];
      for (const row of rows) {
        seq += 1;
        const hash = entryHash(row, seq, prevHash);
        await q.query('UPDATE audit_entries SET seq = ?, prev_hash = ?, hash = ? WHERE id = ?', [
          seq,
          prevHash,
          hash,
          row.id,
        ]);
        prevHash = hash;
      }
      if (rows.length < BATCH) break;
      after = rows[rows.length - 1];
    }
    await q.query('INSERT INTO audit_chain_head (id, last_seq, last_hash) VALUES (?, ?, ?)', [
      'audit',
      seq,
      prevHash,
    ]);
    await q.createIndex(
      'audit_entries',
      new TableIndex({ name: 'UQ_audit_entries_seq', columnNames: ['seq'], isUnique: true }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropIndex('audit_entries', 'UQ_audit_entries_seq');
    await q.dropTable('audit_chain_head');
    for (const column of ['hash', 'prev_hash', 'seq']) await q.dropColumn('audit_entries', column);
  }
}
