import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { CHROMIUM_PACKAGE, CHROMIUM_PATH } from './chromium.mjs';
import { run, step } from './run.mjs';

function answers(port, host = '127.0.0.1') {
  return new Promise((done) => {
    const socket = connect({ port, host });
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.destroy();
      done(true);
    });
    socket.once('error', () => done(false));
    socket.once('timeout', () => {
      socket.destroy();
      done(false);
    });
  });
}

/** The tests need MariaDB at 127.0.0.1:3306: start the machine's server when it is down. */
export async function ensureMariaDb() {
  if (await answers(3306)) return;
  step('MariaDB is down: starting it');
  spawnSync(
    'start-stop-daemon',
    ['--start', '--oknodo', '--background', '--exec', '/usr/sbin/mariadbd', '--', '--user=mysql'],
    {
      stdio: 'inherit',
    },
  );
  for (let i = 0; i < 60; i += 1) {
    if (await answers(3306)) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  console.error('✗ MariaDB does not answer at 127.0.0.1:3306');
  process.exit(1);
}

const MARIADB_LOG = '/var/log/mysql/error.log';

/**
 * What the machine's MariaDB is doing, for the report of a tier that failed: whether it answers,
 * and else the end of its own log (a server that stopped during the run says why there).
 */
export async function describeMariaDb() {
  if (await answers(3306)) return 'MariaDB at 127.0.0.1:3306 answers.';
  const log = existsSync(MARIADB_LOG)
    ? readFileSync(MARIADB_LOG, 'utf8').trimEnd().split('\n').slice(-15).join('\n')
    : `(no ${MARIADB_LOG})`;
  return `MariaDB at 127.0.0.1:3306 does not answer. The end of ${MARIADB_LOG}:\n${log}`;
}

/**
 * Debian's Chromium headless shell drives the end-to-end tests (chromium.mjs); install it when
 * missing. A run in another browser names it with CHROMIUM_PATH.
 */
export function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return;
  const pkg = CHROMIUM_PACKAGE;
  step(`Chromium is missing: installing Debian’s ${pkg}`);
  if (process.getuid?.() !== 0) {
    console.error(
      `✗ ${CHROMIUM_PATH} not found and not root: install it with 'sudo apt-get install -y ${pkg}'`,
    );
    process.exit(1);
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  run('apt-get', ['update', '-qq'], { env });
  run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', pkg], { env });
}
