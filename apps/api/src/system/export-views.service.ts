import { Readable } from 'node:stream';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { EXPORT_KINDS, type ExportKind } from '@tontine/contracts';
import { Zip, ZipDeflate } from 'fflate';
import mysql, { type RowDataPacket } from 'mysql2';
import Papa from 'papaparse';
import { DataSource } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import { DomainError } from '../common/domain-error.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { User } from '../users/user.entity.js';

/** Rows turned into CSV at a time: big enough for papaparse to run at speed, small in memory. */
const BATCH_ROWS = 2000;
const BOM = '\uFEFF';

/**
 * Cells a spreadsheet would run as a formula (=, +, -, @, tab, carriage return first) get a
 * leading apostrophe. A plain number ("-12.50", a reversal) is no formula and stays a number.
 */
const FORMULA = /^(?![-+]?\d+(\.\d+)?$)[=+\-@\t\r]/;

/** Tables that hold nothing but credentials: never exported, whatever the kind. */
const SECRET_TABLES = new Set(['sessions', 'recovery_codes', 'password_reset_tokens']);
/** Columns that hold credentials (hashes, two-factor seeds, tokens): never exported. */
const SECRET_COLUMN = /password|secret|token_hash|code_hash|totp/i;

interface TableExport {
  table: string;
  /** ORDER BY, for the tables whose order a reader expects. */
  order?: string;
}

const SINGLE: Record<'users' | 'groups' | 'audit', TableExport> = {
  users: { table: 'users', order: 'created_at, id' },
  groups: { table: 'savings_groups', order: 'created_at, id' },
  audit: { table: 'audit_entries', order: 'created_at, id' },
};
const PAYMENTS: TableExport[] = [
  { table: 'contributions', order: 'created_at, id' },
  { table: 'payouts' },
];

export interface ExportFile {
  fileName: string;
  contentType: string;
  stream: Readable;
}

/**
 * The console's exports, streamed from a database cursor: rows leave the database, become CSV
 * through papaparse a batch at a time and go out on the answer, with backpressure all along
 * (mysql2's query stream pauses the connection; better-sqlite3 steps its statement), so the
 * memory stays flat whatever the size. The multi-table kinds are a ZIP of one CSV per table,
 * compressed as it goes (fflate). Reads across every domain's tables, writes nothing.
 */
