import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { TSC } from './typescript.mjs';

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

/** True when a file under `sources` is newer than one of `outputs` (or one is missing). */
function stale(sources, outputs) {
  const newest = Math.max(...sources.map(newestMtime));
  return outputs.some((output) => !existsSync(output) || statSync(output).mtimeMs < newest);
}

const SHARED = ['libs/contracts/src', 'package-lock.json'];
const DESKTOP_SOURCES = ['apps/desktop', 'electron.vite.config.ts', ...SHARED];
const RENDERER = 'apps/desktop/out/renderer/index.html';

/**
 * Builds the shared libraries and the apps, skipping an app whose output is up to date. The
 * contracts come first: every app imports their build. Then the API (tsc), the web client and
 * the console (Vite) build at once, since they depend on nothing else: tsc keeps one core busy
 * while Vite uses the other. `console`: 'app' builds the Electron app (main, preload and
 * renderer), 'renderer' only the renderer, which the API serves at /console to a browser.
 */
export async function buildAll(stages, { force = false, console: consoleBuild = 'app' } = {}) {
  await stages.run({
    title: 'Building the contracts (tsc)',
    tag: 'contracts',
    command: process.execPath,
    args: [TSC, '-b', 'libs/contracts'],
  });
  const builds = [
    {
      title: 'Building the migrations and the API (tsc)',
      tag: 'api',
      command: process.execPath,
      args: [TSC, '-b', 'apps/api/tsconfig.build.json'],
    },
  ];
  if (force || stale(['apps/web', ...SHARED], ['apps/web/dist/index.html'])) {
    builds.push({
      title: 'Building the web client (vite)',
      tag: 'web',
      command: 'npm',
      args: ['run', 'build', '-w', '@tontine/web'],
    });
  }
  const app = ['apps/desktop/out/main/index.js', 'apps/desktop/out/preload/index.cjs', RENDERER];
  if (consoleBuild === 'app' && (force || stale(DESKTOP_SOURCES, app))) {
    builds.push({
      title: 'Building the desktop console (electron-vite)',
      tag: 'desktop',
      command: 'npm',
      args: ['run', 'build', '-w', '@tontine/desktop'],
    });
  }
  if (consoleBuild === 'renderer' && (force || stale(DESKTOP_SOURCES, [RENDERER]))) {
    builds.push({
      title: 'Building the operator console for /console (vite)',
      tag: 'console',
      command: process.execPath,
      args: ['scripts/lib/build-console-renderer.mjs'],
    });
  }
  await stages.all(builds);
}
