import { createHash } from 'node:crypto';

/** The previous hash of the first entry. */
export const GENESIS_HASH = '0'.repeat(64);

/** The fields of an entry its hash covers, in the order they are hashed. */
export interface ChainedFields {
  seq: number;
  id: string;
  createdAt: Date;
  adminId: string | null;
  adminName: string;
  action: string;
  details: string;
  category: string;
  ipAddress: string | null;
}

/**
 * SHA-256 of the JSON array of the entry's fields with the previous entry's hash last: one
 * serialisation only (a fixed order, JSON's own escaping, the time as an ISO string to the
 * millisecond the column keeps), so that whoever recomputes it gets the same hash. The
 * migration that chained the entries already written has its own copy of this function.
 */
export function auditEntryHash(entry: ChainedFields, prevHash: string): string {
  const canonical = JSON.stringify([
    entry.seq,
    entry.id,
    entry.createdAt.toISOString(),
    entry.adminId,
    entry.adminName,
    entry.action,
    entry.details,
    entry.category,
    entry.ipAddress,
    prevHash,
  ]);
  return createHash('sha256').update(canonical, 'utf8').digest('hex');
}