@Injectable()
export class ExportViews {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly audit: AuditService,
  ) {}

  async export(caller: User, rawKind: string, ip: string, now = new Date()): Promise<ExportFile> {
    if (!(EXPORT_KINDS as readonly string[]).includes(rawKind))
      throw new DomainError('EXPORT_KIND_UNKNOWN');
    const kind = rawKind as ExportKind;
    // Support staff export the audit trail and nothing else.
    if (kind !== 'audit' && caller.role !== 'super_admin')
      throw new DomainError('SUPERADMIN_REQUIRED');
    const tables = await this.tablesOf(kind);
    const day = now.toISOString().slice(0, 10);
    await this.audit.record(caller, {
      action: 'data_exported',
      details: `${kind}: ${tables.map((t) => t.table).join(', ')}`,
      category: 'system_config',
      ip,
    });
    if (tables.length === 1 && kind !== 'all' && kind !== 'database') {
      return {
        fileName: `${kind}-${day}.csv`,
        contentType: 'text/csv; charset=utf-8',
        stream: Readable.from(this.csv(tables[0]!), { objectMode: false }),
      };
    }
    return {
      fileName: `${kind}-${day}.zip`,
      contentType: 'application/zip',
      stream: Readable.from(this.zip(tables), { objectMode: false }),
    };
  }

  private async tablesOf(kind: ExportKind): Promise<TableExport[]> {
    if (kind === 'users' || kind === 'groups' || kind === 'audit') return [SINGLE[kind]];
    if (kind === 'payments') return PAYMENTS;
    if (kind === 'all')
      return [SINGLE.users, SINGLE.groups, { table: 'memberships' }, ...PAYMENTS, SINGLE.audit];
    return (await this.allTables())
      .filter((t) => !SECRET_TABLES.has(t))
      .map((table) => (table === 'audit_entries' ? SINGLE.audit : { table }));
  }

  private async allTables(): Promise<string[]> {
    if (this.config.database.driver === 'mysql') {
      const rows: Array<{ name: string }> = await this.db.query(
        `SELECT table_name AS name FROM information_schema.tables
         WHERE table_schema = DATABASE() AND table_type = 'BASE TABLE' ORDER BY table_name`,
      );
      return rows.map((r) => String(r.name));
    }
    const rows: Array<{ name: string }> = await this.db.query(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
    );
    return rows.map((r) => r.name);
  }

  private async columns(table: string): Promise<string[]> {
    const names: string[] =
      this.config.database.driver === 'mysql'
        ? (
            (await this.db.query(
              `SELECT column_name AS name FROM information_schema.columns
               WHERE table_schema = DATABASE() AND table_name = ? ORDER BY ordinal_position`,
              [table],
            )) as Array<{ name: string }>
          ).map((r) => String(r.name))
        : (
            (await this.db.query(`PRAGMA table_info(${quote(table)})`)) as Array<{ name: string }>
          ).map((r) => r.name);
    return names.filter((c) => !SECRET_COLUMN.test(c));
  }

  /** One table as CSV text chunks: the mark for spreadsheets, the header, then batches. */
  private async *csv(spec: TableExport): AsyncGenerator<string> {
    const fields = await this.columns(spec.table);
    const sql =
      `SELECT ${fields.map(quote).join(', ')} FROM ${quote(spec.table)}` +
      (spec.order ? ` ORDER BY ${spec.order}` : '');
    yield BOM + Papa.unparse([fields], { escapeFormulae: FORMULA, newline: '\r\n' }) + '\r\n';
    for await (const batch of this.batches(sql)) {
      yield (
        Papa.unparse(batch, { escapeFormulae: FORMULA, newline: '\r\n', header: false }) + '\r\n'
      );
    }
  }

  /** Rows as arrays of cells, BATCH_ROWS at a time, from a cursor. */
  private async *batches(sql: string): AsyncGenerator<unknown[][]> {
    if (this.config.database.driver === 'sqlite') {
      // One statement per batch, by rowid: better-sqlite3's connection is shared by every
      // request and cannot run another statement while an iterator stays open across awaits.
      const sqlite = (this.db.driver as unknown as { databaseConnection: SqliteDatabase })
        .databaseConnection;
      const base = sql.replace(/ ORDER BY .*$/, '').replace(/^SELECT /, 'SELECT rowid, ');
      const page = sqlite.prepare(`${base} WHERE rowid > ? ORDER BY rowid LIMIT ${BATCH_ROWS}`);
      for (let after = 0; ;) {
        const rows = page.raw(true).all(after) as unknown[][];
        if (!rows.length) return;
        after = Number(rows[rows.length - 1]![0]);
        yield rows.map((row) => row.slice(1).map(sqliteCell));
        await new Promise((next) => setImmediate(next));
      }
    }
    // A connection of its own: a long export does not hold one of the pool's.
    const conn = mysql.createConnection({
      uri: this.config.database.url,
      supportBigNumbers: true,
      bigNumberStrings: true,
      timezone: 'Z',
      charset: 'utf8mb4_unicode_ci',
    });
    try {
      let batch: unknown[][] = [];
      const rows = conn.query({ sql, rowsAsArray: true }).stream({ highWaterMark: BATCH_ROWS });
      for await (const row of rows as AsyncIterable<RowDataPacket>) {
        batch.push((row as unknown as unknown[]).map(cell));
        if (batch.length === BATCH_ROWS) {
          yield batch;
          batch = [];
        }
      }
      if (batch.length) yield batch;
    } finally {
      conn.destroy();
    }
  }

  /** One CSV per table in a ZIP, deflated and handed on as it is produced. */
  private async *zip(tables: TableExport[]): AsyncGenerator<Uint8Array> {
    const ready: Uint8Array[] = [];
    let failure: Error | null = null;
    const archive = new Zip((err, chunk) => {
      if (err) failure = err;
      else ready.push(chunk);
    });
    const encoder = new TextEncoder();
    for (const table of tables) {
      const file = new ZipDeflate(`${table.table}.csv`, { level: 6 });
      archive.add(file);
      for await (const text of this.csv(table)) {
        file.push(encoder.encode(text));
        if (failure) throw failure;
        while (ready.length) yield ready.shift()!;
      }
      file.push(new Uint8Array(0), true);
      while (ready.length) yield ready.shift()!;
    }
    archive.end();
    if (failure) throw failure;
    while (ready.length) yield ready.shift()!;
  }
}

interface SqliteDatabase {
  prepare(sql: string): { raw(on: boolean): { all(...params: unknown[]): unknown[] } };
}

const quote = (name: string) => `\`${name.replace(/`/g, '``')}\``;

/** A MariaDB value as a CSV cell: dates in ISO 8601 (papaparse), bytes as hex. */
function cell(value: unknown): unknown {
  if (value === null || value === undefined) return '';
  if (Buffer.isBuffer(value)) return value.toString('hex');
  return value;
}

/** SQLite keeps TypeORM's dates as 'YYYY-MM-DD hh:mm:ss.fff' text, in UTC: written as ISO 8601. */
function sqliteCell(value: unknown): unknown {
  if (typeof value === 'string' && DATETIME.test(value)) return `${value.replace(' ', 'T')}Z`;
  return cell(value);
}

const DATETIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d+)?$/;
