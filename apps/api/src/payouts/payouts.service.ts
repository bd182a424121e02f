import { Injectable } from '@nestjs/common';
import { beneficiaryOf, moneySum, type PayoutDto, type PayoutMethod } from '@tontine/contracts';
import Big from 'big.js';
import type { EntityManager } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import { DomainError } from '../common/domain-error.js';
import { newId } from '../database/ids.js';
import { isUniqueViolation } from '../database/unique-violation.js';
import { ContributionsService } from '../contributions/contributions.service.js';
import { GroupLedger } from '../contributions/group-ledger.js';
import { GroupAccessService } from '../groups/group-access.service.js';
import type { Group } from '../groups/group.entity.js';
import { GroupsService } from '../groups/groups.service.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import { RotationService } from '../rotation/rotation.service.js';
import type { User } from '../users/user.entity.js';
import { UsersService } from '../users/users.service.js';
import { Payout } from './payout.entity.js';

/** The current cycle of a group, its beneficiary and payers, as read before the ledger's lock. */
export interface PayableCycle {
  group: Group;
  cycle: number;
  beneficiary: string;
  payers: string[];
  last: boolean;
}

/** The pot of a cycle that a provider is carrying out: what it was asked to send, and to whom. */
export interface PayoutReservation {
  groupId: string;
  cycle: number;
  beneficiaryId: string;
  /** The cycle's approved money, as it stood under the lock. */
  pot: string;
  currency: string;
}

type Actor = Pick<User, 'id' | 'username'>;

/**
 * Paying the pot of the current cycle to its beneficiary, once every expected contribution is
 * approved. The cycle advances by a conditional update, so two requests at once pay once; the
 * pot is the approved money of the cycle, so payouts never exceed approved contributions.
 *
 * Cash is recorded at once. A provider (M-Pesa) first reserves the cycle on the group, under
 * the ledger's lock, then sends the money; the cycle is paid only when the provider's result is
 * confirmed, or released for another try when it failed. While the cycle is reserved, no cash
 * payout, reversal of its contributions or change of the order moves.
 */
@Injectable()
export class PayoutsService {
  constructor(
    private readonly access: GroupAccessService,
    private readonly rotation: RotationService,
    private readonly notifications: NotificationsService,
    private readonly audit: AuditService,
    private readonly groups: GroupsService,
    private readonly contributions: ContributionsService,
    private readonly ledger: GroupLedger,
    private readonly users: UsersService,
  ) {}

  /** The admin hands the pot over in cash and records it. */
  async recordCurrent(
    admin: User,
    groupId: string,
    ip: string,
    expectedCycle?: number,
  ): Promise<PayoutDto> {
    const payable = await this.payable(admin, groupId, expectedCycle);
    const payout = await this.ledger
      .run(groupId, async (tx) => {
        const pot = await this.potUnderLock(tx, payable);
        return this.write(tx, {
          group: payable.group,
          cycle: payable.cycle,
          beneficiary: payable.beneficiary,
          pot,
          method: 'cash',
          receipt: null,
          actor: admin,
          ip,
        });
      })
      .catch(payoutConflict);
    return this.dto(payout);
  }

  /**
   * A provider's payout begins: under the ledger's lock, the cycle is checked as for cash,
   * `accept` may refuse the pot (M-Pesa: whole shillings), the cycle is reserved on the group,
   * and `inTransaction` writes the provider's row in the same transaction.
   */
  reserve(
    payable: PayableCycle,
    accept: (pot: string) => void,
    inTransaction: (tx: EntityManager, reservation: PayoutReservation) => Promise<void>,
  ): Promise<PayoutReservation> {
    const groupId = payable.group.id;
    return this.ledger.run(groupId, async (tx) => {
      const pot = await this.potUnderLock(tx, payable);
      accept(pot);
      if (!(await this.groups.holdPayoutSending(tx, groupId, payable.cycle)))
        throw new DomainError('MPESA_PAYOUT_PENDING');
      const reservation: PayoutReservation = {
        groupId,
        cycle: payable.cycle,
        beneficiaryId: payable.beneficiary,
        pot,
        currency: payable.group.currency,
      };
      await inTransaction(tx, reservation);
      return reservation;
    });
  }

