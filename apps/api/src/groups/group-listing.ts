import type { DataSource } from 'typeorm';
import { columnParam, hydrate, readEntities } from '../database/raw-reads.js';
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
    return readEntities(this.db, Group, this.pageSql(limit), [...this.joinParams, ...this.params]);
  }

  /**
   * The page with what `viewerId` may see of each group (admin's name and phone, the viewer's
   * membership and pending request, the pending requests' count) in one round trip: the page
   * is cut first in a derived table, so the lookups run for its rows only (a listing
   * costs at most two round trips, the other being the caller's own row).
   */
  async fetchViewed(limit: number, viewerId: string): Promise<ViewedGroup[]> {
    const sql =
      'SELECT p.*, a.username AS view_admin_name, a.phone_number AS view_admin_phone, ' +
      "(SELECT m.role FROM memberships m WHERE m.group_id = p.id AND m.user_id = ? AND m.status = 'active' LIMIT 1) AS view_role, " +
      "(SELECT COUNT(*) FROM join_requests r WHERE r.group_id = p.id AND r.user_id = ? AND r.status = 'pending') AS view_mine_pending, " +
      "(SELECT COUNT(*) FROM join_requests r WHERE r.group_id = p.id AND r.status = 'pending') AS view_pending_count " +
      `FROM (${this.pageSql(limit)}) p LEFT JOIN users a ON a.id = p.admin_id ` +
      'ORDER BY p.created_at DESC, p.id DESC';
    const rows = (await this.db.query(sql, [
      viewerId,
      viewerId,
      ...this.joinParams,
      ...this.params,
    ])) as Array<Record<string, unknown>>;
    const groups = hydrate(this.db, Group, rows);
    return rows.map((row, i) => ({
      group: groups[i]!,
      adminName: (row.view_admin_name as string | null) ?? '',
      adminPhone: (row.view_admin_phone as string | null) ?? null,
      role: (row.view_role as string | null) ?? null,
      minePending: Number(row.view_mine_pending) > 0,
      pendingCount: Number(row.view_pending_count),
    }));
  }

  /** What tells two pages apart: their SQL and its values. */
  key(limit: number): string {
    return JSON.stringify([this.pageSql(limit), this.joinParams, this.params]);
  }

  private pageSql(limit: number): string {
    return (
      `SELECT g.* FROM savings_groups g ${this.joins.join(' ')} ` +
      `WHERE ${this.conditions.join(' AND ')} ` +
      `ORDER BY g.created_at DESC, g.id DESC LIMIT ${Math.trunc(limit) + 1}`
    );
  }
}

/** A group of a listing page with the viewer's side of it, read in the same query. */
export interface ViewedGroup {
  group: Group;
  adminName: string;
  adminPhone: string | null;
  /** The viewer's active membership role in the group, if any. */
  role: string | null;
  /** Whether a join request of the viewer's waits in the group. */
  minePending: boolean;
  /** Pending join requests in the group (shown to its admins only). */
  pendingCount: number;
}
