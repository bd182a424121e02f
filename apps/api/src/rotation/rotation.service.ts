import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  payersOf,
  startingQueue,
  type PayoutOrderMethod,
  type RotationMember,
} from '@tontine/contracts';
import type { EntityManager } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import { DomainError } from '../common/domain-error.js';
import { newId } from '../database/ids.js';
import { Transactions } from '../database/transactions.service.js';
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
 * on the first read or write from that day on it is written into rotation_slots (a random draw
 * is made then, from a recorded seed). Members who join later follow in join order; a member
 * excluded before receiving leaves the queue. The admin may change the method and arrange the
 * order until the first payout; then the order is locked.
 */
@Injectable()
export class RotationService {
  constructor(
    private readonly transactions: Transactions,
    private readonly groups: GroupsService,
    private readonly memberships: MembershipsService,
    private readonly standings: RotationStandingViews,
    private readonly access: GroupAccessService,
    private readonly audit: AuditService,
  ) {}

  /** The admin arranges an admin-set queue (until the first payout); audited with the order. */
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
    await this.transactions.runReadCommitted(async (tx) => {
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
   * admin_set: the admin arranges the whole queue, until the first payout (see `whileOrderOpen`).
   * `alsoInTransaction` runs in the same transaction (the audit entry), so the order and its
   * record commit together.
   */
  async setAdminOrder(
    group: Group,
    userIds: string[],
    alsoInTransaction: (tx: EntityManager) => Promise<void>,
  ): Promise<void> {
    if (group.payoutOrderMethod !== 'admin_set') throw new DomainError('ORDER_NOT_ADMIN_SET');
    await this.ensureLocked(group);
    await this.whileOrderOpen(group.id, async (tx, fresh) => {
      if (fresh.payoutOrderMethod !== 'admin_set') throw new DomainError('ORDER_NOT_ADMIN_SET');
      const members = (await this.activeMembers(tx, group.id)).map((m) => m.userId);
      const same =
        userIds.length === members.length &&
        new Set(userIds).size === userIds.length &&
        userIds.every((id) => members.includes(id));
      if (!same) throw new DomainError('ORDER_MEMBERS_MISMATCH');
      await writeQueue(tx, group.id, userIds, new Date(), await hasQueue(tx, group.id));
      await alsoInTransaction(tx);
    });
  }

  /**
   * The admin chooses another way to order the queue, until the first payout; audited. Before
   * the start only the method changes (the queue is made at the start, as before). After it the
   * queue is made again at once from today's members: a new recorded draw, the join order, or,
   * for admin_set, the queue as it stands, for the admin to arrange.
   */
  async changeMethod(
    admin: User,
    groupId: string,
    method: PayoutOrderMethod,
    ip: string,
  ): Promise<void> {
    const group = await this.access.findGroup(groupId);
    await this.access.assert(admin, 'manage', group);
    await this.ensureLocked(group);
    await this.whileOrderOpen(groupId, async (tx, fresh) => {
      if (fresh.payoutOrderMethod === method) return;
      let seed: string | null = null;
      if (fresh.rotationStartedAt) {
        const members = await this.activeMembers(tx, groupId);
        const { queue, active } = await this.standings.standing(fresh, tx);
        if (method === 'random_draw') seed = randomBytes(16).toString('hex');
        const next =
          method === 'admin_set'
            ? queue.filter((id) => active.has(id))
            : startingQueue(method, members, { seed: seed ?? undefined });
        await writeQueue(tx, groupId, next, new Date(), await hasQueue(tx, groupId));
      }
      await this.groups.setPayoutOrderMethod(tx, groupId, method, seed);
      await this.audit.record(
        admin,
        {
          action: 'payout_method_changed',
          details: `${group.name}: ${fresh.payoutOrderMethod} → ${method}`,
          category: 'group_management',
          ip,
        },
        tx,
      );
    });
  }

  /**
   * The order may be chosen and arranged until the first payout: from then on a member has been
   * paid by it, and moving anyone would pay someone twice or never. Runs `work` holding the
   * group's row (the lock every money change of the group takes, the payout included, and the
   * one the start's lock waits for), after checking under it that no payout is recorded.
   */
  private whileOrderOpen(
    groupId: string,
    work: (tx: EntityManager, group: Group) => Promise<void>,
  ): Promise<void> {
    return this.transactions.runReadCommitted(async (tx) => {
      await this.groups.lockRow(tx, groupId);
      const fresh = await this.groups.reload(groupId, tx);
      // A payout on its way through a provider counts as made: it may yet be paid.
      if (fresh.payoutSendingCycle !== null || (await this.standings.anyPayout(groupId, tx))) {
        throw new DomainError('ROTATION_LOCKED');
      }
      await work(tx, fresh);
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

  /**
   * Exchanges two members' places in the written queue, in the caller's transaction under the
   * group's row lock: the queue as it stands (late joiners included) is written again with the
   * two places swapped, so that every other place keeps its cycle.
   */
  async swapPlaces(tx: EntityManager, group: Group, a: string, b: string): Promise<void> {
    const { queue } = await this.standing(group, tx);
    const i = queue.indexOf(a);
    const j = queue.indexOf(b);
    if (i < 0 || j < 0) throw new DomainError('PAYOUT_ORDER_CHANGED');
    [queue[i], queue[j]] = [queue[j]!, queue[i]!];
    await writeQueue(tx, group.id, queue, new Date(), true);
  }

  private async activeMembers(manager: EntityManager, groupId: string): Promise<RotationMember[]> {
    const rows = await this.memberships.activeOf(groupId, manager);
    return rows.map((m) => ({ userId: m.userId, joinedAt: m.joinedAt.toISOString() }));
  }
}

async function hasQueue(tx: EntityManager, groupId: string): Promise<boolean> {
  return tx.getRepository(RotationSlot).existsBy({ groupId });
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
