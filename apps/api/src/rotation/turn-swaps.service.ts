import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  OPEN_TURN_SWAP_STATUSES,
  errorCatalog,
  type GroupTurnSwaps,
  type TurnSwapDto,
  type TurnSwapStatus,
} from '@tontine/contracts';
import { In, Repository, type EntityManager } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import { DomainError } from '../common/domain-error.js';
import { newId } from '../database/ids.js';
import { Transactions } from '../database/transactions.service.js';
import { GroupAccessService } from '../groups/group-access.service.js';
import type { Group } from '../groups/group.entity.js';
import { GroupsService } from '../groups/groups.service.js';
import { MembershipsService } from '../memberships/memberships.service.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import type { User } from '../users/user.entity.js';
import { UsersService } from '../users/users.service.js';
import { RotationService } from './rotation.service.js';
import { TurnSwap } from './turn-swap.entity.js';

/** A swap read under the group's lock, with the group and the two turns as they now stand. */
interface Locked {
  tx: EntityManager;
  swap: TurnSwap;
  group: Group;
  /** Both turns are where the proposal found them and neither is paid out. */
  intact: boolean;
}

/**
 * Turn swaps: a member proposes to exchange their turn with another member's, the other accepts
 * or declines, an admin approves (the queue changes for both, the group is told, audited) or
 * rejects with a reason. Every step runs under the group's row lock, which payouts take too: a
 * payout that reaches either turn first ends the swap as `overtaken`, with its reason. One open
 * swap at a time per member of a group, so two swaps never touch the same turn.
 */
@Injectable()
export class TurnSwapsService {
  constructor(
    @InjectRepository(TurnSwap) private readonly swaps: Repository<TurnSwap>,
    private readonly transactions: Transactions,
    private readonly groups: GroupsService,
    private readonly access: GroupAccessService,
    private readonly memberships: MembershipsService,
    private readonly rotation: RotationService,
    private readonly users: UsersService,
    private readonly notifications: NotificationsService,
    private readonly audit: AuditService,
  ) {}

  /** The caller's swaps in the group, every swap for its admins. */
  async list(caller: User, groupId: string): Promise<GroupTurnSwaps> {
    const group = await this.access.findGroup(groupId);
    await this.access.assert(caller, 'view_members', group);
    const canDecide = await this.access.can(caller, 'manage', group);
    const all = await this.swaps.find({ where: { groupId }, order: { createdAt: 'DESC' } });
    const shown = canDecide
      ? all
      : all.filter((s) => s.proposerId === caller.id || s.counterpartId === caller.id);
    return { swaps: await this.dtos(shown), can_decide: canDecide };
  }

  async propose(caller: User, groupId: string, counterpartId: string): Promise<TurnSwapDto> {
    const found = await this.access.findGroup(groupId);
    if (!(await this.access.membership(found.id, caller.id)))
      throw new DomainError('NOT_GROUP_MEMBER');
    if (counterpartId === caller.id) throw new DomainError('TURN_SWAP_SELF');
    if (!(await this.access.membership(found.id, counterpartId)))
      throw new DomainError('NOT_GROUP_MEMBER');
    await this.rotation.ensureLocked(found);
    const swap = await this.underLock(found.id, async (tx, group) => {
      if (!group.rotationStartedAt) throw new DomainError('ROTATION_NOT_STARTED');
      const { queue } = await this.rotation.standing(group, tx);
      const mine = queue.indexOf(caller.id) + 1;
      const theirs = queue.indexOf(counterpartId) + 1;
      if (mine === 0 || theirs === 0) throw new DomainError('PAYOUT_ORDER_CHANGED');
      if (mine < group.currentCycle || theirs < group.currentCycle)
        throw new DomainError('TURN_ALREADY_PAID');
      const open = await tx.getRepository(TurnSwap).findBy([
        {
          groupId: group.id,
          status: In(OPEN_TURN_SWAP_STATUSES),
          proposerId: In([caller.id, counterpartId]),
        },
        {
          groupId: group.id,
          status: In(OPEN_TURN_SWAP_STATUSES),
          counterpartId: In([caller.id, counterpartId]),
        },
      ]);
      if (open.length > 0) throw new DomainError('TURN_SWAP_OPEN');
      const row: TurnSwap = {
        id: newId(),
        groupId: group.id,
        proposerId: caller.id,
        counterpartId,
        proposerCycle: mine,
        counterpartCycle: theirs,
        status: 'proposed',
        reason: null,
        createdAt: new Date(),
        respondedAt: null,
        decidedBy: null,
        decidedAt: null,
      };
      await tx.getRepository(TurnSwap).insert(row);
      await this.notifications.notify(
        tx,
        [counterpartId],
        'turn_swap_proposed',
        {
          username: caller.username,
          group_name: group.name,
          your_cycle: String(theirs),
          their_cycle: String(mine),
        },
        { group_id: group.id, swap_id: row.id },
      );
      return row;
    });
    return this.dto(swap);
  }

