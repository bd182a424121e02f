// The processes a benchmark starts: the built API and its baselines, all on loopback, all
// stopped by stopAll() when the run ends.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fetchJson } from './answers.mjs';

const children = [];
const PASSWORD = 'Bench-Passw0rd';
/** The API's signing key in every run, so that a benchmark can mint tokens itself (tokens.mjs). */
export const BENCH_JWT_SECRET = 'bench-secret-bench-secret-bench-secret-0123';
/** Production wants the key that encrypts secrets at rest (64 hex characters). */
export const BENCH_SECRETS_KEY = '0123456789abcdef'.repeat(4);

/** `nodeArgs` lets a run profile a server, e.g. BENCH_API_NODE_ARGS=--prof. */
export function serve(script, env, nodeArgs = []) {
  const child = spawn(process.execPath, [...nodeArgs, script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  return child;
}

/** A baseline prints one line once it listens; one that dies first (port taken) is an error. */
export async function ready(child) {
  const died = once(child, 'exit').then(([code]) => {
    throw new Error(`${child.spawnargs.at(-1)} exited with ${code} before listening`);
  });
  await Promise.race([once(child.stdout, 'data'), died]);
  child.stdout.resume();
}

/** The processes started so far, by script, e.g. to read their CPU time (process-cpu.mjs). */
export function startedProcesses() {
  return children.map((child) => ({ pid: child.pid, script: child.spawnargs.at(-1) }));
}

/**
 * Stops every process started and waits for their exits: the API writes its last request
 * counts as it stops, into a database the benchmark drops only after that. A process still
 * there after 10 s is killed.
 */
export async function stopAll() {
  await Promise.all(
    children.splice(0).map(async (child) => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(killer);
    }),
  );
}

export async function waitFor(url) {
  for (let i = 0; i < 300; i += 1) {
    if (
      await fetch(url).then(
        (r) => r.status < 500,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer`);
}

/**
 * The built API (apps/api/dist/main.js) on a database of its own; it applies the migrations as
 * it starts. `nodeArgs` and BENCH_API_NODE_ARGS pass flags to its Node process.
 */
export async function startApi({ port, databaseUrl, env = {}, nodeArgs = [] }) {
  const origin = `http://127.0.0.1:${port}`;
  // Another run's server on the port would answer the health check in our API's place.
  if (
    await fetch(`${origin}/api/health`).then(
      () => true,
      () => false,
    )
  )
    throw new Error(`port ${port} is already taken: another benchmark running?`);
  const api = serve(
    'apps/api/dist/main.js',
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      JWT_SECRET: BENCH_JWT_SECRET,
      SECRETS_KEY: BENCH_SECRETS_KEY,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'tontine-bench-')),
      ...env,
    },
    [...nodeArgs, ...(process.env.BENCH_API_NODE_ARGS ?? '').split(' ').filter(Boolean)],
  );
  api.stdout.resume();
  await waitFor(`${origin}/api/health`);
  return origin;
}

/** Registers an account through the API and answers its token and id. */
export async function register(origin, { email, firstName = 'Bench', lastName = 'Runner' }) {
  const body = await fetchJson(`${origin}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      first_name: firstName,
      last_name: lastName,
      email,
      password: PASSWORD,
      country: 'KE',
      preferred_language: 'sw',
      accept_terms: true,
    }),
  });
  return { token: body.access_token, userId: body.user.id, user: body.user };
}

/**
 * Signs in an account registered by an earlier run (see register); `otp`, a code of its
 * authenticator, for an account with two-factor sign-in (see two-factor.mjs).
 */
export async function logIn(origin, email, { otp } = {}) {
  const body = await fetchJson(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, ...(otp ? { otp } : {}) }),
  });
  return { token: body.access_token, userId: body.user.id, user: body.user };
}
