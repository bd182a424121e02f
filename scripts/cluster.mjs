// `npm run cluster`: the multi-machine layout on this machine, on loopback only: nginx (TLS,
// HTTP/2) in front of three API instances of the built checkout, Redis, and MariaDB as a
// primary and a replica. It installs and builds what is missing, prints the address and the
// demo accounts, and stops everything it started on Ctrl-C. Each run starts from new data
// folders under .cache/cluster. CLUSTER_PORT (8443) and CLUSTER_INSTANCES (3) change the layout.
import { resolve } from 'node:path';
import { ensureNodeRuntime } from './lib/node-runtime.mjs';
import { ensureInstall } from './lib/ensure-install.mjs';
import { buildAll } from './lib/build.mjs';
import { step } from './lib/run.mjs';
import { Stages } from './lib/stages.mjs';
import { ensureNginx } from './lib/cluster/nginx-front.mjs';
import { startCluster } from './lib/cluster/start-cluster.mjs';

ensureNodeRuntime();

const stages = Stages.forScript('npm-cluster');
await ensureInstall(stages);
await buildAll(stages, { console: 'renderer' });
await stages.close();
ensureNginx();

// Built above: one list of demo accounts for the API's banner and this one.
const { DEMO_ACCOUNTS } = await import('@tontine/contracts');

step('Starting the cluster');
const dir = resolve(import.meta.dirname, '../.cache/cluster');
const cluster = await startCluster({
  dir,
  basePort: Number(process.env.CLUSTER_PORT ?? 8443),
  instances: Number(process.env.CLUSTER_INSTANCES ?? 3),
  log: (line) => console.log(`   ${line}`),
});

let stopping = false;
const stopAll = async () => {
  if (stopping) return;
  stopping = true;
  console.log('\n━━ Stopping the cluster');
  await cluster.stop();
  process.exit(0);
};
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
for (const api of cluster.apis)
  api.process.once('exit', (code, signal) => {
    if (!stopping) console.log(`   ${api.name} exited (${signal ?? code}); see ${api.log}`);
  });

console.log(`
Tontine runs on ${cluster.url}  (certificate made for this run: ${cluster.certificate})
  nginx        ${cluster.nginx.config}
  API          ${cluster.apis.map((api) => api.url).join(', ')}
  MariaDB      primary 127.0.0.1:${cluster.ports.primary}, replica 127.0.0.1:${cluster.ports.replica}
  Redis        ${cluster.redis.url}
  logs         ${resolve(dir, 'logs')}

Demo accounts (e-mail / password):
${Object.entries(DEMO_ACCOUNTS)
  .map(([role, account]) => `  ${role.padEnd(11)}  ${account.email}  /  ${account.password}`)
  .join('\n')}

Ctrl-C stops everything.`);
