import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  type PayoutOrderMethod,
  cycleDueDate,
  PERMANENT_CODE_LENGTH,
  type createGroupSchema,
  type GroupDto,
} from '@tontine/contracts';
import { IsNull, Repository, type EntityManager } from 'typeorm';
import type { z } from 'zod';
import { AuditService } from '../audit/audit.service.js';
import { DomainEvents } from '../events/domain-events.service.js';
import { DomainError } from '../common/domain-error.js';
import { newId } from '../database/ids.js';
import { Transactions } from '../database/transactions.service.js';
import { isUniqueViolation } from '../database/unique-violation.js';
import type { Membership, MembershipRole } from '../memberships/membership.entity.js';
import { MembershipsService } from '../memberships/memberships.service.js';
import type { User } from '../users/user.entity.js';
import { GroupAccessService } from './group-access.service.js';
import { GroupViewsService } from './group-views.service.js';
import { Group } from './group.entity.js';
import { GroupRuleVersion } from './group-rule-version.entity.js';
import { newGroupRules, ruleVersionOf } from './group-rules.js';
import { randomCode } from './invitation-codes.js';

export type NewGroup = z.output<typeof createGroupSchema>;

@Injectable()
export class GroupsService {
  constructor(
    @InjectRepository(Group) private readonly groups: Repository<Group>,
    private readonly transactions: Transactions,
    private readonly access: GroupAccessService,
    private readonly views: GroupViewsService,
    private readonly memberships: MembershipsService,
    private readonly audit: AuditService,
    private readonly events: DomainEvents,
  ) {}

