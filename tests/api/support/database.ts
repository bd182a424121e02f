import { createConnection, type RowDataPacket } from 'mysql2/promise';
import { databaseUrl } from './api-target.js';

/** Reads the test database directly, to check what was (or was not) written. */
export async function query<T extends RowDataPacket>(
  sql: string,
  params: unknown[] = [],
): Promise<T[]> {
  const conn = await createConnection({ uri: databaseUrl(), timezone: 'Z' });
  try {
    const [rows] = await conn.query<T[]>(sql, params);
    return rows;
  } finally {
    await conn.end();
  }
}

export async function countRows(
  table: string,
  where = '1=1',
  params: unknown[] = [],
): Promise<number> {
  const rows = await query<RowDataPacket & { n: number }>(
    `SELECT COUNT(*) AS n FROM \`${table}\` WHERE ${where}`,
    params,
  );
  return Number(rows[0]?.n ?? 0);
}
