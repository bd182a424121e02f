import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, Repository } from 'typeorm';
import { DomainError } from '../common/domain-error.js';
import { newId } from '../database/ids.js';
import { Transactions } from '../database/transactions.service.js';
import { isUniqueViolation } from '../database/unique-violation.js';
import { Membership, type MembershipRole } from './membership.entity.js';

/**
 * Refuses (throws a DomainError) while the member may not leave the group: what they still owe
 * it, for one. Run in the transaction that ends the membership, so the refusal changes nothing.
 */
export type ExitGuard = (tx: EntityManager, membership: Membership) => Promise<void>;

/**
 * The memberships table: who belongs to which group, in which role. Taking a seat is the
 * group's business (its capacity; GroupsService.admit), which then writes the row here, in
 * its transaction.
 */
@Injectable()
export class MembershipsService {
  private readonly exitGuards: ExitGuard[] = [];

  constructor(
    @InjectRepository(Membership) private readonly memberships: Repository<Membership>,
    private readonly transactions: Transactions,
  ) {}

  /**
   * A domain that keeps members bound to a group (a loan to repay) registers its guard when the
   * application starts; every membership that ends (an exclusion, a deleted account) passes
   * them first. The memberships know no such domain: they only run what is registered.
   */
  addExitGuard(guard: ExitGuard): void {
    this.exitGuards.push(guard);
  }

  private async assertMayLeave(tx: EntityManager, membership: Membership): Promise<void> {
    for (const guard of this.exitGuards) await guard(tx, membership);
  }

  /** The person's row in the group, whatever its status (null if they never belonged). */
  find(
    groupId: string,
    userId: string,
    manager: EntityManager = this.memberships.manager,
  ): Promise<Membership | null> {
    return manager.getRepository(Membership).findOneBy({ groupId, userId });
  }

  active(
    groupId: string,
    userId: string,
    manager: EntityManager = this.memberships.manager,
  ): Promise<Membership | null> {
    return manager.getRepository(Membership).findOneBy({ groupId, userId, status: 'active' });
  }

  /** A member's role changes (a treasurer named or taken back), in the caller's transaction. */
  async setRole(tx: EntityManager, membership: Membership, role: MembershipRole): Promise<void> {
    await tx.getRepository(Membership).update({ id: membership.id }, { role });
  }

  /** The group's current members, in the order they joined. */
  activeOf(
    groupId: string,
    manager: EntityManager = this.memberships.manager,
  ): Promise<Membership[]> {
    return manager
      .getRepository(Membership)
      .find({ where: { groupId, status: 'active' }, order: { joinedAt: 'ASC', id: 'ASC' } });
  }

  /** The members holding an admin membership (the group's creator may hold it by admin_id). */
  async adminUserIds(groupId: string): Promise<string[]> {
    const admins = await this.memberships.findBy({ groupId, role: 'admin', status: 'active' });
    return admins.map((m) => m.userId);
  }

  /**
   * Serialises a member's payments on MySQL (a row lock until the caller's transaction ends),
   * so two recordings at once cannot both pass the cap of what they owe.
   */
  async lockActive(tx: EntityManager, groupId: string, userId: string): Promise<void> {
    if (this.transactions.dialect !== 'mysql') return;
    await tx
      .getRepository(Membership)
      .createQueryBuilder('m')
      .setLock('pessimistic_write')
      .where('m.group_id = :groupId AND m.user_id = :userId', { groupId, userId })
      .getOne();
  }

  /**
   * Writes the person in as an active member, reactivating their old row if they had one (one
   * row per group and person keeps the history on one line). The unique (group, user) index
   * settles the same person joining twice at once.
   */
  async enter(
    tx: EntityManager,
    groupId: string,
    userId: string,
    role: MembershipRole,
    existing: Membership | null,
    acceptedRulesVersion: number | null = null,
  ): Promise<Membership> {
    const repo = tx.getRepository(Membership);
    const now = new Date();
    if (existing) {
      const entered = {
        status: 'active' as const,
        role,
        joinedAt: now,
        leftAt: null,
        acceptedRulesVersion,
      };
      const reopened = await repo.update({ id: existing.id, status: existing.status }, entered);
      if (!reopened.affected) throw new DomainError('ALREADY_MEMBER');
      return Object.assign(existing, entered);
    }
    const membership = repo.create({
      id: newId(),
      groupId,
      userId,
      role,
      status: 'active',
      joinedAt: now,
      leftAt: null,
      acceptedRulesVersion,
    });
    try {
      await repo.insert(membership);
    } catch (err) {
      if (isUniqueViolation(err)) throw new DomainError('ALREADY_MEMBER');
      throw err;
    }
    return membership;
  }

  /**
   * Ends every active membership of a person who leaves the platform (a deleted account),
   * in the caller's transaction: the rows stay, marked `left`. Answers the memberships ended.
   */
  async endAllOf(tx: EntityManager, userId: string): Promise<Membership[]> {
    const repo = tx.getRepository(Membership);
    const active = await repo.findBy({ userId, status: 'active' });
    const ended: Membership[] = [];
    for (const membership of active) await this.assertMayLeave(tx, membership);
    for (const membership of active) {
      const done = await repo.update(
        { id: membership.id, status: 'active' },
        { status: 'left', leftAt: new Date() },
      );
      if (done.affected) ended.push(membership);
    }
    return ended;
  }

  /** Marks an active member excluded; false if they were no longer active. */
  async markExcluded(tx: EntityManager, membership: Membership): Promise<boolean> {
    await this.assertMayLeave(tx, membership);
    const done = await tx
      .getRepository(Membership)
      .update({ id: membership.id, status: 'active' }, { status: 'excluded', leftAt: new Date() });
    return Boolean(done.affected);
  }
}
