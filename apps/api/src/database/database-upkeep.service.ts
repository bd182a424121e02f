import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { underNamedLock } from './named-lock.js';

/** What an optimisation ran, on which tables, and what the database said was wrong. */
export interface OptimizeReport {
  statements: string[];
  /** MariaDB: every base table of the schema; SQLite: none named (the statements take them all). */
  tables: string[];
  /** The warnings and errors the database answered, one `table: message` each. */
  problems: string[];
}

/** The SQLite driver's online backup, which copies the live database file to `destination`. */
export interface SqliteBackupSource {
  backup(destination: string): Promise<unknown>;
}

/**
 * The database's upkeep over every table, which belongs to no domain: optimising the tables,
 * the SQLite driver's online backup, and the named locks that let one API instance of several
 * run a job. The console's system actions and the jobs call it instead of holding a data source.
 */
@Injectable()
export class DatabaseUpkeep {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** MariaDB: ANALYZE then OPTIMIZE TABLE on every base table (InnoDB rebuilds it); SQLite: ANALYZE, VACUUM. */
  async optimize(): Promise<OptimizeReport> {
    if (this.db.options.type !== 'mysql') {
      const statements = ['ANALYZE', 'VACUUM', 'PRAGMA optimize'];
      for (const sql of statements) await this.db.query(sql);
      return { statements, tables: [], problems: [] };
    }
    const rows: Array<{ name: string }> = await this.db.query(
      `SELECT table_name AS name FROM information_schema.tables
       WHERE table_schema = DATABASE() AND table_type = 'BASE TABLE' ORDER BY table_name`,
    );
    const tables = rows.map((r) => String(r.name));
    const list = tables.map((t) => `\`${t.replace(/`/g, '``')}\``).join(', ');
    const statements = [`ANALYZE TABLE ${list}`, `OPTIMIZE TABLE ${list}`];
    let problems: string[] = [];
    for (const sql of statements) {
      const result: Array<{ Table: string; Op: string; Msg_type: string; Msg_text: string }> =
        await this.db.query(sql);
      problems = problems.concat(
        result
          .filter((r) => r.Msg_type === 'error' || r.Msg_type === 'warning')
          .map((r) => `${r.Table}: ${r.Msg_text}`),
      );
    }
    return { statements, tables, problems };
  }

  /** The SQLite connection's online backup (SQLite only: MariaDB is dumped over its URL). */
  sqliteBackupSource(): SqliteBackupSource {
    const driver = this.db.driver as unknown as { databaseConnection: SqliteBackupSource };
    return driver.databaseConnection;
  }

  /**
   * Runs `work` under the MySQL named lock `name` (named-lock.ts): of several API instances one
   * runs it, the others answer `{ ran: false }`.
   */
  underNamedLock<T>(
    name: string,
    work: () => Promise<T>,
    waitSeconds = 0,
  ): Promise<{ ran: true; value: T } | { ran: false }> {
    return underNamedLock(this.db, name, work, waitSeconds);
  }
}
