import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import mysql, { type Connection, type RowDataPacket } from 'mysql2';

/** Rows per INSERT statement: short enough for any max_allowed_packet, long enough to load fast. */
const ROWS_PER_INSERT = 200;

export interface WrittenFile {
  size: number;
  sha256: string;
}

/**
 * A consistent logical dump of a MariaDB/MySQL database, as mysqldump --single-transaction
 * writes it: one connection, one REPEATABLE READ snapshot opened WITH CONSISTENT SNAPSHOT (every
 * table as of the same instant, without locking writers), each table's CREATE TABLE then its
 * rows as multi-row INSERTs. Rows are streamed from the server through gzip into `file`: no
 * table is ever held in memory. Loading it back into an empty database restores every table.
 */
export async function dumpMysql(url: string, file: string): Promise<WrittenFile> {
  const conn = mysql.createConnection({
    uri: url,
    // Values are written back as the server gave them: dates and big numbers as text.
    dateStrings: true,
    supportBigNumbers: true,
    bigNumberStrings: true,
    timezone: 'Z',
    charset: 'utf8mb4_unicode_ci',
  });
  const q = conn.promise();
  try {
    await q.query("SET SESSION time_zone = '+00:00'");
    await q.query('SET SESSION TRANSACTION ISOLATION LEVEL REPEATABLE READ');
    await q.query('START TRANSACTION WITH CONSISTENT SNAPSHOT, READ ONLY');
    const [tables] = await q.query<RowDataPacket[]>(
      `SELECT table_name AS name FROM information_schema.tables
       WHERE table_schema = DATABASE() AND table_type = 'BASE TABLE' ORDER BY table_name`,
    );
    const hash = createHash('sha256');
    let size = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _enc, done) {
        hash.update(chunk);
        size += chunk.length;
        done(null, chunk);
      },
    });
    await pipeline(
      statements(
        conn,
        tables.map((t) => String(t.name)),
      ),
      createGzip({ level: 6 }),
      counter,
      createWriteStream(file, { flags: 'wx', mode: 0o600 }),
    );
    await q.query('COMMIT');
    return { size, sha256: hash.digest('hex') };
  } finally {
    await q.end().catch(() => undefined);
  }
}

async function* statements(conn: Connection, tables: string[]): AsyncGenerator<string> {
  const q = conn.promise();
  yield (
    '-- Tontine database backup (logical dump, one consistent snapshot)\n' +
    `-- Written ${new Date().toISOString()}\n` +
    "SET NAMES utf8mb4;\nSET time_zone = '+00:00';\nSET FOREIGN_KEY_CHECKS = 0;\n" +
    "SET SQL_MODE = 'NO_AUTO_VALUE_ON_ZERO';\n\n"
  );
  for (const table of tables) {
    const [created] = await q.query<RowDataPacket[]>(`SHOW CREATE TABLE ${id(table)}`);
    yield `DROP TABLE IF EXISTS ${id(table)};\n${String(created[0]!['Create Table'])};\n`;
    let batch: string[] = [];
    // The query stream pauses the connection while gzip and the disk catch up.
    for await (const row of conn
      .query({ sql: `SELECT * FROM ${id(table)}`, rowsAsArray: true })
      .stream({ highWaterMark: 500 })) {
      batch.push(`(${(row as unknown[]).map((v) => conn.escape(v)).join(',')})`);
      if (batch.length === ROWS_PER_INSERT) {
        yield `INSERT INTO ${id(table)} VALUES ${batch.join(',\n')};\n`;
        batch = [];
      }
    }
    if (batch.length) yield `INSERT INTO ${id(table)} VALUES ${batch.join(',\n')};\n`;
    yield '\n';
  }
  yield 'SET FOREIGN_KEY_CHECKS = 1;\n';
}

const id = (name: string) => `\`${name.replace(/`/g, '``')}\``;

/** The SQLite database through its own online backup API, then gzip: a consistent copy. */
export async function dumpSqlite(
  database: { backup(destination: string): Promise<unknown> },
  tempFile: string,
  file: string,
): Promise<WrittenFile> {
  await database.backup(tempFile);
  const hash = createHash('sha256');
  let size = 0;
  const { createReadStream } = await import('node:fs');
  await pipeline(
    createReadStream(tempFile),
    createGzip({ level: 6 }),
    new Transform({
      transform(chunk: Buffer, _enc, done) {
        hash.update(chunk);
        size += chunk.length;
        done(null, chunk);
      },
    }),
    createWriteStream(file, { flags: 'wx', mode: 0o600 }),
  );
  return { size, sha256: hash.digest('hex') };
}
