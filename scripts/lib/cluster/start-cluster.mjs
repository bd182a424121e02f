import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ApiInstance, instanceEnvironment } from './api-instances.mjs';
import { startMariaDbPair } from './mariadb-pair.mjs';
import { startNginx } from './nginx-front.mjs';
import { startRedis } from './redis.mjs';
import { makeCertificate } from './tls.mjs';

/** The ports of one cluster: `base` for nginx, the next ones for what is behind it. */
function clusterPorts(base, instances) {
  return {
    nginx: base,
    primary: base + 1,
    replica: base + 2,
    redis: base + 3,
    instances: Array.from({ length: instances }, (_, i) => base + 10 + i),
  };
}

/**
 * A whole cluster on loopback, in a new folder `dir`: MariaDB primary and replica, Redis,
 * `instances` API instances of the built checkout sharing one folder for files, and nginx in
 * front; `env` adds to the instances' environment. The first instance migrates and seeds the
 * demo before the others start, as the first machine of a rolling start does. Answers the parts,
 * the primary's root URL on the application's database (`rootUrl`, for checks and
 * `npm run reconcile`), and `stop()`, which stops them all in the reverse order.
 */
export async function startCluster({
  dir,
  basePort = 8443,
  instances = 3,
  env: extraEnv = {},
  log = () => {},
}) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'logs'), { recursive: true });
  const ports = clusterPorts(basePort, instances);
  const stops = [];
  const stop = async () => {
    for (const stopOne of stops.reverse()) await stopOne().catch(() => undefined);
    stops.length = 0;
  };
  try {
    log(`MariaDB primary (:${ports.primary}) and replica (:${ports.replica}), GTID replication`);
    const database = await startMariaDbPair({
      dir: join(dir, 'mariadb'),
      primaryPort: ports.primary,
      replicaPort: ports.replica,
      passwords: {
        app: randomBytes(12).toString('hex'),
        read: randomBytes(12).toString('hex'),
        replication: randomBytes(12).toString('hex'),
      },
    });
    stops.push(database.stop);

    log(`Redis (:${ports.redis})`);
    const redis = await startRedis({ port: ports.redis });
    stops.push(redis.stop);

    const publicUrl = `https://localhost:${ports.nginx}`;
    const sharedDir = join(dir, 'shared');
    mkdirSync(sharedDir, { recursive: true });
    const env = {
      ...instanceEnvironment({
        primaryUrl: database.primaryUrl,
        replicaUrl: database.replicaUrl,
        redisUrl: redis.url,
        sharedDir,
        publicUrl,
        secrets: { jwt: randomBytes(32).toString('hex'), key: randomBytes(32).toString('hex') },
      }),
      ...extraEnv,
    };
    const apis = ports.instances.map(
      (port, i) => new ApiInstance({ name: `api-${i + 1}`, port, env, logDir: join(dir, 'logs') }),
    );
    stops.push(() => Promise.all(apis.map((api) => api.stop())));
    log(`API instance 1 of ${instances} (:${apis[0].port}): migrations and demo accounts`);
    await apis[0].start();
    log(`API instances 2 to ${instances} (:${ports.instances.slice(1).join(', :')})`);
    await Promise.all(apis.slice(1).map((api) => api.start()));

    log(`nginx (https://localhost:${ports.nginx}, HTTP/2, TLS made for this run)`);
    const tls = makeCertificate(dir);
    const nginx = await startNginx({
      prefix: join(dir, 'nginx'),
      listenPort: ports.nginx,
      instancePorts: ports.instances,
      ...tls,
    });
    stops.push(nginx.stop);

    return {
      url: nginx.url,
      certificate: tls.certificate,
      rootUrl: `${database.primary.rootUrl}/tontine`,
      database,
      redis,
      apis,
      nginx,
      ports,
      env,
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}
