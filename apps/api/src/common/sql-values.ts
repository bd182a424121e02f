/**
 * Values of hand-written SQL as both drivers hand them back: mysql2 gives DATETIME as a Date
 * (timezone 'Z') and DECIMAL as a string; better-sqlite3 gives the text TypeORM stored
 * ('YYYY-MM-DD HH:MM:SS.mmm', UTC) and numbers.
 */
import Big from 'big.js';

export function isoTime(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  const text = String(value);
  return new Date(text.includes('T') ? text : `${text.replace(' ', 'T')}Z`).toISOString();
}

export function isoTimeOrNull(value: unknown): string | null {
  return value === null || value === undefined ? null : isoTime(value);
}

/** A DATE column as 'YYYY-MM-DD'. */
export function isoDate(value: unknown): string {
  return value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);
}

/** A money column or sum as a two-decimal string, exactly. */
export function moneyText(value: unknown): string {
  return new Big(value === null || value === undefined ? 0 : String(value)).toFixed(2);
}

/** 'YYYY-MM-DD HH:MM:SS.mmm' (UTC): what both databases compare a DATETIME(3) with. */
export function sqlTime(at: Date): string {
  return at.toISOString().slice(0, 23).replace('T', ' ');
}

/**
 * A LIKE pattern matching `text` anywhere, its own % and _ taken literally: use with
 * `ESCAPE '!'` (a backslash would be read differently by MariaDB's and SQLite's literals).
 */
export const LIKE_ESCAPE = "ESCAPE '!'";
export function containsPattern(text: string): string {
  return `%${text.replace(/[!%_]/g, (c) => `!${c}`)}%`;
}
