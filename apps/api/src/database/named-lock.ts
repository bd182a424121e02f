import type { DataSource } from 'typeorm';

/**
 * Runs `work` while holding the MySQL named lock `name`, so that of several API instances only
 * one does it at a time. Waits up to `waitSeconds` for the lock; answers `{ ran: false }` when
 * another instance holds it longer. SQLite is single-writer and single-process: the work runs.
 * The lock lives on one connection, taken and released on that connection. MariaDB's named
 * locks belong to the whole server, so the name is the database's own: two deployments on one
 * server (or two test databases) never wait for each other's jobs.
 */
export async function underNamedLock<T>(
  db: DataSource,
  name: string,
  work: () => Promise<T>,
  waitSeconds = 0,
): Promise<{ ran: true; value: T } | { ran: false }> {
  if (db.options.type !== 'mysql') return { ran: true, value: await work() };
  const runner = db.createQueryRunner();
  await runner.connect();
  try {
    const [{ locked }] = (await runner.query(
      "SELECT GET_LOCK(CONCAT(DATABASE(), '.', ?), ?) AS locked",
      [name, waitSeconds],
    )) as [{ locked: number | string | null }];
    if (Number(locked) !== 1) return { ran: false };
    try {
      return { ran: true, value: await work() };
    } finally {
      await runner
        .query("SELECT RELEASE_LOCK(CONCAT(DATABASE(), '.', ?))", [name])
        .catch(() => undefined);
    }
  } finally {
    await runner.release();
  }
}