  /** The counterpart accepts: the swap waits for an admin, who is told. */
  async accept(caller: User, id: string): Promise<TurnSwapDto> {
    return this.step(id, async ({ tx, swap, group, intact }) => {
      if (swap.counterpartId !== caller.id) throw new DomainError('TURN_SWAP_NOT_YOURS');
      this.assertOpen(swap, ['proposed']);
      if (!intact) return this.overtake(tx, swap, group);
      await this.move(tx, swap, 'accepted', { respondedAt: new Date() });
      const names = await this.names([swap.proposerId, swap.counterpartId]);
      await this.notifications.notify(
        tx,
        await this.access.adminIds(group),
        'turn_swap_awaiting_approval',
        {
          username: names.get(swap.proposerId) ?? '',
          counterpart: names.get(swap.counterpartId) ?? '',
          group_name: group.name,
        },
        { group_id: group.id, swap_id: swap.id },
      );
      return null;
    });
  }

  async decline(caller: User, id: string): Promise<TurnSwapDto> {
    return this.step(id, async ({ tx, swap, group }) => {
      if (swap.counterpartId !== caller.id) throw new DomainError('TURN_SWAP_NOT_YOURS');
      this.assertOpen(swap, ['proposed']);
      await this.move(tx, swap, 'declined', { respondedAt: new Date() });
      await this.notifications.notify(
        tx,
        [swap.proposerId],
        'turn_swap_declined',
        { username: caller.username, group_name: group.name },
        { group_id: group.id, swap_id: swap.id },
      );
      return null;
    });
  }

  /** The proposer withdraws it while it is still open. */
  async cancel(caller: User, id: string): Promise<TurnSwapDto> {
    return this.step(id, async ({ tx, swap }) => {
      if (swap.proposerId !== caller.id) throw new DomainError('TURN_SWAP_NOT_YOURS');
      this.assertOpen(swap, OPEN_TURN_SWAP_STATUSES);
      await this.move(tx, swap, 'cancelled', { decidedBy: caller.id, decidedAt: new Date() });
      return null;
    });
  }

  /** An admin approves: the two members exchange places, the group is told, audited. */
  async approve(caller: User, id: string, ip: string): Promise<TurnSwapDto> {
    return this.step(id, async ({ tx, swap, group, intact }) => {
      await this.access.assert(caller, 'manage', group);
      this.assertOpen(swap, ['accepted']);
      if (!intact) return this.overtake(tx, swap, group);
      await this.rotation.swapPlaces(tx, group, swap.proposerId, swap.counterpartId);
      await this.move(tx, swap, 'approved', { decidedBy: caller.id, decidedAt: new Date() });
      const names = await this.names([swap.proposerId, swap.counterpartId]);
      const members = await this.memberships.activeOf(group.id, tx);
      await this.notifications.notify(
        tx,
        members.map((m) => m.userId),
        'turn_swap_approved',
        {
          first_name: names.get(swap.proposerId) ?? '',
          first_cycle: String(swap.counterpartCycle),
          second_name: names.get(swap.counterpartId) ?? '',
          second_cycle: String(swap.proposerCycle),
          group_name: group.name,
        },
        { group_id: group.id, swap_id: swap.id },
      );
      await this.audit.record(
        caller,
        {
          action: 'turn_swap_approved',
          details: `${group.name}: ${names.get(swap.proposerId)} → cycle ${swap.counterpartCycle}, ${names.get(swap.counterpartId)} → cycle ${swap.proposerCycle}`,
          category: 'group_management',
          ip,
        },
        tx,
      );
      return null;
    });
  }

