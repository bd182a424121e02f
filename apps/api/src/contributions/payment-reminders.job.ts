import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { cycleDueDate, moneySum } from '@tontine/contracts';
import Big from 'big.js';
import { addDays } from 'date-fns/addDays';
import { format } from 'date-fns/format';
import { parseISO } from 'date-fns/parseISO';
import { subDays } from 'date-fns/subDays';
import { Repository } from 'typeorm';
import { IntervalJob } from '../common/interval-job.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { DatabaseUpkeep } from '../database/database-upkeep.service.js';
import { newId } from '../database/ids.js';
import { Transactions } from '../database/transactions.service.js';
import { isUniqueViolation } from '../database/unique-violation.js';
import type { Group } from '../groups/group.entity.js';
import { GroupsService } from '../groups/groups.service.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import { RotationService } from '../rotation/rotation.service.js';
import { Contribution } from './contribution.entity.js';
import { PaymentReminder, type ReminderKind } from './payment-reminder.entity.js';

const DAYS_BEFORE_DUE = 2;
const LOCK_NAME = 'tontine_payment_reminders';

/**
 * Sends `payment_reminder` two days before a cycle is due and once it is overdue, to every
 * payer whose approved contributions fall short. Safe with several API instances: a MySQL
 * named lock lets one run at a time, and a unique row per reminder makes a second send
 * impossible even if two ran.
 */
@Injectable()
export class PaymentRemindersJob extends IntervalJob<number> {
  protected readonly logger = new Logger('PaymentRemindersJob');
  protected readonly jobName = 'payment-reminders';
  protected readonly idle = 0;

  constructor(
    @InjectRepository(Contribution) private readonly contributions: Repository<Contribution>,
    private readonly transactions: Transactions,
    private readonly upkeep: DatabaseUpkeep,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly rotation: RotationService,
    private readonly groups: GroupsService,
    private readonly notifications: NotificationsService,
  ) {
    super();
  }

  protected intervalMs(): number {
    return this.config.reminderIntervalSeconds * 1000;
  }

  tick(today = new Date()): Promise<number> {
    return this.runOnceLocked(
      this.upkeep,
      LOCK_NAME,
      () => this.sendDue(today),
      'payment reminders failed',
    );
  }

  private async sendDue(now: Date): Promise<number> {
    const today = format(now, 'yyyy-MM-dd');
    const horizon = format(addDays(now, DAYS_BEFORE_DUE), 'yyyy-MM-dd');
    // Only groups whose stored due date is near (or not stored yet): the others cost nothing.
    const groups = await this.groups.dueBy(horizon);
    let sent = 0;
    for (const group of groups) {
      const due = cycleDueDate(group.startDate, group.payoutFrequency, group.currentCycle);
      // Rows from before the stored due date get it here, once.
      if (group.currentDueDate !== due) await this.groups.setDueDate(group, due);
      const kind: ReminderKind | undefined =
        today > due
          ? 'overdue'
          : today >= format(subDays(parseISO(due), DAYS_BEFORE_DUE), 'yyyy-MM-dd')
            ? 'before_due'
            : undefined;
      if (!kind) continue;
      await this.rotation.ensureLocked(group, now);
      const standing = await this.rotation.standing(group);
      if (group.currentCycle > standing.queue.length) continue;
      for (const userId of this.rotation.expectedPayers(group, standing, group.currentCycle)) {
        if (await this.paidUp(group, userId)) continue;
        if (await this.send(group, userId, kind, due)) sent += 1;
      }
    }
    if (sent) this.logger.log({ sent }, 'payment reminders sent');
    return sent;
  }

  private async paidUp(group: Group, userId: string): Promise<boolean> {
    const approved = await this.contributions.findBy({
      groupId: group.id,
      cycleNumber: group.currentCycle,
      userId,
      status: 'approved',
    });
    return new Big(moneySum(approved.map((c) => c.amount))).gte(group.contributionAmount);
  }

  private async send(
    group: Group,
    userId: string,
    kind: ReminderKind,
    due: string,
  ): Promise<boolean> {
    try {
      await this.transactions.run(async (tx) => {
        await tx.getRepository(PaymentReminder).insert({
          id: newId(),
          groupId: group.id,
          cycleNumber: group.currentCycle,
          userId,
          kind,
          createdAt: new Date(),
        });
        await this.notifications.notify(
          tx,
          [userId],
          kind === 'overdue' ? 'payment_reminder_overdue' : 'payment_reminder_upcoming',
          {
            group_name: group.name,
            amount: group.contributionAmount,
            currency: group.currency,
            due_date: due,
          },
          { group_id: group.id, cycle: String(group.currentCycle), kind },
        );
      });
      return true;
    } catch (err) {
      if (isUniqueViolation(err)) return false;
      throw err;
    }
  }
}
