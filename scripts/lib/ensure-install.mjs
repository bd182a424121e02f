import { existsSync, statSync } from 'node:fs';

// No audit or funding requests: neither changes what gets installed. Offline first: the
// lockfile pins every package by its integrity, so a copy in npm's cache is the same package.
const FLAGS = ['--no-audit', '--no-fund', '--prefer-offline'];

/** Installs dependencies when they are missing or older than the lockfile. */
export async function ensureInstall(stages) {
  const marker = 'node_modules/.package-lock.json';
  if (!existsSync(marker)) {
    await stages.run({
      title: 'Installing dependencies (npm ci)',
      tag: 'npm ci',
      command: 'npm',
      args: ['ci', ...FLAGS],
    });
    return;
  }
  if (statSync('package-lock.json').mtimeMs > statSync(marker).mtimeMs) {
    await stages.run({
      title: 'Updating dependencies (npm install)',
      tag: 'npm install',
      command: 'npm',
      args: ['install', ...FLAGS],
    });
  }
}
