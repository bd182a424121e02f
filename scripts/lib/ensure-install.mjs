import { existsSync, statSync } from 'node:fs';
import { run, step } from './run.mjs';

/** Installs dependencies when they are missing or older than the lockfile. */
export function ensureInstall() {
  const marker = 'node_modules/.package-lock.json';
  if (!existsSync(marker)) {
    step('Installing dependencies (npm ci)');
    run('npm', ['ci', '--no-audit', '--no-fund']);
    return;
  }
  if (statSync('package-lock.json').mtimeMs > statSync(marker).mtimeMs) {
    step('Updating dependencies (npm install)');
    run('npm', ['install', '--no-audit', '--no-fund']);
  }
}
