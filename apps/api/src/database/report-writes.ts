import type { QueryRunner } from 'typeorm';
import { transactionStep, writtenTables, type WrittenTables } from './written-tables.js';

const watched = new WeakSet<QueryRunner>();

/**
 * Makes `runner` report what its statements wrote once it is visible to other connections: at
 * once for a statement outside a transaction, at COMMIT for those inside one (nothing for a
 * rollback). Reporting only after the commit is what keeps a read cache exact: a read that
 * began before the report was stamped with the old versions, so what it kept is never taken
 * for current. better-sqlite3 hands out one runner for the whole process, hence the guard.
 */
export function reportWrites(
  runner: QueryRunner,
  committed: (written: WrittenTables[]) => void,
): QueryRunner {
  if (watched.has(runner)) return runner;
  watched.add(runner);
  const query = runner.query.bind(runner) as (...args: unknown[]) => Promise<unknown>;
  let pending: WrittenTables[] = [];
  // Ours as well as TypeORM's flag: a transaction begun by plain SQL counts too.
  let begun = false;

  runner.query = (async (sql: string, ...rest: unknown[]) => {
    const step = transactionStep(sql);
    if (step === 'begin') {
      const answer = await query(sql, ...rest);
      begun = true;
      return answer;
    }
    if (step === 'commit') {
      try {
        return await query(sql, ...rest);
      } finally {
        // A failed COMMIT too: whether it was applied is unknown.
        begun = false;
        const written = pending;
        pending = [];
        committed(written);
      }
    }
    if (step === 'rollback') {
      try {
        return await query(sql, ...rest);
      } finally {
        begun = false;
        pending = [];
      }
    }
    const written = writtenTables(sql);
    if (written.kind === 'none') return query(sql, ...rest);
    if (begun || runner.isTransactionActive) {
      pending.push(written);
      return query(sql, ...rest);
    }
    try {
      return await query(sql, ...rest);
    } finally {
      // Even a failed statement: a lost connection leaves unknown whether it was applied.
      committed([written]);
    }
  }) as QueryRunner['query'];
  return runner;
}
