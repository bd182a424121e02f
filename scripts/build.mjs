import { ensureNodeRuntime } from './lib/node-runtime.mjs';
import { ensureInstall } from './lib/ensure-install.mjs';
import { buildAll } from './lib/build.mjs';

ensureNodeRuntime();

ensureInstall();
buildAll({ force: true });
