import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { startingQueue, withLateJoiners } from '@tontine/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { Payout } from '../payouts/payout.entity.js';
import type { Group } from '../groups/group.entity.js';
import { Membership } from '../memberships/membership.entity.js';
import { RotationSlot } from './rotation-slot.entity.js';

export interface RotationStanding {
  queue: string[];
  /** Members still in the group. */
  active: Set<string>;
}

/**
 * The queue as it stands, read across the rotation's slots, the group's members and its
 * payouts: locked slots of members paid or in the group since the lock, then late joiners
 * (and members who came back) in join order.
 * Before the start it is a projection: the admin's arrangement, or the join order.
 */
@Injectable()
export class RotationStandingViews {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** Whether a pot of the group was paid out: the order is locked from the first one. */
  anyPayout(groupId: string, manager: EntityManager = this.db.manager): Promise<boolean> {
    return manager.getRepository(Payout).existsBy({ groupId });
  }

  async standing(
    group: Group,
    manager: EntityManager = this.db.manager,
  ): Promise<RotationStanding> {
    const [members, slots] = await Promise.all([
      manager
        .getRepository(Membership)
        .find({ where: { groupId: group.id, status: 'active' }, order: { joinedAt: 'ASC' } }),
      manager
        .getRepository(RotationSlot)
        .find({ where: { groupId: group.id }, order: { position: 'ASC' } }),
    ]);
    const joined = members.map((m) => ({ userId: m.userId, joinedAt: m.joinedAt.toISOString() }));
    const active = new Set(joined.map((m) => m.userId));
    if (!group.rotationStartedAt) {
      const method = group.payoutOrderMethod === 'admin_set' ? 'admin_set' : 'join_order';
      return {
        queue: startingQueue(method, joined, { adminOrder: slots.map((s) => s.userId) }),
        active,
      };
    }
    const payouts = await manager.getRepository(Payout).findBy({ groupId: group.id });
    const paid = new Set(payouts.map((p) => p.beneficiaryId));
    // A slot stays with a member who has received, or who has been in the group ever since
    // the queue was locked. One who left before receiving and came back joined again after
    // the lock: they lose their old place and go to the end like any late joiner, or the
    // places after theirs would shift and someone would be paid twice.
    const memberSince = new Map(members.map((m) => [m.userId, m.joinedAt.getTime()]));
    const kept = slots
      .filter(
        (s) =>
          paid.has(s.userId) || (memberSince.get(s.userId) ?? Infinity) <= s.createdAt.getTime(),
      )
      .map((s) => s.userId);
    return { queue: withLateJoiners(kept, joined), active };
  }
}
