// The baseline of bench/export: mysql2 streaming the audit trail to CSV with papaparse, as the
// API does, without the framework (no Nest, no Fastify, no HTTP). Writes to /dev/null and prints
// one JSON line: rows, seconds, rows/s, peak RSS (VmHWM) of this process.
// Usage: node bench/export/baseline-mysql2.mjs <database url>
import { createWriteStream, readFileSync } from 'node:fs';
import { once } from 'node:events';
import mysql from 'mysql2';
import Papa from 'papaparse';

const url = process.argv[2];
const BATCH = 2000;
const FORMULA = /^(?![-+]?\d+(\.\d+)?$)[=+\-@\t\r]/;
const SECRET = /password|secret|token_hash|code_hash|totp/i;

const conn = mysql.createConnection({
  uri: url,
  dateStrings: true,
  supportBigNumbers: true,
  bigNumberStrings: true,
  timezone: 'Z',
  charset: 'utf8mb4_unicode_ci',
});
const [columns] = await conn.promise().query(
  `SELECT column_name AS name FROM information_schema.columns
     WHERE table_schema = DATABASE() AND table_name = 'audit_entries' ORDER BY ordinal_position`,
);
const fields = columns.map((c) => c.name).filter((c) => !SECRET.test(c));
const out = createWriteStream('/dev/null');
const write = async (text) => {
  if (!out.write(text)) await once(out, 'drain');
};
const started = performance.now();
const cpuStarted = process.cpuUsage();
let rows = 0;
await write('\uFEFF' + Papa.unparse([fields], { newline: '\r\n' }) + '\r\n');
const iso = (v) =>
  typeof v === 'string' && v[10] === ' ' ? `${v.slice(0, 10)}T${v.slice(11)}Z` : v;
const dates = columns
  .map((c, i) => [c.name, i])
  .filter(([name]) => name.endsWith('_at'))
  .map(([, i]) => fields.indexOf(columns[i].name))
  .filter((i) => i >= 0);
const stream = conn
  .query({
    sql: `SELECT ${fields.map((f) => `\`${f}\``).join(', ')} FROM audit_entries ORDER BY id`,
    rowsAsArray: true,
  })
  .stream({ highWaterMark: BATCH });
// The same batching as the API: the stream pauses while a batch is written.
let batch = [];
stream.on('data', (row) => {
  for (const i of dates) row[i] = iso(row[i]);
  batch.push(row);
  rows += 1;
  if (batch.length < BATCH) return;
  const text =
    Papa.unparse(batch, { escapeFormulae: FORMULA, newline: '\r\n', header: false }) + '\r\n';
  batch = [];
  if (!out.write(text)) {
    stream.pause();
    out.once('drain', () => stream.resume());
  }
});
await once(stream, 'end');
if (batch.length)
  await write(
    Papa.unparse(batch, { escapeFormulae: FORMULA, newline: '\r\n', header: false }) + '\r\n',
  );
const seconds = (performance.now() - started) / 1000;
const cpu = process.cpuUsage(cpuStarted);
const cpuSeconds = (cpu.user + cpu.system) / 1e6;
out.end();
conn.end();
const hwm = Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'))[1]);
console.log(
  JSON.stringify({
    rows,
    seconds,
    rowsPerSecond: rows / seconds,
    rowsPerCpuSecond: rows / cpuSeconds,
    peakRssMiB: hwm / 1024,
  }),
);
