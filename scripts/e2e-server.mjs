// Serves the built web client and the API on one port for the Playwright tests, against a
// fresh MariaDB database with the demo data, then drops the database when stopped.
import { spawn } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createThrowawayDatabase, dropDatabase } from './lib/mariadb.mjs';

const port = process.env.PORT ?? '4310';
const db = await createThrowawayDatabase('tontine_e2e');
console.log(`[e2e] database: MariaDB ${db.name}`);

const child = spawn(process.execPath, ['apps/api/dist/main.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'test',
    PORT: port,
    HOST: '127.0.0.1',
    DATABASE_URL: db.url,
    SEED_DEMO: 'true',
    DEMO_MODE: 'true',
    DATA_DIR: join(tmpdir(), db.name),
    JWT_SECRET: 'e2e-secret-e2e-secret-e2e-secret-e2e-secret',
    CORS_ORIGINS: `http://127.0.0.1:${process.env.E2E_DESKTOP_PORT ?? '4320'}`,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
  },
});

let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  child.kill('SIGTERM');
  await dropDatabase(db.name).catch(() => undefined);
  process.exit(code);
}
child.on('exit', (code) => void stop(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stop(0));