  /** Who may create a group: role admin or super_admin, or a user allowed can_create_groups. */
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
        payoutSendingCycle: null,
        ...newGroupRules(input.rules),
      });
      try {
        await tx.getRepository(Group).insert(group);
      } catch (err) {
        // 31^8 codes: a collision is rare; draw again rather than fail the creation.
        if (isUniqueViolation(err) && attempt < 5) continue;
        throw err;
      }
      await tx.getRepository(GroupRuleVersion).insert(ruleVersionOf(group, creator.id, now));
      await this.admit(tx, group, creator.id, { role: 'admin' });
      return group;
    }
  }

  async createFromModal(creator: User, input: NewGroup): Promise<GroupDto> {
    this.assertMayCreate(creator);
    const group = await this.transactions.run((tx) => this.create(tx, creator, input));
    return (await this.views.views([group], creator))[0]!;
  }

  /** Deleting keeps the rows (money history will hang off them): the group is closed and hidden. */
  async remove(user: User, id: string, ip: string): Promise<void> {
    const group = await this.access.findGroup(id);
    await this.access.assert(user, 'delete', group);
    await this.transactions.run(async (tx) => {
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

  /**
   * Admits a person into the group in the caller's transaction: the group must take members,
   * and its capacity is settled by one conditional UPDATE of its seat count, so two people
   * racing for the last place cannot both get it (MariaDB and SQLite alike); the membership
   * row is then written by its owner.
   */
  async admit(
    tx: EntityManager,
    group: Group,
    userId: string,
    options: { role?: MembershipRole; acceptedRulesVersion?: number | null } = {},
  ): Promise<Membership> {
    if (group.status !== 'active') throw new DomainError('GROUP_INACTIVE');
    const existing = await this.memberships.find(group.id, userId, tx);
    if (existing?.status === 'active') throw new DomainError('ALREADY_MEMBER');
    const seat = await tx
      .createQueryBuilder()
      .update(Group)
      .set({ memberCount: () => 'member_count + 1', updatedAt: new Date() })
      .where('id = :id', { id: group.id })
      .andWhere('member_count < max_members')
      .andWhere("status = 'active'")
      .andWhere('deleted_at IS NULL')
      .execute();
    if (!seat.affected) {
      const fresh = await tx.getRepository(Group).findOneBy({ id: group.id, deletedAt: IsNull() });
      throw new DomainError(fresh && fresh.status !== 'active' ? 'GROUP_INACTIVE' : 'GROUP_FULL');
    }
    const membership = await this.memberships.enter(
      tx,
      group.id,
      userId,
      options.role ?? 'member',
      existing,
      // The creator wrote the rules; anyone else accepted them, or was not shown them.
      options.role === 'admin' ? group.rulesVersion : (options.acceptedRulesVersion ?? null),
    );
    group.memberCount += 1;
    return membership;
  }

  /** A member left (excluded): their seat is free again. */
  async releaseSeat(tx: EntityManager, groupId: string): Promise<void> {
    await tx
      .createQueryBuilder()
      .update(Group)
      .set({ memberCount: () => 'member_count - 1', updatedAt: new Date() })
      .where('id = :id', { id: groupId })
      .execute();
  }

  /** How many groups, not deleted, this person is the admin of. */
  countRunBy(userId: string, manager: EntityManager = this.groups.manager): Promise<number> {
    return manager.getRepository(Group).countBy({ adminId: userId, deletedAt: IsNull() });
  }

  /** The group joined by its permanent code, if the code names one. */
  findByPermanentCode(
    code: string,
    manager: EntityManager = this.groups.manager,
  ): Promise<Group | null> {
    return manager.getRepository(Group).findOneBy({ permanentCode: code, deletedAt: IsNull() });
  }

  /**
   * Holds the group's row until the caller's transaction ends (MySQL): the ledger's money
   * changes, and the rotation's arrangement, take this lock so that they run one at a time.
   */
  async lockRow(tx: EntityManager, groupId: string): Promise<void> {
    if (this.transactions.dialect === 'mysql')
      await tx.query('SELECT id FROM savings_groups WHERE id = ? FOR UPDATE', [groupId]);
  }

  /**
   * The pot of `cycle` is paid: the group moves to the next cycle and its due date, or is
   * completed after the last. Conditional on the cycle, so that two payouts at once pay once.
   */
  async advanceCycle(
    tx: EntityManager,
    group: Group,
    cycle: number,
    last: boolean,
  ): Promise<boolean> {
    const advanced = await tx
      .createQueryBuilder()
      .update(Group)
      .set({
        currentCycle: cycle + 1,
        currentDueDate: cycleDueDate(group.startDate, group.payoutFrequency, cycle + 1),
        status: last ? 'completed' : group.status,
        payoutSendingCycle: null,
        updatedAt: new Date(),
      })
      .where('id = :id AND current_cycle = :cycle', { id: group.id, cycle })
      .execute();
    return Boolean(advanced.affected);
  }

  /**
   * A provider starts carrying out the payout of `cycle`: held on the group until its result,
   * once at a time (conditional on no payout being on its way). False when one already is.
   */
  async holdPayoutSending(tx: EntityManager, groupId: string, cycle: number): Promise<boolean> {
    const held = await tx
      .createQueryBuilder()
      .update(Group)
      .set({ payoutSendingCycle: cycle })
      .where('id = :id AND current_cycle = :cycle AND payout_sending_cycle IS NULL', {
        id: groupId,
        cycle,
      })
      .execute();
    return Boolean(held.affected);
  }

  /** The provider's payout of `cycle` failed: the cycle is open to a payout again. */
  async releasePayoutSending(tx: EntityManager, groupId: string, cycle: number): Promise<void> {
    await tx
      .createQueryBuilder()
      .update(Group)
      .set({ payoutSendingCycle: null })
      .where('id = :id AND payout_sending_cycle = :cycle', { id: groupId, cycle })
      .execute();
  }

  /** The current cycle's due date, kept so that the reminder job reads only the groups due soon. */
  async setDueDate(group: Group, dueDate: string): Promise<void> {
    await this.groups.update(
      { id: group.id, currentCycle: group.currentCycle },
      { currentDueDate: dueDate },
    );
  }

  /**
   * Active groups with a cycle whose late fines are not settled yet and may be due: an earlier
   * cycle than the current one, or the current one once its stored due date is before `today`.
   */
  withFinesToCheck(today: string): Promise<Group[]> {
    return this.groups
      .createQueryBuilder('g')
      .where("g.status = 'active' AND g.deleted_at IS NULL")
      .andWhere(
        '(g.fines_checked_cycle < g.current_cycle - 1 OR (g.fines_checked_cycle < g.current_cycle' +
          ' AND (g.current_due_date IS NULL OR g.current_due_date < :today)))',
        { today },
      )
      .getMany();
  }

  /**
   * The fines of cycles up to `cycle` are settled. Conditional on the mark the caller read, so
   * that of two runs at once one marks it (the other answers false and undoes its work).
   */
  async markFinesChecked(
    tx: EntityManager,
    group: Pick<Group, 'id' | 'finesCheckedCycle'>,
    cycle: number,
  ): Promise<boolean> {
    const result = await tx
      .getRepository(Group)
      .update(
        { id: group.id, finesCheckedCycle: group.finesCheckedCycle },
        { finesCheckedCycle: cycle },
      );
    return (result.affected ?? 0) === 1;
  }

  /** Active groups whose stored due date is unknown or on or before `until`. */
  dueBy(until: string): Promise<Group[]> {
    return this.groups
      .createQueryBuilder('g')
      .where("g.status = 'active' AND g.deleted_at IS NULL")
      .andWhere('(g.current_due_date IS NULL OR g.current_due_date <= :until)', { until })
      .getMany();
  }

  /**
   * The rotation locks its queue at the start: only the first caller marks it started (with
   * the draw's seed); answers whether this one did.
   */
  async markRotationStarted(
    tx: EntityManager,
    groupId: string,
    at: Date,
    seed: string | null,
  ): Promise<boolean> {
    const claimed = await tx
      .getRepository(Group)
      .update(
        { id: groupId, rotationStartedAt: IsNull() },
        { rotationStartedAt: at, rotationSeed: seed },
      );
    return Boolean(claimed.affected);
  }

  /** The way the payout queue is ordered, and the seed of its draw (null but for a draw made). */
  async setPayoutOrderMethod(
    tx: EntityManager,
    groupId: string,
    method: PayoutOrderMethod,
    seed: string | null,
  ): Promise<void> {
    await tx
      .getRepository(Group)
      .update({ id: groupId }, { payoutOrderMethod: method, rotationSeed: seed });
  }

  async reload(groupId: string, manager: EntityManager = this.groups.manager): Promise<Group> {
    return manager.getRepository(Group).findOneByOrFail({ id: groupId });
  }
}
