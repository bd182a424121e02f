import type { DataSource, EntityManager } from 'typeorm';

/**
 * A transaction at READ COMMITTED on MySQL/MariaDB. Under the default REPEATABLE READ an
 * UPDATE or DELETE that scans a secondary index locks the gaps beside the rows it reads, and
 * two transactions inserting into neighbouring gaps (two groups locking their rotations at
 * the same moment) deadlock; READ COMMITTED takes no gap locks, and every read sees what
 * other transactions have committed. SQLite has one writer at a time and no such levels.
 */
export function readCommitted<T>(
  db: DataSource,
  work: (tx: EntityManager) => Promise<T>,
): Promise<T> {
  return db.options.type === 'mysql'
    ? db.transaction('READ COMMITTED', work)
    : db.transaction(work);
}
