// `npm start`: install what is missing, build, then serve the API and the web client on one
// port. The API runs the migrations and seeds the demo accounts on an empty database.
import { ensureNodeRuntime } from './lib/node-runtime.mjs';
import { spawn } from 'node:child_process';
import { ensureInstall } from './lib/ensure-install.mjs';
import { buildAll } from './lib/build.mjs';
import { step } from './lib/run.mjs';

ensureNodeRuntime();

ensureInstall();
buildAll({ desktop: process.env.SKIP_DESKTOP_BUILD !== 'true' });

step('Starting Tontine');
const child = spawn(process.execPath, ['apps/api/dist/main.js'], {
  stdio: 'inherit',
  env: { SEED_DEMO: 'true', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
