import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../../..');

/** The API's signing key in the tests, so that a test can forge the tokens the API must refuse. */
export const TEST_JWT_SECRET = 'integration-secret-integration-secret-0123';

export interface RunningApi {
  url: string;
  /** The process id: what its Redis connections are named after. */
  pid: number;
  stop(): Promise<void>;
  /** Ends the process at once, as a crash or an out-of-memory kill would. */
  kill(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

/** Starts the built API (apps/api/dist) as its own process: a real server on a real port. */
export async function startApi(env: Record<string, string>): Promise<RunningApi> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [join(root, 'apps/api/dist/main.js')], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'tontine-api-')),
      JWT_SECRET: TEST_JWT_SECRET,
      LOG_LEVEL: 'warn',
      // Tests compare the figures with the database right after each change.
      PLATFORM_STATS_CACHE_SECONDS: '0',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<number | null>((done) => child.once('exit', done));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API exited with code ${child.exitCode}`);
    if (Date.now() > deadline) {
      // Stopped before the caller drops its database, so that it never migrates a dropped one.
      child.kill('SIGKILL');
      await exited;
      throw new Error('the API did not answer within 60 s');
    }
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    pid: child.pid!,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
    async kill() {
      if (child.exitCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}
