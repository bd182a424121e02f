import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { API_NODE_ARGS, apiRuntimeEnv } from './api-runtime.mjs';

const root = resolve(import.meta.dirname, '../..');

/**
 * Runs the built API and starts it again when it exits with RESTART_EXIT_CODE (the console's
 * "restart": the API drains its requests, closes and exits with that code). Any other exit
 * ends the supervisor with the API's code; SIGINT and SIGTERM are passed on to the API.
 */
export async function superviseApi({ env = process.env, onStart = () => {} } = {}) {
  // From the built contracts: one constant for the API and for this supervisor.
  const { RESTART_EXIT_CODE } = await import('@tontine/contracts');
  let stopping = false;
  let child;
  const start = () => {
    child = spawn(process.execPath, [...API_NODE_ARGS, resolve(root, 'apps/api/dist/main.js')], {
      cwd: root,
      stdio: 'inherit',
      env: { ...env, ...apiRuntimeEnv(env), TONTINE_SUPERVISOR: 'start.mjs' },
    });
    onStart(child.pid);
    child.on('exit', (code, signal) => {
      if (!stopping && code === RESTART_EXIT_CODE) {
        console.log('\n━━ Restarting the API (asked from the console)');
        start();
        return;
      }
      process.exit(code ?? (signal ? 1 : 0));
    });
  };
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.on(signal, () => {
      stopping = true;
      child?.kill(signal);
    });
  start();
}
