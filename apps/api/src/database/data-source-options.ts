import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { DataSourceOptions } from 'typeorm';
import { migrations } from '@tontine/migrations';
import type { DatabaseConfig } from '../config/app-config.js';
import { entities } from './entities.js';

/**
 * One data source for both drivers, chosen by DATABASE_URL. `poolSize`: the most connections
 * open at once to a MySQL server (the read replica keeps fewer than the primary).
 */
export function dataSourceOptions(db: DatabaseConfig, poolSize = 10): DataSourceOptions {
  const common = { entities, migrations, migrationsRun: false, synchronize: false, logging: false };
  if (db.driver === 'sqlite') {
    mkdirSync(dirname(db.file), { recursive: true });
    return {
      ...common,
      type: 'better-sqlite3',
      database: db.file,
      enableWAL: true,
      prepareDatabase: (conn: { pragma(p: string): unknown }) => {
        conn.pragma('busy_timeout = 5000');
        conn.pragma('foreign_keys = ON');
      },
    };
  }
  return {
    ...common,
    type: 'mysql',
    url: db.url,
    timezone: 'Z',
    charset: 'utf8mb4_unicode_ci',
    poolSize,
    supportBigNumbers: true,
    bigNumberStrings: true,
    dateStrings: false,
  };
}
