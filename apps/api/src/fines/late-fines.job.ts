import { Inject, Injectable, Logger } from '@nestjs/common';
import { cycleDeadline, fineAmount } from '@tontine/contracts';
import Big from 'big.js';
import type { EntityManager } from 'typeorm';
import { IntervalJob } from '../common/interval-job.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { ContributionsService } from '../contributions/contributions.service.js';
import { GroupLedger } from '../contributions/group-ledger.js';
import { DatabaseUpkeep } from '../database/database-upkeep.service.js';
import { newId } from '../database/ids.js';
import { GroupRulesService } from '../groups/group-rules.service.js';
import type { Group } from '../groups/group.entity.js';
import { GroupsService } from '../groups/groups.service.js';
import { MembershipsService } from '../memberships/memberships.service.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import { RotationService, type RotationStanding } from '../rotation/rotation.service.js';
import { Fine } from './fine.entity.js';

const LOCK_NAME = 'tontine_late_fines';

/** Another run settled the cycle first: this one's work is rolled back. */
class AlreadySettled extends Error {}

/**
 * Applies late fines. Once a cycle's due date and its days of grace have passed, every member
 * who owed it, was in the group by the end of the grace and had not paid it in full by then
 * (approved or waiting for validation) owes one fine, at the rate of the rules the cycle began
 * with, the higher one if they had already received the pot. Each cycle is settled once, in one
 * transaction under the group's ledger lock that also moves the group's mark past it; a unique
 * row per member and cycle makes a second fine impossible even if two runs met.
 */
@Injectable()
export class LateFinesJob extends IntervalJob<number> {
  protected readonly logger = new Logger('LateFinesJob');
  protected readonly jobName = 'late-fines';
  protected readonly idle = 0;

  constructor(
    private readonly upkeep: DatabaseUpkeep,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly groups: GroupsService,
    private readonly rules: GroupRulesService,
    private readonly rotation: RotationService,
    private readonly memberships: MembershipsService,
    private readonly contributions: ContributionsService,
    private readonly ledger: GroupLedger,
    private readonly notifications: NotificationsService,
  ) {
    super();
  }

  protected intervalMs(): number {
    return this.config.finesIntervalSeconds * 1000;
  }

  tick(now = new Date()): Promise<number> {
    return this.runOnceLocked(
      this.upkeep,
      LOCK_NAME,
      () => this.applyDue(now),
      'late fines failed',
    );
  }

  private async applyDue(now: Date): Promise<number> {
    const today = now.toISOString().slice(0, 10);
    let applied = 0;
    for (const group of await this.groups.withFinesToCheck(today))
      applied += await this.settleGroup(group, today, now);
    if (applied) this.logger.log({ applied }, 'late fines applied');
    return applied;
  }

  /** Settles the group's cycles in order, up to the first whose grace has not passed. */
  private async settleGroup(group: Group, today: string, now: Date): Promise<number> {
    await this.rotation.ensureLocked(group, now);
    const standing = await this.rotation.standing(group);
    let applied = 0;
    for (
      let cycle = group.finesCheckedCycle + 1;
      cycle <= group.currentCycle && cycle <= standing.queue.length;
      cycle += 1
    ) {
      const settled = await this.settleCycle(group, standing, cycle, cycle - 1, today);
      if (settled === null) break;
      applied += settled;
    }
    return applied;
  }

  /** The fines of one cycle; null when its grace has not passed or another run settled it. */
  private async settleCycle(
    group: Group,
    standing: RotationStanding,
    cycle: number,
    checkedBefore: number,
    today: string,
  ): Promise<number | null> {
    try {
      return await this.ledger.run(group.id, async (tx) => {
        const rules = await this.rules.forCycle(group.id, cycle, tx);
        const deadline = cycleDeadline(
          group.startDate,
          group.payoutFrequency,
          cycle,
          rules.graceDays,
        );
        if (deadline.day >= today) return null;
        const fines = await this.finesOf(tx, group, standing, cycle, rules, deadline.end);
        if (fines.length) await tx.getRepository(Fine).insert(fines);
        for (const fine of fines)
          await this.notifications.notify(
            tx,
            [fine.userId],
            'fine_applied',
            {
              group_name: group.name,
              cycle: String(cycle),
              amount: fine.amount,
              currency: fine.currency,
              grace_days: String(rules.graceDays),
            },
            { group_id: group.id, fine_id: fine.id, cycle: String(cycle) },
          );
        const marked = await this.groups.markFinesChecked(
          tx,
          { id: group.id, finesCheckedCycle: checkedBefore },
          cycle,
        );
        if (!marked) throw new AlreadySettled();
        return fines.length;
      });
    } catch (err) {
      if (err instanceof AlreadySettled) return null;
      throw err;
    }
  }

  private async finesOf(
    tx: EntityManager,
    group: Group,
    standing: RotationStanding,
    cycle: number,
    rules: Awaited<ReturnType<GroupRulesService['forCycle']>>,
    deadlineEnd: Date,
  ): Promise<Fine[]> {
    const joined = new Map(
      (await this.memberships.activeOf(group.id, tx)).map((m) => [m.userId, m.joinedAt]),
    );
    const paid = await this.contributions.paidBefore(tx, group.id, cycle, deadlineEnd);
    // The beneficiaries of the cycles before this one, all paid out since it is not past the current.
    const alreadyPaid = new Set(standing.queue.slice(0, cycle - 1));
    const rates = {
      late_fine_kind: rules.lateFineKind,
      late_fine: rules.lateFine,
      paid_member_late_fine: rules.paidMemberLateFine,
    };
    const now = new Date();
    const fines: Fine[] = [];
    for (const userId of this.rotation.expectedPayers(group, standing, cycle)) {
      const since = joined.get(userId);
      if (!since || since >= deadlineEnd) continue;
      if (new Big(paid.get(userId) ?? '0').gte(group.contributionAmount)) continue;
      const memberWasPaid = alreadyPaid.has(userId);
      const amount = fineAmount(rates, group.contributionAmount, memberWasPaid);
      if (new Big(amount).lte(0)) continue;
      fines.push({
        id: newId(),
        groupId: group.id,
        userId,
        cycleNumber: cycle,
        amount,
        currency: group.currency,
        status: 'unpaid',
        rulesVersion: rules.version,
        memberWasPaid,
        createdAt: now,
        paymentRecordedBy: null,
        paymentRecordedAt: null,
        paymentMethod: null,
        receiptNumber: null,
        txHash: null,
        decidedBy: null,
        decidedAt: null,
        waiveReason: null,
        rejectionReason: null,
      });
    }
    return fines;
  }
}
