/**
 * What a statement may change, read from its text: the tables it writes, nothing (a read, or a
 * transaction's own bookkeeping), or possibly anything. The read caches trust only this, so any
 * statement it cannot read for certain (DDL, a multi-table UPDATE or DELETE, a CTE, a call)
 * counts as writing everything: a cache emptied for nothing costs one read, a cache kept
 * across a write would show a member what is no longer true.
 */
export type WrittenTables =
  { kind: 'none' } | { kind: 'tables'; tables: string[] } | { kind: 'all' };

export type TransactionStep = 'begin' | 'commit' | 'rollback';

const NONE: WrittenTables = { kind: 'none' };
const ALL: WrittenTables = { kind: 'all' };

// A table name as MySQL (`name`) and SQLite ("name") quote it, maybe behind its schema.
const NAME = String.raw`(?:[\`"]?\w+[\`"]?\.)?[\`"]?(\w+)[\`"]?`;

const READS =
  /^(?:SELECT|SHOW|EXPLAIN|DESCRIBE|DESC|SET|PRAGMA|SAVEPOINT|RELEASE|ROLLBACK\s+TO|DO|ANALYZE|CHECKSUM|LOCK|UNLOCK)\b/i;
const INSERT = new RegExp(
  String.raw`^(?:INSERT|REPLACE)\s+(?:(?:LOW_PRIORITY|DELAYED|HIGH_PRIORITY|IGNORE|OR\s+\w+)\s+)*(?:INTO\s+)?${NAME}(?:\s|\(|$)`,
  'i',
);
// One table, maybe with an alias, then SET: a join or a list of tables falls through to ALL.
const UPDATE = new RegExp(
  String.raw`^UPDATE\s+(?:(?:LOW_PRIORITY|IGNORE|OR\s+\w+)\s+)*${NAME}(?:\s+(?:AS\s+)?\w+)?\s+SET\b`,
  'i',
);
const DELETE = new RegExp(
  String.raw`^DELETE\s+(?:(?:LOW_PRIORITY|QUICK|IGNORE)\s+)*FROM\s+${NAME}(?:\s+(?:AS\s+)?(?!WHERE\b|ORDER\b|LIMIT\b|RETURNING\b)\w+)?\s*(?:WHERE\b|ORDER\b|LIMIT\b|RETURNING\b|$)`,
  'i',
);

export function writtenTables(sql: string): WrittenTables {
  const text = sql.trimStart();
  if (READS.test(text) || transactionStep(text)) return NONE;
  for (const pattern of [INSERT, UPDATE, DELETE]) {
    const table = pattern.exec(text)?.[1];
    if (table) return { kind: 'tables', tables: [table.toLowerCase()] };
  }
  return ALL;
}

/** START TRANSACTION / BEGIN, COMMIT, ROLLBACK (a savepoint's own ROLLBACK TO is none of them). */
export function transactionStep(sql: string): TransactionStep | undefined {
  const text = sql.trimStart();
  if (/^(?:START\s+TRANSACTION|BEGIN)\b/i.test(text)) return 'begin';
  if (/^COMMIT\b/i.test(text)) return 'commit';
  if (/^ROLLBACK\b(?!\s+TO\b)/i.test(text)) return 'rollback';
  return undefined;
}