  /**
   * The provider confirmed the money reached the beneficiary: the cycle is paid with the
   * provider's receipt, as a cash payout is, in the ledger's transaction. `inTransaction` moves
   * the provider's row and answers false when it had already moved (a result that came twice):
   * then nothing is written. Answers the payout, or null.
   */
  async completeByProvider(
    reservation: PayoutReservation,
    method: Exclude<PayoutMethod, 'cash'>,
    receipt: string,
    requestedBy: Actor,
    inTransaction: (tx: EntityManager, payoutId: string) => Promise<boolean>,
  ): Promise<Payout | null> {
    return this.ledger.run(reservation.groupId, async (tx) => {
      const group = await this.groups.reload(reservation.groupId, tx);
      // The reservation held the cycle: nothing else could pay it or move it meanwhile.
      if (
        group.currentCycle !== reservation.cycle ||
        group.payoutSendingCycle !== reservation.cycle
      )
        throw new Error(
          `payout of ${reservation.groupId} cycle ${reservation.cycle} is no longer reserved`,
        );
      const id = newId();
      if (!(await inTransaction(tx, id))) return null;
      return this.write(tx, {
        group,
        cycle: reservation.cycle,
        beneficiary: reservation.beneficiaryId,
        pot: reservation.pot,
        method,
        receipt,
        actor: requestedBy,
        id,
      });
    });
  }

  /**
   * The provider's payout failed: under the ledger's lock, `inTransaction` moves the provider's
   * row (false when it had already moved) and the cycle is open to a payout again.
   */
  releaseByProvider(
    groupId: string,
    cycle: number,
    inTransaction: (tx: EntityManager) => Promise<boolean>,
  ): Promise<boolean> {
    return this.ledger.run(groupId, async (tx) => {
      if (!(await inTransaction(tx))) return false;
      await this.groups.releasePayoutSending(tx, groupId, cycle);
      return true;
    });
  }

  /** The approved money of a cycle so far: what its payout would pay. */
  potOf(groupId: string, cycle: number): Promise<string> {
    return this.contributions.approvedTotal(groupId, cycle);
  }

  /**
   * The cycle an admin may pay now (`expectedCycle`: the one on their screen), with the checks
   * made before the lock: the admin's right, the rotation, the cycle named.
   */
  async payable(
    admin: User,
    groupId: string,
    expectedCycle: number | undefined,
  ): Promise<PayableCycle> {
    const group = await this.access.findGroup(groupId);
    await this.access.assert(admin, 'manage', group);
    const cycle = group.currentCycle;
    // A caller that named a cycle already paid learns that it was paid, the last one included
    // (which completed the group): the loser of two payouts at once is told why.
    if (expectedCycle !== undefined && expectedCycle < cycle)
      throw new DomainError('PAYOUT_ALREADY_RECORDED');
    if (group.status === 'completed') throw new DomainError('ROTATION_COMPLETE');
    await this.rotation.ensureLocked(group);
    if (!group.rotationStartedAt) throw new DomainError('ROTATION_NOT_STARTED');
    const standing = await this.rotation.standing(group);
    if (expectedCycle !== undefined && expectedCycle !== cycle)
      throw new DomainError('CYCLE_INVALID');
    const beneficiary = beneficiaryOf(standing.queue, cycle);
    if (!beneficiary) throw new DomainError('ROTATION_COMPLETE');
    const payers = this.rotation.expectedPayers(group, standing, cycle);
    return { group, cycle, beneficiary, payers, last: cycle >= standing.queue.length };
  }

