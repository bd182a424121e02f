import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull, type EntityManager } from 'typeorm';
import { DomainError } from '../common/domain-error.js';
import { newId } from '../database/ids.js';
import { isUniqueViolation } from '../database/unique-violation.js';
import { Group } from '../groups/group.entity.js';
import { Membership, type MembershipRole } from './membership.entity.js';

/**
 * Taking a place in a group. Status, capacity and duplicates are settled inside the caller's
 * transaction by one conditional UPDATE, so two people racing for the last place cannot both
 * get it, on MariaDB as on SQLite.
 */
@Injectable()
export class MembershipsService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async admit(
    tx: EntityManager,
    group: Group,
    userId: string,
    options: { role?: MembershipRole; allowExcluded?: boolean } = {},
  ): Promise<Membership> {
    if (group.status !== 'active') throw new DomainError('GROUP_INACTIVE');
    const repo = tx.getRepository(Membership);
    const existing = await repo.findOneBy({ groupId: group.id, userId });
    if (existing?.status === 'active') throw new DomainError('ALREADY_MEMBER');
    if (existing?.status === 'excluded' && !options.allowExcluded) {
      throw new DomainError('INVITATION_EXPIRED');
    }
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
    const now = new Date();
    if (existing) {
      existing.status = 'active';
      existing.role = options.role ?? 'member';
      existing.joinedAt = now;
      existing.leftAt = null;
      await repo.save(existing);
      group.memberCount += 1;
      return existing;
    }
    const membership = repo.create({
      id: newId(),
      groupId: group.id,
      userId,
      role: options.role ?? 'member',
      status: 'active',
      joinedAt: now,
      leftAt: null,
    });
    try {
      await repo.insert(membership);
    } catch (err) {
      // The unique (group, user) index: the same person joining twice at once.
      if (isUniqueViolation(err)) throw new DomainError('ALREADY_MEMBER');
      throw err;
    }
    group.memberCount += 1;
    return membership;
  }

  async exclude(tx: EntityManager, membership: Membership): Promise<void> {
    const done = await tx
      .getRepository(Membership)
      .update({ id: membership.id, status: 'active' }, { status: 'excluded', leftAt: new Date() });
    if (!done.affected) throw new DomainError('MEMBER_NOT_FOUND');
    await tx
      .createQueryBuilder()
      .update(Group)
      .set({ memberCount: () => 'member_count - 1', updatedAt: new Date() })
      .where('id = :id', { id: membership.groupId })
      .execute();
  }

  transaction<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }
}
