// `npm run reconcile`: the ledger's invariants, checked on the database DATABASE_URL names.
import { ensureNodeRuntime } from './lib/node-runtime.mjs';
import { ensureInstall } from './lib/ensure-install.mjs';
import { run } from './lib/run.mjs';
import { Stages } from './lib/stages.mjs';
import { TSC } from './lib/typescript.mjs';
import { spawnSync } from 'node:child_process';

ensureNodeRuntime();
const stages = Stages.forScript('npm-run-reconcile');
await ensureInstall(stages);
await stages.close();
run(process.execPath, [TSC, '-b', 'apps/api/tsconfig.build.json']);
const result = spawnSync(process.execPath, ['apps/api/dist/reconcile.js'], { stdio: 'inherit' });
process.exit(result.status ?? 1);
