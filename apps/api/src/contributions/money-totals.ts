import Big from 'big.js';
import type { DataSource } from 'typeorm';

/**
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

/**
 * A contribution (alias `c`) whose cycle's pot is not paid out yet: what MONEY_FIGURE_DEFINITIONS
 * counts as saved. A cycle's contributions leave the savings when its payout is recorded.
 */
export const NOT_PAID_OUT =
  'NOT EXISTS (SELECT 1 FROM payouts p WHERE p.group_id = c.group_id AND p.cycle_number = c.cycle_number)';
