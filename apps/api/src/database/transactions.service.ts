import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager, EntitySubscriberInterface } from 'typeorm';
import { readCommitted } from './read-committed.js';

/** The database's family: the statements that differ (row locks, upserts) ask it. */
export type SqlDialect = 'mysql' | 'sqlite';

/**
 * Transactions for the domains, which get no DataSource: `run` hands the work an EntityManager
 * bound to one transaction. The work reaches its own tables with `manager.getRepository(Own)`
 * and passes the manager to the owning domain's service for a write elsewhere that must commit
 * with it (a payout's ledger rows). Committed when the work resolves, rolled back when it throws.
 */
@Injectable()
export class Transactions {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  run<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  /** A transaction at READ COMMITTED on MySQL/MariaDB (read-committed.ts says why). */
  runReadCommitted<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return readCommitted(this.db, work);
  }

  /** Listens to every transaction's commit and rollback (work held until the outermost commit). */
  subscribe(subscriber: EntitySubscriberInterface): void {
    this.db.subscribers.push(subscriber);
  }

  get dialect(): SqlDialect {
    return this.db.options.type === 'mysql' ? 'mysql' : 'sqlite';
  }
}
