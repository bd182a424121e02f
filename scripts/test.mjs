// `npm test`: every tier, in the order a failure is cheapest to find.
import { ensureNodeRuntime } from './lib/node-runtime.mjs';
import { ensureInstall } from './lib/ensure-install.mjs';
import { buildAll } from './lib/build.mjs';
import { run, step } from './lib/run.mjs';
import { ensureChromium, ensureMariaDb } from './lib/services.mjs';
import { Stages } from './lib/stages.mjs';

ensureNodeRuntime();

const started = Date.now();
const stages = Stages.forScript('npm-test');
await ensureInstall(stages);
await ensureMariaDb();
ensureChromium();
await buildAll(stages);
await stages.close();

step(
  'Entry JavaScript of the web client within its budget (bench/web/entry-size.mjs, ≤ 200 kB gzipped)',
);
run('node', ['bench/web/entry-size.mjs']);

step('Typecheck, lint and format (npm run check)');
run('npm', ['run', 'check']);

step(
  'Unit and component tests (vitest: unit, web, desktop-renderer) — database: SQLite files for the migration check and the service tests',
);
run('npm', ['run', 'test:unit']);

step(
  'API integration tests (vitest: api) — database: MariaDB at 127.0.0.1:3306, a throw-away database',
);
run('npx', ['vitest', 'run', '--project', 'api']);

step(
  'End-to-end tests in Chromium (playwright) — database: MariaDB at 127.0.0.1:3306, a throw-away database',
);
run('npx', ['playwright', 'test']);

console.log(`\n✓ every tier passed in ${Math.round((Date.now() - started) / 1000)} s`);
