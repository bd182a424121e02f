import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { payersOf, startingQueue, type RotationMember } from '@tontine/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import { DomainError } from '../common/domain-error.js';
import { newId } from '../database/ids.js';
import { readCommitted } from '../database/read-committed.js';
import { GroupAccessService } from '../groups/group-access.service.js';
import type { Group } from '../groups/group.entity.js';
import { GroupsService } from '../groups/groups.service.js';
import { MembershipsService } from '../memberships/memberships.service.js';
import type { User } from '../users/user.entity.js';
import { RotationStandingViews, type RotationStanding } from './rotation-standing-views.service.js';
import { RotationSlot } from './rotation-slot.entity.js';

export type { RotationStanding } from './rotation-standing-views.service.js';

/**
 * The payout queue of a group. Until cycle 1 is due it is a projection of today's members;
 * on the first read or write from that day on it is locked into rotation_slots (a random draw
 * is made then, from a recorded seed). Members who join later follow in join order; a member
 * excluded before receiving leaves the queue.
 */
@Injectable()
export class RotationService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly groups: GroupsService,
    private readonly memberships: MembershipsService,
    private readonly standings: RotationStandingViews,
    private readonly access: GroupAccessService,
    private readonly audit: AuditService,
  ) {}

  /** The admin arranges an admin-set queue (before the start); audited with the order. */
  async arrange(admin: User, groupId: string, userIds: string[], ip: string): Promise<void> {
    const group = await this.access.findGroup(groupId);
    await this.access.assert(admin, 'manage', group);
    await this.setAdminOrder(group, userIds, (tx) =>
      this.audit.record(
        admin,
        { action: 'payout_order_set', details: group.name, category: 'group_management', ip },
        tx,
      ),
    );
  }

  async ensureLocked(group: Group, today = new Date()): Promise<void> {
    if (group.rotationStartedAt || group.startDate > today.toISOString().slice(0, 10)) return;
    await readCommitted(this.db, async (tx) => {
      const seed =
        group.payoutOrderMethod === 'random_draw' ? randomBytes(16).toString('hex') : null;
      // Only the first instance to get here locks; the others read what it wrote.
      if (!(await this.groups.markRotationStarted(tx, group.id, today, seed))) return;
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
      await writeQueue(tx, group.id, queue, today, adminOrder.length > 0);
    });
    const fresh = await this.groups.reload(group.id);
    group.rotationStartedAt = fresh.rotationStartedAt;
    group.rotationSeed = fresh.rotationSeed;
  }

  /** The queue as it stands (see RotationStandingViews). */
  standing(group: Group, manager?: EntityManager): Promise<RotationStanding> {
    return this.standings.standing(group, manager);
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
      if (!(await this.groups.holdUnstartedRotation(tx, group.id)))
        throw new DomainError('ROTATION_LOCKED');
      const members = (await this.activeMembers(tx, group.id)).map((m) => m.userId);
      const same =
        userIds.length === members.length &&
        new Set(userIds).size === userIds.length &&
        userIds.every((id) => members.includes(id));
      if (!same) throw new DomainError('ORDER_MEMBERS_MISMATCH');
      await writeQueue(tx, group.id, userIds, new Date(), true);
      await alsoInTransaction(tx);
    });
  }

  /**
   * Who pays in a cycle: every member in the queue, except the cycle's beneficiary when the
   * group says the beneficiary does not contribute in their own turn. The one rule for taking a
   * payment and for showing what is due.
   */
  async payersIn(group: Group, cycle: number, manager?: EntityManager): Promise<string[]> {
    const { queue } = await this.standing(group, manager);
    return payersOf(queue, cycle, group.beneficiaryContributes);
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
    const rows = await this.memberships.activeOf(groupId, manager);
    return rows.map((m) => ({ userId: m.userId, joinedAt: m.joinedAt.toISOString() }));
  }
}

/**
 * Writes the queue in its order, position 1 first, in place of the group's queue if it had one.
 * Without one nothing is deleted: under MariaDB's REPEATABLE READ a DELETE that finds nothing
 * locks the index gap, which would hold up other groups' queues being written.
 */
async function writeQueue(
  tx: EntityManager,
  groupId: string,
  userIds: string[],
  createdAt: Date,
  replacing: boolean,
): Promise<void> {
  if (replacing) await tx.getRepository(RotationSlot).delete({ groupId });
  await tx
    .getRepository(RotationSlot)
    .insert(
      userIds.map((userId, i) => ({ id: newId(), groupId, position: i + 1, userId, createdAt })),
    );
}
