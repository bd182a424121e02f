import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { InstanceBus, type BusTopic } from '../bus/instance-bus.service.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { reportWrites } from './report-writes.js';
import type { WrittenTables } from './written-tables.js';

interface ChangeMessage {
  /** The tables written, or '*' for anything. */
  tables: string[] | '*';
}

/**
 * A version per table, moved once a write to it has committed, so that a read cache can tell
 * whether what it keeps is still what the database holds (read-cache.ts). Every statement of
 * this process passes through TypeORM's query runners, which report their writes here; the other
 * instances hear of them on the instance bus (Redis when REDIS_URL is set). A write that bypasses the API (SQL
 * typed by hand) is not seen: the console's "clear caches" action then empties every cache.
 */
@Injectable()
export class DataChanges {
  private readonly versions = new Map<string, number>();
  /** Moved by a write that could touch any table: part of every stamp. */
  private everything = 0;
  private readonly others: BusTopic<ChangeMessage>;

  /** READ_CACHE_SECONDS in ms: how long a read cache may keep an entry; 0, not at all. */
  readonly keepForMs: number;

  constructor(
    @InjectDataSource() db: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
    bus: InstanceBus,
  ) {
    this.keepForMs = config.readCacheSeconds * 1000;
    // Here rather than in a lifecycle hook: service tests compile modules without running them.
    const driver = db.driver;
    const create = driver.createQueryRunner.bind(driver);
    driver.createQueryRunner = (mode) =>
      reportWrites(create(mode), (written) => this.committed(written));
    this.others = bus.topic<ChangeMessage>('data-changes', {
      audience: 'others',
      hear: (message) => this.heard(message),
      // Messages sent while this instance was cut from Redis are lost: forget everything.
      resumed: () => this.moveAll(),
    });
  }

  /**
   * A number that changes whenever any of `tables` (lower case) has been written since: equal
   * stamps mean none was. Versions only grow, so their sum is enough.
   */
  stamp(tables: readonly string[]): number {
    let sum = this.everything;
    for (const table of tables) sum += this.versions.get(table) ?? 0;
    return sum;
  }

  /** Writes made outside the query runners (a restored database, say): every cache forgets. */
  changedEverything(): void {
    this.moveAll();
    this.tell('*');
  }

  private committed(written: WrittenTables[]): void {
    if (written.some((w) => w.kind === 'all')) return this.changedEverything();
    const tables = new Set<string>();
    for (const w of written) if (w.kind === 'tables') for (const t of w.tables) tables.add(t);
    if (tables.size === 0) return;
    this.move([...tables]);
    this.tell([...tables]);
  }

  private move(tables: readonly string[]): void {
    for (const table of tables) this.versions.set(table, (this.versions.get(table) ?? 0) + 1);
  }

  private moveAll(): void {
    this.everything += 1;
  }

  private tell(tables: string[] | '*'): void {
    // Not awaited: a write never waits on Redis; the other instances hear of it within a moment.
    void this.others.publish({ tables });
  }

  private heard(message: ChangeMessage): void {
    if (message.tables === '*') return this.moveAll();
    if (Array.isArray(message.tables)) this.move(message.tables.map(String));
  }
}
