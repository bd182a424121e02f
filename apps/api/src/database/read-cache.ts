import { LRUCache } from 'lru-cache';
import type { DataChanges } from './data-changes.service.js';

interface Kept<V> {
  stamp: number;
  value: V;
}

export interface ReadCacheOptions {
  /** The tables the read depends on, as SQL names them. */
  tables: readonly string[];
  /** Entries kept at most; the least recently used go first. */
  max: number;
}

/**
 * The answers of one read, by key, kept as long as none of the tables they come from has been
 * written since they were read (DataChanges' versions). The stamp is taken before the read
 * runs: a write committed while it runs moves the versions, so its answer is kept under a
 * stamp that is already old and never served.
 */
export class ReadCache<V extends NonNullable<unknown>> {
  private readonly entries: LRUCache<string, Kept<V>>;

  constructor(
    private readonly changes: DataChanges,
    private readonly options: ReadCacheOptions,
  ) {
    // The TTL bounds how long a write that bypassed the API (hand-typed SQL) goes unseen.
    this.entries = new LRUCache<string, Kept<V>>({ max: options.max, ttl: changes.keepForMs || 1 });
  }

  /** The kept answer for `key`, or `read()`'s (kept unless undefined). */
  async get(key: string, read: () => Promise<V | undefined>): Promise<V | undefined> {
    if (!this.changes.keepForMs) return read();
    const stamp = this.changes.stamp(this.options.tables);
    const kept = this.entries.get(key);
    if (kept && kept.stamp === stamp) return kept.value;
    const value = await read();
    if (value !== undefined) this.entries.set(key, { stamp, value });
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}