  /**
   * Under the group's ledger lock: no approval, rejection or reversal of this group moves until
   * the payout is written, so the pot paid is the approved money as it stands. Answers the pot.
   */
  private async potUnderLock(tx: EntityManager, payable: PayableCycle): Promise<string> {
    const { group, cycle, beneficiary, payers } = payable;
    const fresh = await this.groups.reload(group.id, tx);
    if (fresh.currentCycle !== cycle) throw new DomainError('PAYOUT_ALREADY_RECORDED');
    if (fresh.payoutSendingCycle !== null) throw new DomainError('MPESA_PAYOUT_PENDING');
    // Until this first payout the admin may still change the order (under this same lock):
    // the pot goes to the beneficiary the order names now, never to one read before a change.
    const current = await this.rotation.standing(fresh, tx);
    if (beneficiaryOf(current.queue, cycle) !== beneficiary)
      throw new DomainError('PAYOUT_ORDER_CHANGED');
    const approved = await this.contributions.approvedOf(tx, group.id, cycle);
    const short = payers.some((id) =>
      new Big(moneySum(approved.filter((c) => c.userId === id).map((c) => c.amount))).lt(
        group.contributionAmount,
      ),
    );
    if (short) throw new DomainError('CONTRIBUTIONS_INCOMPLETE');
    return moneySum(approved.map((c) => c.amount));
  }

  /** The cycle is paid: the group moves on, the payout is written, told and audited. */
  private async write(
    tx: EntityManager,
    paid: {
      group: Group;
      cycle: number;
      beneficiary: string;
      pot: string;
      method: PayoutMethod;
      receipt: string | null;
      actor: Actor;
      /** The caller's address; none when a provider's confirmed result completes it. */
      ip?: string;
      id?: string;
    },
  ): Promise<Payout> {
    const { group, cycle, beneficiary, pot } = paid;
    const { queue } = await this.rotation.standing(group, tx);
    const last = cycle >= queue.length;
    if (!(await this.groups.advanceCycle(tx, group, cycle, last)))
      throw new DomainError('PAYOUT_ALREADY_RECORDED');
    const row = tx.getRepository(Payout).create({
      id: paid.id ?? newId(),
      groupId: group.id,
      cycleNumber: cycle,
      beneficiaryId: beneficiary,
      amount: pot,
      currency: group.currency,
      method: paid.method,
      receiptNumber: paid.receipt,
      recordedBy: paid.actor.id,
      createdAt: new Date(),
    });
    await tx.getRepository(Payout).insert(row);
    await this.notifications.notify(
      tx,
      [beneficiary],
      'payout_received',
      { group_name: group.name, cycle: String(cycle), amount: pot, currency: group.currency },
      { group_id: group.id },
    );
    const cycleData = { group_id: group.id, cycle: String(cycle) };
    if (last)
      await this.notifications.notify(
        tx,
        queue,
        'cycle_complete_last',
        { group_name: group.name },
        cycleData,
      );
    else
      await this.notifications.notify(
        tx,
        queue,
        'cycle_complete',
        { group_name: group.name, cycle: String(cycle) },
        cycleData,
      );
    const receipt = paid.receipt ? ` — M-Pesa ${paid.receipt}` : '';
    await this.audit.record(
      paid.actor,
      {
        action: 'payout_recorded',
        details: `${pot} ${group.currency} — ${group.name}, cycle ${cycle}${receipt}`,
        category: 'payment_validation',
        ip: paid.ip,
      },
      tx,
    );
    return row;
  }

  private async dto(payout: Payout): Promise<PayoutDto> {
    const user = await this.users.findById(payout.beneficiaryId);
    return {
      id: payout.id,
      group_id: payout.groupId,
      cycle_number: payout.cycleNumber,
      beneficiary_id: payout.beneficiaryId,
      beneficiary_name: user?.username ?? '',
      amount: payout.amount,
      currency: payout.currency,
      method: payout.method,
      receipt_number: payout.receiptNumber,
      created_at: payout.createdAt.toISOString(),
    };
  }
}

function payoutConflict(err: unknown): never {
  if (isUniqueViolation(err)) throw new DomainError('PAYOUT_ALREADY_RECORDED');
  throw err;
}
