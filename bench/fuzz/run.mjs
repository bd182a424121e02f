// The fuzz tier at benchmark size: bad bodies, queries, path parameters and headers to every
// write route the API serves (tests/api/support/fuzz), against the built API on its own
// throw-away MariaDB database. Prints the answers by status per endpoint, and every 5xx or
// other wrong answer with the request that caused it. It never fails: read what it prints.
//
// Usage: npm run build && node bench/fuzz/run.mjs [cases, default 10000] [total|per-endpoint, default total] [seed]
//   total:        the cases are shared out evenly between the write endpoints
//   per-endpoint: each endpoint gets that many (10,000 × ~37 endpoints takes a long while)
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createThrowawayDatabase, dropDatabase } from '../../scripts/lib/mariadb.mjs';
import { BENCH_JWT_SECRET, startApi, stopAll } from '../lib/servers.mjs';

const cases = Number(process.argv[2] ?? 10_000);
const split = process.argv[3] ?? 'total';
const seed = Number(process.argv[4] ?? Math.floor(Math.random() * 2 ** 31));
if (!Number.isInteger(cases) || cases < 1 || !['total', 'per-endpoint'].includes(split)) {
  console.error('usage: node bench/fuzz/run.mjs [cases] [total|per-endpoint] [seed]');
  process.exit(2);
}

const dir = mkdtempSync(join(tmpdir(), 'tontine-fuzz-'));
const routesFile = join(dir, 'routes.json');
const reportFile = join(dir, 'report.json');
const db = await createThrowawayDatabase('tontine_bench_fuzz');
try {
  const origin = await startApi({
    port: 4501,
    databaseUrl: db.url,
    env: {
      // Not production: the demo accounts (the super admin) are seeded, and no job writes
      // between the table checksums.
      NODE_ENV: 'test',
      DEMO_MODE: 'true',
      SEED_DEMO: 'true',
      REMINDER_INTERVAL_SECONDS: '0',
      ROUTE_MANIFEST_FILE: routesFile,
    },
  });
  console.log(
    `fuzz: ${cases} cases ${split === 'total' ? 'in total' : 'per endpoint'}, seed ${seed}, API ${origin} on MariaDB ${db.name}`,
  );
  const t0 = Date.now();
  const exit = await new Promise((resolve) => {
    const child = spawn('npx', ['vitest', 'run', '--config', 'bench/fuzz/vitest.config.ts'], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        FUZZ_API_URL: origin,
        FUZZ_DATABASE_URL: db.url,
        FUZZ_ROUTES_FILE: routesFile,
        FUZZ_REPORT_FILE: reportFile,
        FUZZ_CASES: String(cases),
        FUZZ_SPLIT: split,
        FUZZ_SEED: String(seed),
        FUZZ_JWT_SECRET: BENCH_JWT_SECRET,
      },
    });
    child.on('exit', resolve);
  });
  let report;
  try {
    report = JSON.parse(readFileSync(reportFile, 'utf8'));
  } catch {
    console.log(`the campaign wrote no report (vitest exited with ${exit}): see above`);
  }
  if (report) {
    for (const line of report.table) console.log(line);
    const wrong = report.reports.flatMap((r) => r.failures.map((f) => ({ route: r.route, ...f })));
    const failed = wrong.filter((f) => f.status >= 500 || f.status === 0);
    console.log(
      `\n${failed.length} answers 5xx or no answer, ${wrong.length - failed.length} other wrong answers (2xx, or a 4xx not shaped { detail, code })`,
    );
    for (const f of wrong.slice(0, 50)) {
      console.log(
        `\n${f.route}: ${f.problem}\ncaller: ${f.caller}; wrong because: ${f.why}\n${f.request}\nanswer ${f.status}: ${f.answer}`,
      );
    }
    if (wrong.length > 50) console.log(`\n… ${wrong.length - 50} more in ${reportFile}`);
    for (const r of report.reports.filter((x) => x.changedTables.length)) {
      console.log(
        `\n${r.route}: tables changed while only bad requests were sent: ${r.changedTables.join(', ')}`,
      );
    }
    console.log(
      `\nin ${((Date.now() - t0) / 1000).toFixed(0)} s; replay with the same seed: node bench/fuzz/run.mjs ${cases} ${split} ${seed}`,
    );
  }
} finally {
  await stopAll();
  await dropDatabase(db.name).catch(() => undefined);
}
