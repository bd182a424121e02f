import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { createConnection } from 'mysql2/promise';
import { waitFor } from './wait-for.mjs';

/**
 * MariaDB as a primary and one replica, each its own `mariadbd` with its own data folder and
 * port on loopback, replicating by GTID (row-based binlog, strict GTID mode). The primary takes
 * every write; the replica is read-only and follows it from the first transaction. The
 * application connects as `tontine` (all rights on its database) to the primary and as
 * `tontine_read` (SELECT, and SLAVE MONITOR for the lag) to the replica.
 */

const MARIADBD = '/usr/sbin/mariadbd';
const INSTALL_DB = '/usr/bin/mariadb-install-db';
const DATABASE = 'tontine';

/** Options every server of the pair shares. */
function serverArgs(dir, port, serverId) {
  const asRoot = process.getuid?.() === 0 ? ['--user=root'] : [];
  return [
    '--no-defaults',
    ...asRoot,
    `--datadir=${join(dir, 'data')}`,
    `--socket=${join(dir, 'mariadbd.sock')}`,
    `--pid-file=${join(dir, 'mariadbd.pid')}`,
    `--log-error=${join(dir, 'error.log')}`,
    '--bind-address=127.0.0.1',
    `--port=${port}`,
    '--skip-name-resolve',
    `--server-id=${serverId}`,
    '--log-bin=binlog',
    '--binlog-format=ROW',
    '--gtid-strict-mode=1',
    '--log-slave-updates=1',
    '--innodb-buffer-pool-size=128M',
    '--character-set-server=utf8mb4',
    '--collation-server=utf8mb4_unicode_ci',
  ];
}

function installDataFolder(dir) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const asRoot = process.getuid?.() === 0 ? ['--user=root'] : [];
  const result = spawnSync(
    INSTALL_DB,
    [
      '--no-defaults',
      ...asRoot,
      `--datadir=${join(dir, 'data')}`,
      '--auth-root-authentication-method=normal',
      '--skip-test-db',
    ],
    { encoding: 'utf8' },
  );
  if (result.status !== 0)
    throw new Error(`mariadb-install-db failed in ${dir}: ${result.stderr || result.stdout}`);
}

/** One running `mariadbd`: its port, root URL, and how to stop or start it again. */
class MariaDbServer {
  constructor(name, dir, port, serverId, extraArgs = []) {
    this.name = name;
    this.dir = dir;
    this.port = port;
    this.args = [...serverArgs(dir, port, serverId), ...extraArgs];
    this.rootUrl = `mysql://root@127.0.0.1:${port}`;
    this.process = undefined;
  }

  async start() {
    this.process = spawn(MARIADBD, this.args, { stdio: 'ignore' });
    const exited = new Promise((resolve) => this.process.once('exit', resolve));
    this.exited = exited;
    await waitFor(`MariaDB ${this.name} at 127.0.0.1:${this.port}`, async () => {
      if (this.process.exitCode !== null)
        throw new Error(`mariadbd (${this.name}) exited; see ${join(this.dir, 'error.log')}`);
      const conn = await createConnection(this.rootUrl).catch(() => undefined);
      await conn?.end();
      return Boolean(conn);
    });
  }

  /** SIGTERM: mariadbd shuts down cleanly and exits. */
  async stop() {
    if (!this.process || this.process.exitCode !== null) return;
    this.process.kill('SIGTERM');
    await this.exited;
  }

  async query(sql, values) {
    const conn = await createConnection(this.rootUrl);
    try {
      const [rows] = await conn.query(sql, values);
      return rows;
    } finally {
      await conn.end();
    }
  }
}

/**
 * Starts the primary on `primaryPort` and the replica on `replicaPort`, in new data folders
 * under `dir`. Answers both servers and the application's two URLs.
 */
export async function startMariaDbPair({ dir, primaryPort, replicaPort, passwords }) {
  installDataFolder(join(dir, 'primary'));
  installDataFolder(join(dir, 'replica'));
  const primary = new MariaDbServer('primary', join(dir, 'primary'), primaryPort, 1);
  const replica = new MariaDbServer('replica', join(dir, 'replica'), replicaPort, 2, [
    '--read-only=1',
    // Once configured below, a restarted replica resumes replicating by itself.
    '--relay-log=relay',
  ]);
  await Promise.all([primary.start(), replica.start()]);
  try {
    // Everything from here on is in the primary's binlog, so the replica replays it from the
    // first GTID: the users and the database exist on both.
    await primary.query(
      `CREATE DATABASE \`${DATABASE}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
    );
    for (const statement of [
      `CREATE USER 'tontine'@'127.0.0.1' IDENTIFIED BY ?`,
      `GRANT ALL ON \`${DATABASE}\`.* TO 'tontine'@'127.0.0.1'`,
      `CREATE USER 'tontine_read'@'127.0.0.1' IDENTIFIED BY ?`,
      `GRANT SELECT ON \`${DATABASE}\`.* TO 'tontine_read'@'127.0.0.1'`,
      `GRANT SLAVE MONITOR ON *.* TO 'tontine_read'@'127.0.0.1'`,
      `CREATE USER 'replication'@'127.0.0.1' IDENTIFIED BY ?`,
      `GRANT REPLICATION SLAVE ON *.* TO 'replication'@'127.0.0.1'`,
    ]) {
      const secret = statement.includes("'tontine'@")
        ? passwords.app
        : statement.includes("'tontine_read'@")
          ? passwords.read
          : passwords.replication;
      await primary.query(statement, statement.includes('IDENTIFIED BY') ? [secret] : []);
    }
    await replica.query("SET GLOBAL gtid_slave_pos = ''");
    await replica.query(
      `CHANGE MASTER TO MASTER_HOST = '127.0.0.1', MASTER_PORT = ?, MASTER_USER = 'replication',
         MASTER_PASSWORD = ?, MASTER_USE_GTID = slave_pos, MASTER_CONNECT_RETRY = 1`,
      [primaryPort, passwords.replication],
    );
    await replica.query('START SLAVE');
    await waitFor('the replica to apply the primary’s users', async () => {
      const [status] = await replica.query('SHOW SLAVE STATUS');
      if (status?.Last_SQL_Error) throw new Error(`replica: ${status.Last_SQL_Error}`);
      const users = await replica.query(
        "SELECT COUNT(*) AS n FROM mysql.user WHERE User = 'tontine_read'",
      );
      return Number(users[0].n) === 1;
    });
  } catch (err) {
    await Promise.all([primary.stop(), replica.stop()]);
    throw err;
  }
  const url = (user, password, port) =>
    `mysql://${user}:${encodeURIComponent(password)}@127.0.0.1:${port}/${DATABASE}`;
  return {
    primary,
    replica,
    /** Waits up to `seconds` for the replica to apply all the primary has committed so far. */
    async replicaCaughtUp(seconds) {
      const [{ position }] = await primary.query('SELECT @@gtid_binlog_pos AS position');
      const [{ waited }] = await replica.query('SELECT MASTER_GTID_WAIT(?, ?) AS waited', [
        position,
        seconds,
      ]);
      return Number(waited) === 0;
    },
    primaryUrl: url('tontine', passwords.app, primaryPort),
    replicaUrl: url('tontine_read', passwords.read, replicaPort),
    stop: () => Promise.all([replica.stop(), primary.stop()]),
  };
}
