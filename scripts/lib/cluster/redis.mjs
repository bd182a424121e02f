import { spawn } from 'node:child_process';
import { createConnection } from 'node:net';
import { waitFor } from './wait-for.mjs';

/** Answers whether something accepts TCP connections on 127.0.0.1:`port`. */
export function accepts(port) {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * A Redis of the cluster's own on loopback, keeping nothing on disk: it carries the instances'
 * bus, sessions' revocations and the shared limits, all of which a restart may lose.
 */
export async function startRedis({ port }) {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await waitFor(`Redis at 127.0.0.1:${port}`, async () => {
    if (child.exitCode !== null) throw new Error('redis-server exited at start');
    return accepts(port);
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
