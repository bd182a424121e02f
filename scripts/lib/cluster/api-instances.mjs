import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { join, resolve } from 'node:path';
import { API_NODE_ARGS, apiRuntimeEnv } from '../api-runtime.mjs';
import { waitFor } from './wait-for.mjs';

const root = resolve(import.meta.dirname, '../../..');

/** One API instance of the built checkout: its port, its process, how to stop or kill it. */
export class ApiInstance {
  /** `nodeArgs`: Node's command-line options, the deployed ones unless a benchmark compares. */
  constructor({ name, port, env, logDir, nodeArgs = API_NODE_ARGS }) {
    this.name = name;
    this.port = port;
    this.env = env;
    this.nodeArgs = nodeArgs;
    this.log = join(logDir, `${name}.log`);
    this.url = `http://127.0.0.1:${port}`;
    this.process = undefined;
  }

  /** Starts the instance and waits until it answers its health check. */
  async start() {
    const out = createWriteStream(this.log, { flags: 'a' });
    this.process = spawn(
      process.execPath,
      [...this.nodeArgs, resolve(root, 'apps/api/dist/main.js')],
      {
        cwd: root,
        env: { ...process.env, ...this.env, PORT: String(this.port), HOST: '127.0.0.1' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    // Both into one file, which ends when the process has closed both: the first of the two to
    // close must not end it under the other's last lines (a crash's message comes on stderr).
    this.process.stdout.pipe(out, { end: false });
    this.process.stderr.pipe(out, { end: false });
    this.process.once('close', () => out.end());
    this.exited = new Promise((done) => this.process.once('exit', done));
    await waitFor(
      `API ${this.name} at ${this.url}`,
      async () => {
        if (this.process.exitCode !== null)
          throw new Error(`API ${this.name} exited at start; see ${this.log}`);
        const answer = await fetch(`${this.url}/api/health`).catch(() => undefined);
        return answer?.ok === true;
      },
      120_000,
    );
  }

  /** The running process's id, as the job periods name it (`host:pid`). */
  get pid() {
    return this.process?.pid;
  }

  get running() {
    return (
      this.process !== undefined &&
      this.process.exitCode === null &&
      this.process.signalCode === null
    );
  }

  /** SIGTERM: the instance drains (see docs/deployment.md) and exits. */
  async stop() {
    if (!this.running) return;
    this.process.kill('SIGTERM');
    await this.exited;
  }

  /** SIGKILL: the machine is lost, nothing drains. */
  async kill() {
    if (!this.running) return;
    this.process.kill('SIGKILL');
    await this.exited;
  }
}

/**
 * The environment every instance shares: one primary, one replica, one Redis, one shared
 * folder for uploads and backups, the same secrets, nginx as the trusted proxy, and the
 * runtime options of every deployed instance (api-runtime.mjs).
 */
export function instanceEnvironment({
  primaryUrl,
  replicaUrl,
  redisUrl,
  sharedDir,
  secrets,
  publicUrl,
}) {
  return {
    ...apiRuntimeEnv(),
    NODE_ENV: 'production',
    DATABASE_URL: primaryUrl,
    DATABASE_REPLICA_URL: replicaUrl,
    REDIS_URL: redisUrl,
    DATA_DIR: sharedDir,
    JWT_SECRET: secrets.jwt,
    SECRETS_KEY: secrets.key,
    PUBLIC_URL: publicUrl,
    TRUST_PROXY: '127.0.0.1',
    SEED_DEMO: 'true',
    // Super admins sign in with a password on this local cluster, as under `npm start`.
    TWO_FACTOR_REQUIRED_FOR_SUPER_ADMINS: 'false',
    LOG_LEVEL: 'warn',
  };
}
