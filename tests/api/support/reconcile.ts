import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../../..');

/** `npm run reconcile`'s program on a database: its exit status and what it printed. */
export function reconcileDatabase(databaseUrl: string): { status: number | null; output: string } {
  const result = spawnSync(process.execPath, [resolve(root, 'apps/api/dist/reconcile.js')], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}
