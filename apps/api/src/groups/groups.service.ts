import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  cycleDueDate,
  PERMANENT_CODE_LENGTH,
  type createGroupSchema,
  type ExploreQuery,
  type GroupDetailDto,
  type GroupDto,
  type Page,
} from '@tontine/contracts';
import { DataSource, IsNull, type EntityManager } from 'typeorm';
import type { z } from 'zod';
import { AuditService } from '../audit/audit.service.js';
import { DomainEvents } from '../events/domain-events.service.js';
import { DomainError } from '../common/domain-error.js';
import { newId } from '../database/ids.js';
import { isUniqueViolation } from '../database/unique-violation.js';
import { MembershipsService } from '../memberships/memberships.service.js';
import type { User } from '../users/user.entity.js';
import { GroupAccessService } from './group-access.service.js';
import { GroupViewsService } from './group-views.service.js';
import { Group } from './group.entity.js';
import { randomCode } from './invitation-codes.js';
import { GroupListing } from './group-listing.js';
import { pageOf } from './keyset-cursor.js';

export type NewGroup = z.output<typeof createGroupSchema>;

@Injectable()
export class GroupsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly access: GroupAccessService,
    private readonly views: GroupViewsService,
    private readonly memberships: MembershipsService,
    private readonly audit: AuditService,
    private readonly events: DomainEvents,
  ) {}

  /** The create-group permission of 000 §5: role admin or super_admin, or can_create_groups. */
  assertMayCreate(user: User): void {
    if (user.role === 'admin' || user.role === 'super_admin' || user.canCreateGroups !== false)
      return;
    throw new DomainError('GROUP_CREATE_FORBIDDEN');
  }

  /** Creates the group with its creator as admin and first member, in the caller's transaction. */
  async create(tx: EntityManager, creator: User, input: NewGroup): Promise<Group> {
    const now = new Date();
    const startDate = input.start_date ?? now.toISOString().slice(0, 10);
    for (let attempt = 0; ; attempt += 1) {
      const group = tx.getRepository(Group).create({
        id: newId(),
        name: input.name,
        description: input.description,
        category: input.category ?? null,
        adminId: creator.id,
        currency: input.currency,
        contributionAmount: input.contribution_amount,
        maxMembers: input.max_members,
        memberCount: 0,
        isPublic: input.is_public,
        status: 'active',
        payoutFrequency: input.payout_frequency,
        startDate,
        currentCycle: 1,
        currentDueDate: cycleDueDate(startDate, input.payout_frequency, 1),
        theme: input.theme,
        region: input.region,
        language: input.language,
        chatEnabled: true,
        paymentEnabled: true,
        permanentCode: randomCode(PERMANENT_CODE_LENGTH),
        payoutOrderMethod: input.payout_order_method,
        beneficiaryContributes: input.beneficiary_contributes,
        createdAt: now,
        updatedAt: now,
        deletedAt: null,
        rotationStartedAt: null,
        rotationSeed: null,
      });
      try {
        await tx.getRepository(Group).insert(group);
      } catch (err) {
        // 31^8 codes: a collision is rare; draw again rather than fail the creation.
        if (isUniqueViolation(err) && attempt < 5) continue;
        throw err;
      }
      await this.memberships.admit(tx, group, creator.id, { role: 'admin' });
      return group;
    }
  }

  async createFromModal(creator: User, input: NewGroup): Promise<GroupDto> {
    this.assertMayCreate(creator);
    const group = await this.db.transaction((tx) => this.create(tx, creator, input));
    return (await this.views.views([group], creator))[0]!;
  }

  async detail(user: User, id: string): Promise<GroupDetailDto> {
    const group = await this.access.findGroup(id);
    const [view] = await this.views.views([group], user);
    const members = (await this.access.can(user, 'view_members', group))
      ? await this.views.members(group, await this.access.can(user, 'view_contacts', group))
      : null;
    return { ...view!, members };
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

  /** Deleting keeps the rows (money history will hang off them): the group is closed and hidden. */
  async remove(user: User, id: string, ip: string): Promise<void> {
    const group = await this.access.findGroup(id);
    await this.access.assert(user, 'delete', group);
    await this.db.transaction(async (tx) => {
      const now = new Date();
      // Two deletions at once: only the first changes the row, so only it is audited.
      const done = await tx
        .getRepository(Group)
        .update(
          { id: group.id, deletedAt: IsNull() },
          { deletedAt: now, status: 'closed', updatedAt: now },
        );
      if (!done.affected) throw new DomainError('GROUP_NOT_FOUND');
      await this.audit.record(
        user,
        {
          action: 'group_deleted',
          details: `${group.name} (${group.id})`,
          category: 'group_management',
          ip,
        },
        tx,
      );
    });
    await this.events.emit('group.deleted', { groupId: group.id });
  }

  private async page(listing: GroupListing, user: User, limit: number): Promise<Page<GroupDto>> {
    const { items, nextCursor } = pageOf(await listing.fetch(limit), limit);
    return { items: await this.views.views(items, user), next_cursor: nextCursor };
  }
}

function likePattern(text: string): string {
  // '!' as the escape character: the one spelling both MySQL and SQLite read the same way.
  return `%${text.toLowerCase().replace(/[!%_]/g, (c) => `!${c}`)}%`;
}
