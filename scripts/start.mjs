// `npm start`: install what is missing, build, then serve the API and the web client on one
// port. The API runs the migrations and seeds the demo accounts on an empty database. This
// process stays as the API's supervisor: the console's "restart" makes the API exit with a
// dedicated code after draining, and it is started again here.
import { ensureNodeRuntime } from './lib/node-runtime.mjs';
import { ensureInstall } from './lib/ensure-install.mjs';
import { buildAll } from './lib/build.mjs';
import { step } from './lib/run.mjs';

ensureNodeRuntime();

ensureInstall();
buildAll({ desktop: process.env.SKIP_DESKTOP_BUILD !== 'true' });

step('Starting Tontine');
const { superviseApi } = await import('./lib/supervise.mjs');
await superviseApi({ env: { SEED_DEMO: 'true', ...process.env } });
