import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { payersOf, startingQueue, withLateJoiners, type RotationMember } from '@tontine/contracts';
import { DataSource, IsNull, type EntityManager } from 'typeorm';
import { DomainError } from '../common/domain-error.js';
import { Payout } from '../contributions/contribution.entity.js';
import { newId } from '../database/ids.js';
import { readCommitted } from '../database/read-committed.js';
import { Group } from '../groups/group.entity.js';
import { Membership } from '../memberships/membership.entity.js';
import { RotationSlot } from './rotation-slot.entity.js';

/**
 * The payout queue of a group. Until cycle 1 is due it is a projection of today's members;
 * on the first read or write from that day on it is locked into rotation_slots (a random draw
 * is made then, from a recorded seed). Members who join later follow in join order; a member
 * excluded before receiving leaves the queue.
 */
@Injectable()
export class RotationService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async ensureLocked(group: Group, today = new Date()): Promise<void> {
    if (group.rotationStartedAt || group.startDate > today.toISOString().slice(0, 10)) return;
    await readCommitted(this.db, async (tx) => {
      const seed =
        group.payoutOrderMethod === 'random_draw' ? randomBytes(16).toString('hex') : null;
      // Only the first instance to get here locks; the others read what it wrote.
      const claimed = await tx
        .getRepository(Group)
        .update(
          { id: group.id, rotationStartedAt: IsNull() },
          { rotationStartedAt: today, rotationSeed: seed },
        );
      if (!claimed.affected) return;
      const members = await this.activeMembers(tx, group.id);
      const adminOrder = (
        await tx
          .getRepository(RotationSlot)
          .find({ where: { groupId: group.id }, order: { position: 'ASC' } })
      ).map((s) => s.userId);
      const queue = startingQueue(group.payoutOrderMethod, members, {
        seed: seed ?? undefined,
        adminOrder,
      });
      if (adminOrder.length) await tx.getRepository(RotationSlot).delete({ groupId: group.id });
      await tx.getRepository(RotationSlot).insert(
        queue.map((userId, i) => ({
          id: newId(),
          groupId: group.id,
          position: i + 1,
          userId,
          createdAt: today,
        })),
      );
    });
    const fresh = await this.db.getRepository(Group).findOneByOrFail({ id: group.id });
    group.rotationStartedAt = fresh.rotationStartedAt;
    group.rotationSeed = fresh.rotationSeed;
  }

  /**
   * The queue as it stands (locked slots still in the group or already paid, then late
   * joiners) with the members still in the group, read together so callers need no second query.
   */
  async standing(
    group: Group,
    manager: EntityManager = this.db.manager,
  ): Promise<RotationStanding> {
    const [members, slots] = await Promise.all([
      this.activeMembers(manager, group.id),
      manager
        .getRepository(RotationSlot)
        .find({ where: { groupId: group.id }, order: { position: 'ASC' } }),
    ]);
    const active = new Set(members.map((m) => m.userId));
    if (!group.rotationStartedAt) {
      // Before the start: the admin's arrangement, or the join order (a draw happens at the start).
      const method = group.payoutOrderMethod === 'admin_set' ? 'admin_set' : 'join_order';
      return {
        queue: startingQueue(method, members, { adminOrder: slots.map((s) => s.userId) }),
        active,
      };
    }
    const payouts = await manager.getRepository(Payout).findBy({ groupId: group.id });
    const paid = new Set(payouts.map((p) => p.beneficiaryId));
    const kept = slots.map((s) => s.userId).filter((id) => active.has(id) || paid.has(id));
    return { queue: withLateJoiners(kept, members), active };
  }

  /**
   * admin_set: the admin arranges the whole queue, until the rotation starts. `alsoInTransaction`
   * runs in the same transaction (the audit entry), so the order and its record commit together.
   */
  async setAdminOrder(
    group: Group,
    userIds: string[],
    alsoInTransaction: (tx: EntityManager) => Promise<void>,
  ): Promise<void> {
    if (group.payoutOrderMethod !== 'admin_set') throw new DomainError('ORDER_NOT_ADMIN_SET');
    await this.ensureLocked(group);
    if (group.rotationStartedAt) throw new DomainError('ROTATION_LOCKED');
    await this.db.transaction(async (tx) => {
      // Holds the group's row until commit: a lock at the start date waits for this order and
      // takes it, and two arrangements at once run one after the other.
      const open = await tx
        .getRepository(Group)
        .update({ id: group.id, rotationStartedAt: IsNull() }, { updatedAt: new Date() });
      if (!open.affected) throw new DomainError('ROTATION_LOCKED');
      const members = (await this.activeMembers(tx, group.id)).map((m) => m.userId);
      const same =
        userIds.length === members.length &&
        new Set(userIds).size === userIds.length &&
        userIds.every((id) => members.includes(id));
      if (!same) throw new DomainError('ORDER_MEMBERS_MISMATCH');
      const now = new Date();
      await tx.getRepository(RotationSlot).delete({ groupId: group.id });
      await tx.getRepository(RotationSlot).insert(
        userIds.map((userId, i) => ({
          id: newId(),
          groupId: group.id,
          position: i + 1,
          userId,
          createdAt: now,
        })),
      );
      await alsoInTransaction(tx);
    });
  }

  /**
   * Who must pay in a cycle for its payout to happen: the cycle's payers who are still in the
   * group. A member excluded after receiving keeps a debt, but it is arrears for the admins,
   * not a reason to hold back everyone else's payout.
   */
  expectedPayers(group: Group, standing: RotationStanding, cycle: number): string[] {
    return payersOf(standing.queue, cycle, group.beneficiaryContributes).filter((id) =>
      standing.active.has(id),
    );
  }

  private async activeMembers(manager: EntityManager, groupId: string): Promise<RotationMember[]> {
    const rows = await manager.getRepository(Membership).findBy({ groupId, status: 'active' });
    return rows.map((m) => ({ userId: m.userId, joinedAt: m.joinedAt.toISOString() }));
  }
}

export interface RotationStanding {
  queue: string[];
  /** Members still in the group. */
  active: Set<string>;
}
