import { ensureInstall } from './lib/ensure-install.mjs';
import { buildAll } from './lib/build.mjs';

ensureInstall();
buildAll({ force: true });
