import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  PERMANENT_CODE_LENGTH,
  type createGroupSchema,
  type ExploreQuery,
  type GroupDetailDto,
  type GroupDto,
  type Page,
} from '@tontine/contracts';
import { Brackets, DataSource, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import type { z } from 'zod';
import { AuditService } from '../audit/audit.service.js';
import { DomainError } from '../common/domain-error.js';
import { newId } from '../database/ids.js';
import { isUniqueViolation } from '../database/unique-violation.js';
import { MembershipsService } from '../memberships/memberships.service.js';
import type { User } from '../users/user.entity.js';
import { GroupAccessService } from './group-access.service.js';
import { GroupViewsService } from './group-views.service.js';
import { Group } from './group.entity.js';
import { randomCode } from './invitation-codes.js';
import { decodeCursor, pageOf } from './keyset-cursor.js';

export type NewGroup = z.output<typeof createGroupSchema>;

@Injectable()
export class GroupsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly access: GroupAccessService,
    private readonly views: GroupViewsService,
    private readonly memberships: MembershipsService,
    private readonly audit: AuditService,
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
        startDate: input.start_date ?? now.toISOString().slice(0, 10),
        currentCycle: 1,
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
      ? await this.views.members(group.id)
      : null;
    return { ...view!, members };
  }

  /**
   * The caller's groups: member or admin, and those where a request of theirs waits. The join
   * on a UNION starts from the caller's few rows; an OR of two IN-lists made MariaDB walk every
   * group (see docs/performance.md).
   */
  async mine(user: User, cursor: string | undefined, limit: number): Promise<Page<GroupDto>> {
    const qb = this.listing(cursor).innerJoin(
      "(SELECT m.group_id AS group_id FROM memberships m WHERE m.user_id = :uid AND m.status = 'active' " +
        "UNION SELECT r.group_id AS group_id FROM join_requests r WHERE r.user_id = :uid AND r.status = 'pending')",
      'mine',
      'mine.group_id = g.id',
      { uid: user.id },
    );
    return this.page(qb, user, limit);
  }

  async explore(user: User, query: ExploreQuery): Promise<Page<GroupDto>> {
    const qb = this.listing(query.cursor).andWhere(
      "g.id NOT IN (SELECT m.group_id FROM memberships m WHERE m.user_id = :uid AND m.status = 'active')",
      { uid: user.id },
    );
    qb.andWhere('g.status = :status', { status: query.status ?? 'active' });
    if (query.q) {
      qb.andWhere(
        new Brackets((w) =>
          w
            .where("LOWER(g.name) LIKE :q ESCAPE '!'")
            .orWhere("LOWER(g.description) LIKE :q ESCAPE '!'")
            .orWhere("LOWER(g.category) LIKE :q ESCAPE '!'"),
        ),
        { q: likePattern(query.q) },
      );
    }
    if (query.category) qb.andWhere('g.category = :category', { category: query.category });
    if (query.currency) qb.andWhere('g.currency = :currency', { currency: query.currency });
    if (query.privacy) qb.andWhere('g.is_public = :pub', { pub: query.privacy === 'public' });
    if (query.members_min !== undefined)
      qb.andWhere('g.member_count >= :mmin', { mmin: query.members_min });
    if (query.members_max !== undefined)
      qb.andWhere('g.member_count <= :mmax', { mmax: query.members_max });
    if (query.contribution_min !== undefined) {
      qb.andWhere('g.contribution_amount >= :cmin', { cmin: String(query.contribution_min) });
    }
    if (query.contribution_max !== undefined) {
      qb.andWhere('g.contribution_amount <= :cmax', { cmax: String(query.contribution_max) });
    }
    return this.page(qb, user, query.limit);
  }

  /** The group-search modal: by name or description, or by the exact group id. */
  async search(
    user: User,
    q: string,
    cursor: string | undefined,
    limit: number,
  ): Promise<Page<GroupDto>> {
    const qb = this.listing(cursor);
    if (q) {
      qb.andWhere(
        new Brackets((w) =>
          w
            .where('g.id = :exact')
            .orWhere("LOWER(g.name) LIKE :q ESCAPE '!'")
            .orWhere("LOWER(g.description) LIKE :q ESCAPE '!'"),
        ),
        { exact: q, q: likePattern(q) },
      );
    }
    return this.page(qb, user, limit);
  }

  async publicGroups(
    user: User,
    cursor: string | undefined,
    limit: number,
  ): Promise<Page<GroupDto>> {
    const qb = this.listing(cursor)
      .andWhere('g.is_public = :pub', { pub: true })
      .andWhere("g.status = 'active'");
    return this.page(qb, user, limit);
  }

  /** Deleting keeps the rows (money history will hang off them): the group is closed and hidden. */
  async remove(user: User, id: string, ip: string): Promise<void> {
    const group = await this.access.findGroup(id);
    await this.access.assert(user, 'delete', group);
    await this.db.transaction(async (tx) => {
      const now = new Date();
      await tx
        .getRepository(Group)
        .update({ id: group.id }, { deletedAt: now, status: 'closed', updatedAt: now });
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
  }

  private listing(cursor: string | undefined): SelectQueryBuilder<Group> {
    const qb = this.db.getRepository(Group).createQueryBuilder('g').where('g.deleted_at IS NULL');
    const after = decodeCursor(cursor);
    if (after) {
      qb.andWhere(
        new Brackets((w) =>
          w
            .where('g.created_at < :at')
            .orWhere(new Brackets((x) => x.where('g.created_at = :at').andWhere('g.id < :cid'))),
        ),
        { at: after.createdAt, cid: after.id },
      );
    }
    return qb.orderBy('g.created_at', 'DESC').addOrderBy('g.id', 'DESC');
  }

  private async page(
    qb: SelectQueryBuilder<Group>,
    user: User,
    limit: number,
  ): Promise<Page<GroupDto>> {
    // limit, not take: the joins never repeat a group, and take() would add a DISTINCT pre-query.
    const { items, nextCursor } = pageOf(await qb.limit(limit + 1).getMany(), limit);
    return { items: await this.views.views(items, user), next_cursor: nextCursor };
  }
}

function likePattern(text: string): string {
  // '!' as the escape character: the one spelling both MySQL and SQLite read the same way.
  return `%${text.toLowerCase().replace(/[!%_]/g, (c) => `!${c}`)}%`;
}
