// `npm test`: every tier, in the order a failure is cheapest to find, then a table of the
// time each took.
import { ensureNodeRuntime } from './lib/node-runtime.mjs';
import { ensureInstall } from './lib/ensure-install.mjs';
import { buildAll } from './lib/build.mjs';
import { run, step } from './lib/run.mjs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeMariaDb, ensureChromium, ensureMariaDb } from './lib/services.mjs';
import { ensureNginx } from './lib/cluster/nginx-front.mjs';
import { Stages } from './lib/stages.mjs';
import { dropSharedTemplate, templateOutcome } from './lib/shared-template.mjs';

ensureNodeRuntime();

const started = Date.now();
const times = [];
/** Runs one tier and keeps its time for the table. */
function tier(name, title, command, args) {
  step(title);
  const began = Date.now();
  run(command, args);
  times.push([name, Date.now() - began]);
}

const stages = Stages.forScript('npm-test');
const setUp = Date.now();
await ensureInstall(stages);
await ensureMariaDb();
ensureChromium();
ensureNginx();
await buildAll(stages);
await stages.close();
times.push(['install and build', Date.now() - setUp]);

tier(
  'entry size',
  'Entry JavaScript of the web client within its budget (bench/web/entry-size.mjs, ≤ 200 kB gzipped)',
  'node',
  ['bench/web/entry-size.mjs'],
);
tier('check', 'Typecheck, lint and format (npm run check)', 'npm', ['run', 'check']);
tier(
  'unit and component',
  'Unit and component tests (vitest: unit, web, desktop-renderer) — database: SQLite files for the migration check and the service tests',
  'npm',
  ['run', 'test:unit'],
);
// Alone, the API tier leaves a third of the processor idle (its tests wait on MariaDB) and the
// end-to-end tier a fifth (the browser waits on the API): side by side, each on databases of its
// own, they end sooner than one after the other. The cluster tier runs on servers of its own
// (nginx, MariaDB primary and replica, Redis, three instances), mostly waiting for them: beside
// the other two. Each prints its report in one piece as it ends.
const sideBySide = Stages.forScript('npm-test-tiers');
const timed = (name, stage) => {
  const began = Date.now();
  return sideBySide.run({ ...stage, printOutput: true, diagnose: describeMariaDb }).then(() => {
    times.push([name, Date.now() - began]);
  });
};
// The tiers before this one do not use MariaDB: it may have stopped since it was checked.
await ensureMariaDb();
// The two API processes share one migrated and seeded template: the first to start makes it
// (tests/api/support/run-template.ts), and it is dropped here once both have ended.
const templateDir = mkdtempSync(join(tmpdir(), 'tontine-api-template-'));
const apiEnv = { ...process.env, API_TEMPLATE_DIR: templateDir };
// The two end-to-end processes' ports: the web client with its API, and the console renderer.
const E2E_PORTS = { members: [4310, 4320], platform: [4330, 4340] };
const e2eEnv = ([web, desktop]) => ({
  ...process.env,
  E2E_WEB_PORT: String(web),
  E2E_DESKTOP_PORT: String(desktop),
  // Every screen is still checked to fit both widths; its pictures are for a person running
  // the specs to look at (taking them was 5 of the 50 s of the loans' and savings' specs).
  E2E_SCREENSHOTS: '0',
});
/**
 * Resolves once the first end-to-end server answers and the API template is made (or failed,
 * which its tier reports), or after four minutes: the migrations before then are done.
 */
async function migrationsSettled([webPort], dir) {
  const serverUp = () =>
    fetch(`http://127.0.0.1:${webPort}/api/health`).then(
      (answer) => answer.ok,
      () => false,
    );
  for (const deadline = Date.now() + 240_000; Date.now() < deadline;) {
    if (templateOutcome(dir) && (await serverUp())) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
step('API integration, end-to-end and cluster tests, side by side');
await Promise.all([
  timed('API on MariaDB, shared API', {
    title:
      'API integration tests on the shared API (vitest: api) — database: MariaDB at 127.0.0.1:3306, a throw-away database cloned from a migrated template',
    tag: 'api',
    command: 'npx',
    args: ['vitest', 'run', '--project', 'api'],
    env: apiEnv,
  }),
  // Its files start their API on databases of their own and share nothing with the files
  // above, which one Vitest process would run only after them (decision 0082).
  timed('API on MariaDB, own databases', {
    title:
      'API integration tests on APIs of their own (vitest: api-own) — database: MariaDB at 127.0.0.1:3306, throw-away databases cloned from a migrated template',
    tag: 'api-own',
    command: 'npx',
    args: ['vitest', 'run', '--project', 'api-own'],
    env: apiEnv,
  }),
  timed('cluster', {
    title:
      'Cluster tests (vitest: cluster) — nginx, three API instances, MariaDB primary and GTID replica of their own, Redis',
    tag: 'cluster',
    command: 'npx',
    args: ['vitest', 'run', '--project', 'cluster'],
  }),
  // The member client's own specs and the ones that act on the whole platform run in two
  // Playwright processes, each on a server, database and chain of its own: one browser alone
  // was the last tier running by three minutes, on one core. The second waits for the first's
  // server and the API template, so that three migrations never run at once (run-template.ts).
  timed('end to end, members', {
    title:
      'End-to-end tests of the member client (playwright: web) in Chromium — database: MariaDB at 127.0.0.1:3306, a throw-away database',
    tag: 'e2e-members',
    command: 'npx',
    args: ['playwright', 'test', '--project', 'web', '--output', 'test-results/members'],
    env: e2eEnv(E2E_PORTS.members),
  }),
  migrationsSettled(E2E_PORTS.members, templateDir).then(() =>
    timed('end to end, platform', {
      title:
        'End-to-end tests that act on the whole platform, then the console (playwright: web-shared-state, desktop) in Chromium — database: MariaDB at 127.0.0.1:3306, a throw-away database of their own',
      tag: 'e2e-platform',
      command: 'npx',
      args: [
        'playwright',
        'test',
        '--project',
        'web-shared-state',
        '--project',
        'desktop',
        '--no-deps',
        '--output',
        'test-results/platform',
      ],
      env: e2eEnv(E2E_PORTS.platform),
    }),
  ),
]);
await sideBySide.close();
await dropSharedTemplate(templateDir);

const total = Date.now() - started;
const width = Math.max(...times.map(([name]) => name.length));
console.log('\nTier times');
for (const [name, ms] of times) console.log(`  ${name.padEnd(width)}  ${Math.round(ms / 1000)} s`);
console.log(`  ${'total'.padEnd(width)}  ${Math.round(total / 1000)} s`);
console.log(`\n✓ every tier passed in ${Math.round(total / 1000)} s`);
