// `npm run desktop`: builds the console and opens it in Electron against the API at
// TONTINE_API_URL (default http://127.0.0.1:3000, what `npm start` serves). Electron's binary
// is downloaded from GitHub when the `electron` package installs; where that download is
// impossible (our build machines) this says so and points at /console, the same console in a
// browser. `npm run desktop -- --package` builds the installers of this platform instead
// (apps/desktop/electron-builder.yml).
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { ensureNodeRuntime } from './lib/node-runtime.mjs';
import { ensureInstall } from './lib/ensure-install.mjs';
import { buildAll } from './lib/build.mjs';
import { run, step } from './lib/run.mjs';
import { Stages } from './lib/stages.mjs';

ensureNodeRuntime();
const stages = Stages.forScript('npm-run-desktop');
await ensureInstall(stages);
await buildAll(stages, { console: 'app' });
await stages.close();

const electronDir = dirname(createRequire(import.meta.url).resolve('electron/package.json'));
if (!existsSync(join(electronDir, 'path.txt'))) {
  console.error(`
✗ Electron's binary is not installed (${electronDir} has no dist/): its download from GitHub
  failed or was blocked when the packages were installed. On a machine that can reach GitHub,
  run \`npx install-electron\` (or \`npm rebuild electron\`), then \`npm run desktop\` again.
  Meanwhile the same console runs in a browser: \`npm start\`, then open
  http://localhost:3000/console/`);
  process.exit(1);
}

if (process.argv.includes('--package')) {
  step('Packaging the desktop console (electron-builder)');
  run('npx', ['electron-builder', '--config', 'electron-builder.yml', '--publish', 'never'], {
    cwd: 'apps/desktop',
  });
} else {
  step('Opening the desktop console');
  run('npm', ['run', 'start', '-w', '@tontine/desktop']);
}
