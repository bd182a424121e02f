import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { ExploreQuery, GroupDetailDto, GroupDto, Page } from '@tontine/contracts';
import { DataSource } from 'typeorm';
import { ServerCaches } from '../common/server-caches.service.js';
import { DataChanges } from '../database/data-changes.service.js';
import { columnParam, hydrate, readEntities } from '../database/raw-reads.js';
import { ReadCache } from '../database/read-cache.js';
import type { User } from '../users/user.entity.js';
import { GroupAccessService } from './group-access.service.js';
import { rulesInForce } from './group-rules.js';
import { Group } from './group.entity.js';
import { GroupViewsService, type ViewedGroup } from './group-views.service.js';
import { decodeCursor, pageOf } from './keyset-cursor.js';

/**
 * The group screens' lists and detail: read-only SQL across groups, memberships and join
 * requests (hand-written for the hot listings; see database/raw-reads.ts).
 */
@Injectable()
export class GroupListingsViews {
  /**
   * Listing pages by their SQL and viewer, kept until a group, membership, join request or user
   * (an admin's name) is written, here or on another instance: a member sees a group they just
   * joined on the next page they ask for (database/read-cache.ts).
   */
  private readonly pages: ReadCache<Page<GroupDto>>;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly access: GroupAccessService,
    private readonly views: GroupViewsService,
    changes: DataChanges,
    caches: ServerCaches,
  ) {
    this.pages = new ReadCache(changes, {
      tables: ['savings_groups', 'memberships', 'join_requests', 'users'],
      max: 5_000,
    });
    caches.register('group-listings', () => this.pages.clear());
  }

  async detail(user: User, id: string): Promise<GroupDetailDto> {
    const group = await this.access.findGroup(id);
    const [view] = await this.views.views([group], user);
    const members = (await this.access.can(user, 'view_members', group))
      ? await this.views.members(group, await this.access.can(user, 'view_contacts', group))
      : null;
    return { ...view!, members, rules_in_force: await rulesInForce(this.db.manager, group) };
  }

  /**
   * The caller's groups: member or admin, and those where a request of theirs waits. The join
   * on a UNION starts from the caller's few rows; an OR of two IN-lists made MariaDB walk every
   * group (see docs/performance.md).
   */
  async mine(user: User, cursor: string | undefined, limit: number): Promise<Page<GroupDto>> {
    const listing = new GroupListing(this.db, cursor).join(
      "INNER JOIN (SELECT m.group_id AS group_id FROM memberships m WHERE m.user_id = ? AND m.status = 'active' " +
        "UNION SELECT r.group_id AS group_id FROM join_requests r WHERE r.user_id = ? AND r.status = 'pending') mine " +
        'ON mine.group_id = g.id',
      user.id,
      user.id,
    );
    return this.page(listing, user, limit);
  }

  async explore(user: User, query: ExploreQuery): Promise<Page<GroupDto>> {
    const listing = new GroupListing(this.db, query.cursor)
      .where(
        "g.id NOT IN (SELECT m.group_id FROM memberships m WHERE m.user_id = ? AND m.status = 'active')",
        user.id,
      )
      .where('g.status = ?', query.status ?? 'active');
    if (query.q) {
      const q = likePattern(query.q);
      listing.where(
        "(LOWER(g.name) LIKE ? ESCAPE '!' OR LOWER(g.description) LIKE ? ESCAPE '!' OR LOWER(g.category) LIKE ? ESCAPE '!')",
        q,
        q,
        q,
      );
    }
    if (query.category) listing.where('g.category = ?', query.category);
    if (query.currency) listing.where('g.currency = ?', query.currency);
    if (query.privacy)
      listing.where('g.is_public = ?', listing.param('isPublic', query.privacy === 'public'));
    if (query.members_min !== undefined) listing.where('g.member_count >= ?', query.members_min);
    if (query.members_max !== undefined) listing.where('g.member_count <= ?', query.members_max);
    if (query.contribution_min !== undefined)
      listing.where('g.contribution_amount >= ?', String(query.contribution_min));
    if (query.contribution_max !== undefined)
      listing.where('g.contribution_amount <= ?', String(query.contribution_max));
    return this.page(listing, user, query.limit);
  }

  /** The group-search modal: by name or description, or by the exact group id. */
  async search(
    user: User,
    q: string,
    cursor: string | undefined,
    limit: number,
  ): Promise<Page<GroupDto>> {
    const listing = new GroupListing(this.db, cursor);
    if (q) {
      const pattern = likePattern(q);
      listing.where(
        "(g.id = ? OR LOWER(g.name) LIKE ? ESCAPE '!' OR LOWER(g.description) LIKE ? ESCAPE '!')",
        q,
        pattern,
        pattern,
      );
    }
    return this.page(listing, user, limit);
  }

  async publicGroups(
    user: User,
    cursor: string | undefined,
    limit: number,
  ): Promise<Page<GroupDto>> {
    const listing = new GroupListing(this.db, cursor);
    listing.where('g.is_public = ?', listing.param('isPublic', true)).where("g.status = 'active'");
    return this.page(listing, user, limit);
  }

  private async page(listing: GroupListing, user: User, limit: number): Promise<Page<GroupDto>> {
    // The viewer's role is in the key: what a super admin sees of a group differs.
    const key = `${user.id}:${user.role}:${listing.key(limit)}`;
    const page = await this.pages.get(key, async () => {
      const rows = await listing.fetchViewed(limit, user.id);
      const { nextCursor } = pageOf(
        rows.map((row) => row.group),
        limit,
      );
      return { items: this.views.viewsOf(rows.slice(0, limit), user), next_cursor: nextCursor };
    });
    return page!;
  }
}

function likePattern(text: string): string {
  // '!' as the escape character: the one spelling both MySQL and SQLite read the same way.
  return `%${text.toLowerCase().replace(/[!%_]/g, (c) => `!${c}`)}%`;
}

/**
 * The SQL of a page of groups, newest first, written by hand: the listings are the hottest
 * reads and TypeORM's query builder cost more CPU than the database (docs/performance.md).
 */
class GroupListing {
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
