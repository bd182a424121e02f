import { Readable } from 'node:stream';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  EXPORT_COLUMNS,
  EXPORT_KINDS,
  isExportTable,
  toUiLanguage,
  type ExportKind,
  type UiLanguage,
} from '@tontine/contracts';
import { Zip, ZipDeflate } from 'fflate';
import mysql from 'mysql2';
import Papa from 'papaparse';
import { DataSource } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import { ReadReplica } from '../database/replica/read-replica.service.js';
import { DomainError } from '../common/domain-error.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { User } from '../users/user.entity.js';
import { isSecretColumn, SECRET_TABLES } from './secret-columns.js';

/** Rows turned into CSV at a time: big enough for papaparse to run at speed, small in memory. */
const BATCH_ROWS = 2000;
const BOM = '\uFEFF';
/**
 * An export runs for seconds: waiting up to one for the replica to apply its own audit entry
 * keeps its rows off the primary.
 */
const EXPORT_REPLICA_WAIT_SECONDS = 1;

/**
 * Cells a spreadsheet would run as a formula (=, +, -, @, tab, carriage return first) get a
 * leading apostrophe. A plain number ("-12.50", a reversal) is no formula and stays a number.
 */
const FORMULA = /^(?![-+]?\d+(\.\d+)?$)[=+\-@\t\r]/;

interface TableExport {
  table: string;
  /**
   * The operator's exports: only EXPORT_COLUMNS' columns (contracts), under headers in the
   * caller's language. Without it (the database export, a technical copy) every column but the
   * secrets goes out under its own name.
   */
  curated?: boolean;
  /**
   * ORDER BY, for the tables whose order a reader expects. Their ids are UUIDv7 (ids.ts), in
   * the order of creation: the primary key's order is the time order, read straight along the
   * clustered index, where ORDER BY created_at would cost a lookup or a sort per row.
   */
  order?: string;
}

