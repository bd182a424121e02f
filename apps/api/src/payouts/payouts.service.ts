import { Injectable } from '@nestjs/common';
import { beneficiaryOf, moneySum, type PayoutDto } from '@tontine/contracts';
import Big from 'big.js';
import { AuditService } from '../audit/audit.service.js';
import { DomainError } from '../common/domain-error.js';
import { newId } from '../database/ids.js';
import { isUniqueViolation } from '../database/unique-violation.js';
import { ContributionsService } from '../contributions/contributions.service.js';
import { GroupLedger } from '../contributions/group-ledger.js';
import { GroupAccessService } from '../groups/group-access.service.js';
import { GroupsService } from '../groups/groups.service.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import { RotationService } from '../rotation/rotation.service.js';
import type { User } from '../users/user.entity.js';
import { UsersService } from '../users/users.service.js';
import { Payout } from './payout.entity.js';

/**
 * Paying the pot of the current cycle to its beneficiary, once every expected contribution is
 * approved. The cycle advances by a conditional update, so two requests at once pay once; the
 * pot is the approved money of the cycle, so payouts never exceed approved contributions.
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

  async recordCurrent(
    admin: User,
    groupId: string,
    ip: string,
    expectedCycle?: number,
  ): Promise<PayoutDto> {
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
    const { queue } = standing;
    if (expectedCycle !== undefined && expectedCycle !== cycle)
      throw new DomainError('CYCLE_INVALID');
    const beneficiary = beneficiaryOf(queue, cycle);
    if (!beneficiary) throw new DomainError('ROTATION_COMPLETE');

    const payers = this.rotation.expectedPayers(group, standing, cycle);
    const last = cycle >= queue.length;

    const { payout } = await this.ledger
      .run(groupId, async (tx) => {
        // Under the group's ledger lock: no approval, rejection or reversal of this group moves
        // until the payout is written, so the pot paid is the approved money as it stands.
        const fresh = await this.groups.reload(groupId, tx);
        if (fresh.currentCycle !== cycle) throw new DomainError('PAYOUT_ALREADY_RECORDED');
        // Until this first payout the admin may still change the order (under this same lock):
        // the pot goes to the beneficiary the order names now, never to one read before a change.
        const current = await this.rotation.standing(fresh, tx);
        if (beneficiaryOf(current.queue, cycle) !== beneficiary)
          throw new DomainError('PAYOUT_ORDER_CHANGED');
        const approved = await this.contributions.approvedOf(tx, groupId, cycle);
        const short = payers.some((id) =>
          new Big(moneySum(approved.filter((c) => c.userId === id).map((c) => c.amount))).lt(
            group.contributionAmount,
          ),
        );
        if (short) throw new DomainError('CONTRIBUTIONS_INCOMPLETE');
        const pot = moneySum(approved.map((c) => c.amount));
        const now = new Date();
        if (!(await this.groups.advanceCycle(tx, group, cycle, last)))
          throw new DomainError('PAYOUT_ALREADY_RECORDED');
        const row = tx.getRepository(Payout).create({
          id: newId(),
          groupId,
          cycleNumber: cycle,
          beneficiaryId: beneficiary,
          amount: pot,
          currency: group.currency,
          recordedBy: admin.id,
          createdAt: now,
        });
        await tx.getRepository(Payout).insert(row);
        await this.notifications.notify(
          tx,
          [beneficiary],
          'payout_received',
          { group_name: group.name, cycle: String(cycle), amount: pot, currency: group.currency },
          { group_id: groupId },
        );
        const cycleData = { group_id: groupId, cycle: String(cycle) };
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
        await this.audit.record(
          admin,
          {
            action: 'payout_recorded',
            details: `${pot} ${group.currency} — ${group.name}, cycle ${cycle}`,
            category: 'payment_validation',
            ip,
          },
          tx,
        );
        return { payout: row, pot };
      })
      .catch((err: unknown) => {
        if (isUniqueViolation(err)) throw new DomainError('PAYOUT_ALREADY_RECORDED');
        throw err;
      });
    const user = await this.users.findById(beneficiary);
    return {
      id: payout.id,
      group_id: groupId,
      cycle_number: cycle,
      beneficiary_id: beneficiary,
      beneficiary_name: user?.username ?? '',
      amount: payout.amount,
      currency: payout.currency,
      created_at: payout.createdAt.toISOString(),
    };
  }
}
