import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { accepts } from './redis.mjs';
import { waitFor } from './wait-for.mjs';

const NGINX = '/usr/sbin/nginx';

/**
 * nginx in front of the API instances (docs/deployment.md shows the same configuration for
 * real hosts): TLS and HTTP/2 to browsers, WebSocket upgrades passed through, requests spread
 * over the instances with the fewest running, keep-alive connections to them.
 *
 * Open-source nginx checks instances passively: an instance that refuses connections, times
 * out or answers 502/503/504 (a draining instance answers 503) is left out for `fail_timeout`
 * and the request goes to the next one, but only when it is idempotent: nginx never sends a
 * POST, PATCH or LOCK that reached an instance to a second one (no `non_idempotent` below), so
 * a money write is never applied twice by a retry of the proxy.
 */
export function nginxConfig({ prefix, listenPort, instancePorts, certificate, key }) {
  const asRoot = process.getuid?.() === 0;
  const servers = instancePorts
    .map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;`)
    .join('\n');
  return `# Made by scripts/lib/cluster/nginx-front.mjs for one run of \`npm run cluster\`.
${asRoot ? 'user root root;\n' : ''}worker_processes 1;
pid ${join(prefix, 'nginx.pid')};
error_log ${join(prefix, 'error.log')} warn;
events { worker_connections 4096; }

http {
  access_log ${join(prefix, 'access.log')};
  client_body_temp_path ${join(prefix, 'client_body')};
  proxy_temp_path ${join(prefix, 'proxy')};
  fastcgi_temp_path ${join(prefix, 'fastcgi')};
  uwsgi_temp_path ${join(prefix, 'uwsgi')};
  scgi_temp_path ${join(prefix, 'scgi')};
  # Uploads (proofs, photos, ad images) are at most 10 MiB; the API refuses larger ones itself.
  client_max_body_size 12m;

  # A WebSocket upgrade is passed on; any other request keeps the upstream connection alive.
  map $http_upgrade $connection_upgrade {
    default upgrade;
    '' '';
  }

  upstream tontine_api {
    least_conn;
${servers}
    keepalive 32;
  }

  server {
    listen 127.0.0.1:${listenPort} ssl http2;
    server_name localhost;
    ssl_certificate ${certificate};
    ssl_certificate_key ${key};
    ssl_protocols TLSv1.2 TLSv1.3;

    location / {
      proxy_pass http://tontine_api;
      proxy_http_version 1.1;
      proxy_set_header Host $host;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout http_502 http_503 http_504;
      proxy_next_upstream_tries 3;
      proxy_connect_timeout 2s;
      # Chat and notification sockets stay open for hours; the API pings them.
      proxy_read_timeout 1h;
      proxy_send_timeout 1h;
    }
  }
}
`;
}

/** Debian's nginx, installed when missing as `npm test` installs Chromium. */
export function ensureNginx() {
  if (existsSync(NGINX)) return;
  if (process.getuid?.() !== 0)
    throw new Error(
      "nginx is missing and this is not root: install it with 'sudo apt-get install -y nginx'",
    );
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [
    ['update', '-qq'],
    ['install', '-y', '-qq', '--no-install-recommends', 'nginx'],
  ]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed`);
  }
}

/** Starts nginx in the foreground with the configuration above, under `prefix`. */
export async function startNginx({ prefix, listenPort, instancePorts, certificate, key }) {
  ensureNginx();
  mkdirSync(prefix, { recursive: true });
  const file = join(prefix, 'nginx.conf');
  writeFileSync(file, nginxConfig({ prefix, listenPort, instancePorts, certificate, key }));
  const child = spawn(NGINX, ['-p', prefix, '-c', file, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk) => (errors += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await waitFor(`nginx at 127.0.0.1:${listenPort}`, async () => {
    if (child.exitCode !== null) throw new Error(`nginx exited at start: ${errors}`);
    return accepts(listenPort);
  });
  return {
    url: `https://localhost:${listenPort}`,
    config: file,
    /** The master process; its workers are its children. */
    pid: child.pid,
    async stop() {
      // SIGQUIT: a graceful stop, open requests finish first.
      if (child.exitCode === null) child.kill('SIGQUIT');
      await exited;
    },
  };
}
