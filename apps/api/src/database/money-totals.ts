import Big from 'big.js';
import type { DataSource } from 'typeorm';

/**
 * The dialects' money sums, for the read services of every domain (infrastructure: the same
 * over any table).
 *
 * An exact SQL total of a money expression. MariaDB adds DECIMAL exactly. SQLite keeps DECIMAL
 * as REAL, where adding amounts could drift by a cent over many rows, so there each amount is
 * added as whole cents: integers, which it adds exactly.
 */
export function moneyTotalSql(db: DataSource, expression: string): string {
  return db.options.type === 'better-sqlite3'
    ? `SUM(CAST(ROUND((${expression}) * 100) AS INTEGER))`
    : `SUM(${expression})`;
}

/** The value of a moneyTotalSql column as a two-decimal string; no rows is '0.00'. */
export function readMoneyTotal(db: DataSource, value: unknown): string {
  if (value === null || value === undefined) return '0.00';
  const total = new Big(String(value));
  return (db.options.type === 'better-sqlite3' ? total.div(100) : total).toFixed(2);
}
