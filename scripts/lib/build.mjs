import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { run, step } from './run.mjs';

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist' || entry === 'out') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** True when a file under `sources` is newer than `output` (or there is no output yet). */
function stale(sources, output) {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return sources.some((s) => newestMtime(s) > built);
}

/** Builds the shared libraries and the apps; skips an app whose output is up to date. */
export function buildAll({ force = false, desktop = true } = {}) {
  step('Building contracts, migrations and the API (tsc -b)');
  run('npx', ['tsc', '-b', 'apps/api/tsconfig.build.json']);
  const shared = ['libs/contracts/src', 'package-lock.json'];
  if (force || stale(['apps/web', ...shared], 'apps/web/dist/index.html')) {
    step('Building the web client (vite)');
    run('npm', ['run', 'build', '-w', '@tontine/web']);
  }
  if (
    desktop &&
    (force || stale(['apps/desktop', 'electron.vite.config.ts', ...shared], 'apps/desktop/out'))
  ) {
    step('Building the desktop console (electron-vite)');
    run('npm', ['run', 'build', '-w', '@tontine/desktop']);
  }
}
