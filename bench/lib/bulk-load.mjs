import { Readable } from 'node:stream';

const ESCAPES = { '\\': '\\\\', '\t': '\\t', '\n': '\\n' };

/** One field as LOAD DATA reads it: \N for NULL, datetimes in UTC with milliseconds. */
function field(value) {
  if (value === null || value === undefined) return '\\N';
  if (value instanceof Date) return value.toISOString().slice(0, 23).replace('T', ' ');
  if (typeof value === 'boolean') return value ? '1' : '0';
  return String(value).replace(/[\\\t\n]/g, (c) => ESCAPES[c]);
}

function* tsv(rows, linesPerChunk = 2000) {
  let lines = [];
  for (const row of rows) {
    lines.push(row.map(field).join('\t'));
    if (lines.length === linesPerChunk) {
      yield Buffer.from(`${lines.join('\n')}\n`);
      lines = [];
    }
  }
  if (lines.length) yield Buffer.from(`${lines.join('\n')}\n`);
}

/**
 * Streams rows (any iterable of arrays, e.g. a generator) into a table with one LOAD DATA LOCAL
 * INFILE: far faster than INSERTs for a million rows, and nothing is held in memory. The
 * connection should have foreign_key_checks and unique_checks off while seeding.
 */
export async function loadRows(conn, table, columns, rows) {
  const [result] = await conn.query({
    sql:
      `LOAD DATA LOCAL INFILE 'rows.tsv' INTO TABLE \`${table}\` CHARACTER SET utf8mb4 ` +
      `FIELDS TERMINATED BY '\\t' LINES TERMINATED BY '\\n' ` +
      `(${columns.map((c) => `\`${c}\``).join(', ')})`,
    infileStreamFactory: () => Readable.from(tsv(rows)),
  });
  if (result.warningStatus) {
    const [warnings] = await conn.query('SHOW WARNINGS LIMIT 5');
    throw new Error(`LOAD DATA into ${table}: ${JSON.stringify(warnings)}`);
  }
  return result.affectedRows;
}