const SINGLE: Record<'users' | 'groups' | 'audit', TableExport> = {
  users: { table: 'users', order: 'id', curated: true },
  groups: { table: 'savings_groups', order: 'id', curated: true },
  audit: { table: 'audit_entries', order: 'id', curated: true },
};
const PAYMENTS: TableExport[] = [
  { table: 'contributions', order: 'id', curated: true },
  { table: 'payouts', curated: true },
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
    private readonly replica: ReadReplica,
  ) {}

  async export(caller: User, rawKind: string, ip: string, now = new Date()): Promise<ExportFile> {
    if (!(EXPORT_KINDS as readonly string[]).includes(rawKind))
      throw new DomainError('EXPORT_KIND_UNKNOWN');
    const kind = rawKind as ExportKind;
    // Support staff export the audit trail and nothing else.
    if (kind !== 'audit' && caller.role !== 'super_admin')
      throw new DomainError('SUPPORT_ACCESS_DENIED');
    const tables = await this.tablesOf(kind);
    // Headers in the language of the person exporting (one language per person).
    const language = toUiLanguage(caller.language);
    const day = now.toISOString().slice(0, 10);
    await this.audit.record(caller, {
      action: 'data_exported',
      details: `${kind}: ${tables.map((t) => t.table).join(', ')}`,
      category: 'system_config',
      ip,
    });
    // The rows come from the replica once it holds every write so far, this export's audit
    // entry included (database/replica); else from the primary. SQLite reads its own file.
    const database = this.config.database;
    const rowsUrl =
      database.driver === 'mysql'
        ? ((await this.replica.upToDateUrl(EXPORT_REPLICA_WAIT_SECONDS)) ?? database.url)
        : '';
    if (tables.length === 1 && kind !== 'all' && kind !== 'database') {
      return {
        fileName: `${kind}-${day}.csv`,
        contentType: 'text/csv; charset=utf-8',
        stream: Readable.from(this.csv(tables[0]!, language, rowsUrl), { objectMode: false }),
      };
    }
    return {
      fileName: `${kind}-${day}.zip`,
      contentType: 'application/zip',
      stream: Readable.from(this.zip(tables, language, rowsUrl), { objectMode: false }),
    };
  }

  private async tablesOf(kind: ExportKind): Promise<TableExport[]> {
    if (kind === 'users' || kind === 'groups' || kind === 'audit') return [SINGLE[kind]];
    if (kind === 'payments') return PAYMENTS;
    if (kind === 'all')
      return [
        SINGLE.users,
        SINGLE.groups,
        { table: 'memberships', curated: true },
        ...PAYMENTS,
        SINGLE.audit,
      ];
    return (await this.allTables())
      .filter((t) => !SECRET_TABLES.has(t))
      .map((table) =>
        table === 'audit_entries' ? { ...SINGLE.audit, curated: false } : { table },
      );
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

  /** The table's exportable columns (none of SECRET_COLUMNS), each with the conversion its cells need. */
  private async columns(table: string): Promise<Column[]> {
    const columns: Array<{ name: string; type: string }> =
      this.config.database.driver === 'mysql'
        ? (
            (await this.db.query(
              `SELECT column_name AS name, data_type AS type FROM information_schema.columns
               WHERE table_schema = DATABASE() AND table_name = ? ORDER BY ordinal_position`,
              [table],
            )) as Array<{ name: string; type: string }>
          ).map((r) => ({ name: String(r.name), type: String(r.type).toLowerCase() }))
        : (
            (await this.db.query(`PRAGMA table_info(${quote(table)})`)) as Array<{
              name: string;
              type: string;
            }>
          ).map((r) => ({ name: r.name, type: r.type.toLowerCase() }));
    return columns
      .filter((c) => !isSecretColumn(table, c.name))
      .map((c) => ({
        name: c.name,
        convert: /^(datetime|timestamp)/.test(c.type)
          ? isoTime
          : /blob|binary/.test(c.type)
            ? hex
            : undefined,
      }));
  }

  /** The table's exportable columns, only the operator's ones (in their order) when curated. */
  private async exportedColumns(spec: TableExport): Promise<Column[]> {
    const columns = await this.columns(spec.table);
    const labels = curatedLabels(spec);
    if (!labels) return columns;
    const byName = new Map(columns.map((c) => [c.name, c]));
    return Object.keys(labels).flatMap((name) => byName.get(name) ?? []);
  }

  /** One table as CSV text chunks: the mark for spreadsheets, the header, then batches. */
  private async *csv(
    spec: TableExport,
    language: UiLanguage,
    rowsUrl: string,
  ): AsyncGenerator<string> {
    const columns = await this.exportedColumns(spec);
    const fields = columns.map((c) => c.name);
    const labels = curatedLabels(spec);
    const header = labels ? fields.map((field) => labels[field]![language]) : fields;
    const sql =
      `SELECT ${fields.map(quote).join(', ')} FROM ${quote(spec.table)}` +
      (spec.order ? ` ORDER BY ${spec.order}` : '');
    yield BOM + Papa.unparse([header], { escapeFormulae: FORMULA, newline: '\r\n' }) + '\r\n';
    for await (const batch of this.batches(sql, converter(columns), rowsUrl)) {
      yield (
        Papa.unparse(batch, { escapeFormulae: FORMULA, newline: '\r\n', header: false }) + '\r\n'
      );
    }
  }

  /** Rows as arrays of cells, BATCH_ROWS at a time, from a cursor. */
  private async *batches(
    sql: string,
    convert: (row: unknown[]) => unknown[],
    rowsUrl: string,
  ): AsyncGenerator<unknown[][]> {
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
        yield rows.map((row) => convert(row.slice(1)));
        await new Promise((next) => setImmediate(next));
      }
    }
    // A connection of its own: a long export does not hold one of the pool's. Dates come as
    // the server's text (UTC), turned into ISO 8601 without building a Date per cell.
    const conn = mysql.createConnection({
      uri: rowsUrl,
      dateStrings: true,
      supportBigNumbers: true,
      bigNumberStrings: true,
      timezone: 'Z',
      charset: 'utf8mb4_unicode_ci',
    });
    try {
      const rows = conn.query({ sql, rowsAsArray: true }).stream({ highWaterMark: BATCH_ROWS });
      yield* rowBatches(rows, BATCH_ROWS, convert);
    } finally {
      conn.destroy();
    }
  }

  /** One CSV per table in a ZIP, deflated and handed on as it is produced. */
  private async *zip(
    tables: TableExport[],
    language: UiLanguage,
    rowsUrl: string,
  ): AsyncGenerator<Uint8Array> {
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
      for await (const text of this.csv(table, language, rowsUrl)) {
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

interface Column {
  name: string;
  convert: ((value: unknown) => unknown) | undefined;
}

/** Converts the cells of the columns that need it, in place (each row is a fresh array). */
function converter(columns: Column[]): (row: unknown[]) => unknown[] {
  const at = columns.flatMap((c, i) => (c.convert ? [[i, c.convert] as const] : []));
  return (row) => {
    for (const [i, convert] of at) row[i] = convert(row[i]);
    return row;
  };
}

/** 'YYYY-MM-DD hh:mm:ss.fff' (UTC, as both drivers give it) → ISO 8601. */
function isoTime(value: unknown): unknown {
  if (typeof value !== 'string' || value.length < 19 || value[10] !== ' ') return value;
  return `${value.slice(0, 10)}T${value.slice(11)}Z`;
}

function hex(value: unknown): unknown {
  return Buffer.isBuffer(value) ? value.toString('hex') : value;
}

/**
 * A row stream's rows, `size` at a time. The stream flows until a batch is full, then pauses
 * until the batch is taken: backpressure without a promise per row.
 */
async function* rowBatches(
  stream: Readable,
  size: number,
  convert: (row: unknown[]) => unknown[],
): AsyncGenerator<unknown[][]> {
  let batch: unknown[][] = [];
  const full: unknown[][][] = [];
  let ended = false;
  let failure: unknown;
  let wake: (() => void) | undefined;
  const signal = () => {
    const w = wake;
    wake = undefined;
    w?.();
  };
  stream.on('data', (row: unknown[]) => {
    batch.push(convert(row));
    if (batch.length < size) return;
    full.push(batch);
    batch = [];
    stream.pause();
    signal();
  });
  stream.once('end', () => {
    ended = true;
    signal();
  });
  stream.once('error', (err) => {
    failure = err;
    signal();
  });
  for (;;) {
    if (failure) throw failure;
    const next = full.shift();
    if (next) {
      yield next;
      if (!full.length && !ended) stream.resume();
      continue;
    }
    if (ended) {
      if (batch.length) yield batch;
      return;
    }
    await new Promise<void>((resolve) => (wake = resolve));
  }
}

function curatedLabels(spec: TableExport): Record<string, Record<UiLanguage, string>> | undefined {
  return spec.curated && isExportTable(spec.table) ? EXPORT_COLUMNS[spec.table] : undefined;
}
