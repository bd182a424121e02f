import { underNamedLock } from './named-lock.js';
import mysql from 'mysql2/promise';
import type { DataSource } from 'typeorm';
import type { DatabaseConfig } from '../config/app-config.js';

/** Creates the MySQL database named in DATABASE_URL when the server lacks it. */
export async function ensureDatabaseExists(db: DatabaseConfig): Promise<void> {
  if (db.driver !== 'mysql') return;
  const url = new URL(db.url);
  url.pathname = '/';
  const conn = await mysql.createConnection(url.toString());
  try {
    await conn.query(
      `CREATE DATABASE IF NOT EXISTS \`${db.name.replace(/`/g, '``')}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
    );
  } finally {
    await conn.end();
  }
}

/**
 * Runs pending migrations. On MySQL a named lock keeps two instances starting together from
 * running them twice; SQLite is single-writer already.
 */
export async function runMigrations(dataSource: DataSource): Promise<string[]> {
  const done = await underNamedLock(
    dataSource,
    'tontine_migrations',
    async () => (await dataSource.runMigrations({ transaction: 'each' })).map((m) => m.name),
    120,
  );
  if (!done.ran) throw new Error('could not take the migration lock within 120 s');
  return done.value;
}
