import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, IsNull, type EntityManager } from 'typeorm';
import { DomainError } from '../common/domain-error.js';
import { newId } from '../database/ids.js';
import { isUniqueViolation } from '../database/unique-violation.js';
import { Group } from '../groups/group.entity.js';
import { JoinRequest } from '../join-requests/join-request.entity.js';
import { Membership, type MembershipRole } from './membership.entity.js';

/**
 * Taking a place in a group. Status, capacity and duplicates are settled inside the caller's
 * transaction by one conditional UPDATE, so two people racing for the last place cannot both
 * get it, on MariaDB as on SQLite.
 */
@Injectable()
export class MembershipsService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * `acceptedAt`: the person comes with a temporary code, issued when a request of theirs was
   * accepted at that moment.
   */
  async admit(
    tx: EntityManager,
    group: Group,
    userId: string,
    options: { role?: MembershipRole; acceptedAt?: Date } = {},
  ): Promise<Membership> {
    if (group.status !== 'active') throw new DomainError('GROUP_INACTIVE');
    const repo = tx.getRepository(Membership);
    const existing = await repo.findOneBy({ groupId: group.id, userId });
    if (existing?.status === 'active') throw new DomainError('ALREADY_MEMBER');
    await this.assertNotTurnedAway(tx, group.id, userId, existing, options.acceptedAt);
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

  /**
   * Product decision 12: the admins' last word about a person holds. A refused request or an
   * exclusion shuts every door (public join, permanent code, a temporary code issued before it)
   * until an admin accepts a newer request from them.
   */
  private async assertNotTurnedAway(
    tx: EntityManager,
    groupId: string,
    userId: string,
    membership: Membership | null,
    codeAcceptedAt: Date | undefined,
  ): Promise<void> {
    const lastDecision = await tx.getRepository(JoinRequest).findOne({
      where: { groupId, userId, status: In(['accepted', 'rejected']) },
      order: { decidedAt: 'DESC', id: 'DESC' },
    });
    const bars: Array<{ code: 'JOIN_REQUEST_REFUSED' | 'EXCLUDED_FROM_GROUP'; at: number }> = [];
    if (lastDecision?.status === 'rejected')
      bars.push({ code: 'JOIN_REQUEST_REFUSED', at: lastDecision.decidedAt?.getTime() ?? 0 });
    if (membership?.status === 'excluded')
      bars.push({ code: 'EXCLUDED_FROM_GROUP', at: membership.leftAt?.getTime() ?? 0 });
    const bar = bars.sort((a, b) => b.at - a.at)[0];
    if (!bar) return;
    const accepted = Math.max(
      lastDecision?.status === 'accepted' ? (lastDecision.decidedAt?.getTime() ?? 0) : 0,
      codeAcceptedAt?.getTime() ?? 0,
    );
    // A tie goes to the refusal: only an acceptance that came after it reopens the group.
    if (accepted <= bar.at) throw new DomainError(bar.code);
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
