// `npm run dev`: the loop for changing the code. The contracts, migrations and API are
// recompiled by tsc in watch mode and the API restarts on each new build (node --watch); the
// web client runs on Vite's dev server, which reloads in place and proxies /api (sockets too)
// to the API. Stop everything with Ctrl-C.
import { spawn } from 'node:child_process';
import { ensureNodeRuntime } from './lib/node-runtime.mjs';
import { ensureInstall } from './lib/ensure-install.mjs';
import { run, step } from './lib/run.mjs';
import { Stages } from './lib/stages.mjs';
import { TSC } from './lib/typescript.mjs';

ensureNodeRuntime();
const stages = Stages.forScript('npm-run-dev');
await ensureInstall(stages);
await stages.close();

step('Building contracts, migrations and the API once (tsc -b)');
run(process.execPath, [TSC, '-b', 'apps/api/tsconfig.build.json']);

const children = [];
function start(label, command, args, env = {}) {
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  child.on('exit', (code, signal) => {
    if (signal) return;
    console.error(`✗ ${label} stopped (exit ${code}): stopping the others`);
    stopAll(code ?? 1);
  });
  children.push(child);
}
function stopAll(code = 0) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(0));

step('Watching: tsc (API), node --watch (API on :3000), Vite (web client on :5173)');
start('tsc --watch', process.execPath, [
  TSC,
  '-b',
  'apps/api/tsconfig.build.json',
  '--watch',
  '--preserveWatchOutput',
]);
start('the API', process.execPath, ['--watch', 'apps/api/dist/main.js'], {
  SEED_DEMO: process.env.SEED_DEMO ?? 'true',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
});
start('Vite', 'npm', ['run', 'dev', '-w', '@tontine/web']);
