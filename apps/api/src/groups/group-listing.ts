import type { DataSource } from 'typeorm';
import { columnParam, readEntities } from '../database/raw-reads.js';
import { Group } from './group.entity.js';
import { decodeCursor } from './keyset-cursor.js';

/**
 * The SQL of a page of groups, newest first, written by hand: the listings are the hottest
 * reads and TypeORM's query builder cost more CPU than the database (docs/performance.md).
 */
export class GroupListing {
  private readonly joins: string[] = [];
  private readonly joinParams: unknown[] = [];
  private readonly conditions: string[] = ['g.deleted_at IS NULL'];
  private readonly params: unknown[] = [];

  constructor(
    private readonly db: DataSource,
    cursor: string | undefined,
  ) {
    const after = decodeCursor(cursor);
    if (after) {
      const at = columnParam(db, Group, 'createdAt', after.createdAt);
      this.where('(g.created_at < ? OR (g.created_at = ? AND g.id < ?))', at, at, after.id);
    }
  }

  join(sql: string, ...params: unknown[]): this {
    this.joins.push(sql);
    this.joinParams.push(...params);
    return this;
  }

  where(sql: string, ...params: unknown[]): this {
    this.conditions.push(sql);
    this.params.push(...params);
    return this;
  }

  /** A column's value as the driver stores it (booleans and dates differ between drivers). */
  param(property: keyof Group & string, value: unknown): unknown {
    return columnParam(this.db, Group, property, value);
  }

  /** `limit` rows and one more, to tell whether another page follows. */
  fetch(limit: number): Promise<Group[]> {
    const sql =
      `SELECT g.* FROM savings_groups g ${this.joins.join(' ')} ` +
      `WHERE ${this.conditions.join(' AND ')} ` +
      `ORDER BY g.created_at DESC, g.id DESC LIMIT ${Math.trunc(limit) + 1}`;
    return readEntities(this.db, Group, sql, [...this.joinParams, ...this.params]);
  }
}
