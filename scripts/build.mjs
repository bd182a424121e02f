import { ensureNodeRuntime } from './lib/node-runtime.mjs';
import { ensureInstall } from './lib/ensure-install.mjs';
import { buildAll } from './lib/build.mjs';
import { Stages } from './lib/stages.mjs';

ensureNodeRuntime();

const stages = Stages.forScript('npm-run-build');
await ensureInstall(stages);
await buildAll(stages, { force: true });
await stages.close();