  async reject(caller: User, id: string, reason: string, ip: string): Promise<TurnSwapDto> {
    return this.step(id, async ({ tx, swap, group }) => {
      await this.access.assert(caller, 'manage', group);
      this.assertOpen(swap, OPEN_TURN_SWAP_STATUSES);
      await this.move(tx, swap, 'rejected', {
        reason,
        decidedBy: caller.id,
        decidedAt: new Date(),
      });
      await this.notifications.notify(
        tx,
        [swap.proposerId, swap.counterpartId],
        'turn_swap_rejected',
        { group_name: group.name, reason },
        { group_id: group.id, swap_id: swap.id },
      );
      await this.audit.record(
        caller,
        {
          action: 'turn_swap_rejected',
          details: `${group.name}: cycles ${swap.proposerCycle} ↔ ${swap.counterpartCycle}: ${reason}`,
          category: 'group_management',
          ip,
        },
        tx,
      );
      return null;
    });
  }

  /**
   * Runs one step on the swap under its group's lock. The step answers null when it went
   * through, or an error code once it has recorded why it could not (an overtaken swap stays
   * overtaken: the refusal is thrown after the commit).
   */
  private async step(
    id: string,
    work: (locked: Locked) => Promise<'TURN_SWAP_OVERTAKEN' | null>,
  ): Promise<TurnSwapDto> {
    const found = /^[0-9a-f-]{36}$/i.test(id) ? await this.swaps.findOneBy({ id }) : null;
    if (!found) throw new DomainError('TURN_SWAP_NOT_FOUND');
    const { swap, refusal } = await this.underLock(found.groupId, async (tx, group) => {
      const swap = await tx.getRepository(TurnSwap).findOneByOrFail({ id });
      const { queue } = await this.rotation.standing(group, tx);
      const intact =
        queue.indexOf(swap.proposerId) + 1 === swap.proposerCycle &&
        queue.indexOf(swap.counterpartId) + 1 === swap.counterpartCycle &&
        Math.min(swap.proposerCycle, swap.counterpartCycle) >= group.currentCycle;
      const refusal = await work({ tx, swap, group, intact });
      return { swap: await tx.getRepository(TurnSwap).findOneByOrFail({ id }), refusal };
    });
    if (refusal) throw new DomainError(refusal);
    return this.dto(swap);
  }

  private underLock<T>(groupId: string, work: (tx: EntityManager, group: Group) => Promise<T>) {
    return this.transactions.runReadCommitted(async (tx) => {
      await this.groups.lockRow(tx, groupId);
      return work(tx, await this.access.findGroup(groupId, tx));
    });
  }

  private assertOpen(swap: TurnSwap, allowed: readonly TurnSwapStatus[]): void {
    if (!allowed.includes(swap.status)) throw new DomainError('TURN_SWAP_DECIDED');
  }

  /** A payout reached one of the turns (or the order moved) first: both members are told. */
  private async overtake(tx: EntityManager, swap: TurnSwap, group: Group) {
    await this.move(tx, swap, 'overtaken', {
      reason: errorCatalog.TURN_SWAP_OVERTAKEN.message.fr,
      decidedAt: new Date(),
    });
    await this.notifications.notify(
      tx,
      [swap.proposerId, swap.counterpartId],
      'turn_swap_overtaken',
      { group_name: group.name },
      { group_id: group.id, swap_id: swap.id },
    );
    return 'TURN_SWAP_OVERTAKEN' as const;
  }

  private async move(
    tx: EntityManager,
    swap: TurnSwap,
    status: TurnSwapStatus,
    fields: Partial<TurnSwap>,
  ): Promise<void> {
    await tx
      .getRepository(TurnSwap)
      .update({ id: swap.id, status: swap.status }, { ...fields, status });
  }

  private async names(ids: string[]): Promise<Map<string, string>> {
    const users = ids.length ? await this.users.findByIds([...new Set(ids)]) : [];
    return new Map(users.map((u) => [u.id, u.username]));
  }

  private async dto(swap: TurnSwap): Promise<TurnSwapDto> {
    const [dto] = await this.dtos([swap]);
    return dto!;
  }

  private async dtos(swaps: TurnSwap[]): Promise<TurnSwapDto[]> {
    const names = await this.names(swaps.flatMap((s) => [s.proposerId, s.counterpartId]));
    return swaps.map((s) => ({
      id: s.id,
      group_id: s.groupId,
      proposer_id: s.proposerId,
      proposer_name: names.get(s.proposerId) ?? '',
      proposer_cycle: s.proposerCycle,
      counterpart_id: s.counterpartId,
      counterpart_name: names.get(s.counterpartId) ?? '',
      counterpart_cycle: s.counterpartCycle,
      status: s.status,
      reason: s.reason,
      created_at: s.createdAt.toISOString(),
      responded_at: s.respondedAt?.toISOString() ?? null,
      decided_at: s.decidedAt?.toISOString() ?? null,
    }));
  }
}
