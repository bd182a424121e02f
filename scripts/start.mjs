// `npm start`: install what is missing, build, then serve the API and the web client on one
// port. The API runs the migrations and seeds the demo accounts on an empty database. This
// process stays as the API's supervisor: the console's "restart" makes the API exit with a
// dedicated code after draining, and it is started again here. The install and the builds
// print one line per step; their output goes to .cache/logs/npm-start.log.
import { ensureNodeRuntime } from './lib/node-runtime.mjs';
import { ensureInstall } from './lib/ensure-install.mjs';
import { buildAll } from './lib/build.mjs';
import { Stages } from './lib/stages.mjs';
import { startEnvironment } from './lib/start-environment.mjs';

ensureNodeRuntime();

const stages = Stages.forScript('npm-start');
await ensureInstall(stages);
// The console's renderer only: the API serves it at /console; the Electron app is
// `npm run desktop`'s.
await buildAll(stages, {
  console: process.env.SKIP_DESKTOP_BUILD === 'true' ? false : 'renderer',
});
await stages.close();

console.log('━━ Starting Tontine (migrations, demo accounts)');
const { superviseApi } = await import('./lib/supervise.mjs');
await superviseApi({ env: startEnvironment(process.env) });
