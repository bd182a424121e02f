import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  cycleDueDate,
  GROUP_RULE_LIMITS,
  moneySum,
  OUTBOUND_CHANNELS,
  type ReminderKind,
} from '@tontine/contracts';
import Big from 'big.js';
import { addDays } from 'date-fns/addDays';
import { format } from 'date-fns/format';
import { Repository } from 'typeorm';
import { IntervalJob } from '../common/interval-job.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { DatabaseUpkeep } from '../database/database-upkeep.service.js';
import { newId } from '../database/ids.js';
import { Transactions } from '../database/transactions.service.js';
import { isUniqueViolation } from '../database/unique-violation.js';
import type { Group } from '../groups/group.entity.js';
import { GroupRulesService } from '../groups/group-rules.service.js';
import { GroupsService } from '../groups/groups.service.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import { ReminderOutbox } from '../reminders/reminder-outbox.service.js';
import {
  ReminderPreferencesService,
  type MemberLimits,
} from '../reminders/reminder-preferences.service.js';
import { reminderKind } from '../reminders/reminder-kind.js';
import { REMINDER_TEMPLATES } from '../reminders/reminder-texts.js';
import { RotationService } from '../rotation/rotation.service.js';
import type { UserSettingsRow } from '../users/user-settings.entity.js';
import type { User } from '../users/user.entity.js';
import { UsersService } from '../users/users.service.js';
import { Contribution } from './contribution.entity.js';
import { PaymentReminder } from './payment-reminder.entity.js';

const LOCK_NAME = 'tontine_payment_reminders';
const SLOW_RUN_MS = 10_000;

/**
 * Reminds every payer whose approved contributions fall short of the cycle: the days before
 * the due date the group's rules set, on the day, and once overdue. Each reminder reaches the
 * member by the channels they chose: in the app, and by e-mail and SMS through the outbox,
 * which this job then dispatches. Safe with several API instances: a MySQL named lock lets one
 * run at a time, and a unique row per reminder (and per reminder and channel) makes a second
 * send impossible even if two ran.
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
    private readonly rules: GroupRulesService,
    private readonly notifications: NotificationsService,
    private readonly users: UsersService,
    private readonly preferences: ReminderPreferencesService,
    private readonly outbox: ReminderOutbox,
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
    const started = Date.now();
    try {
      return await this.remindAndDispatch(now);
    } finally {
      // A run that takes this long holds back every instance's next ones: say so.
      const ms = Date.now() - started;
      if (ms > SLOW_RUN_MS) this.logger.warn({ ms }, 'payment reminders took long');
    }
  }

  private async remindAndDispatch(now: Date): Promise<number> {
    const today = format(now, 'yyyy-MM-dd');
    const horizon = format(addDays(now, GROUP_RULE_LIMITS.maxReminderDaysBefore), 'yyyy-MM-dd');
    // Only groups whose stored due date is near (or not stored yet): the others cost nothing.
    const groups = await this.groups.dueBy(horizon);
    let sent = 0;
    for (const group of groups) {
      const due = cycleDueDate(group.startDate, group.payoutFrequency, group.currentCycle);
      // Rows from before the stored due date get it here, once.
      if (group.currentDueDate !== due) await this.groups.setDueDate(group, due);
      const rules = await this.rules.forCycle(
        group.id,
        group.currentCycle,
        this.contributions.manager,
      );
      const kind = reminderKind(today, due, rules.reminderDaysBefore);
      if (!kind) continue;
      await this.rotation.ensureLocked(group, now);
      const standing = await this.rotation.standing(group);
      if (group.currentCycle > standing.queue.length) continue;
      const unpaid: string[] = [];
      for (const userId of this.rotation.expectedPayers(group, standing, group.currentCycle))
        if (!(await this.paidUp(group, userId))) unpaid.push(userId);
      const users = await this.users.findByIds(unpaid);
      const [settings, limits] = await Promise.all([
        this.users.settingsOfMany(users),
        this.preferences.limitsOf(users),
      ]);
      for (const user of users)
        if (
          await this.send(group, user, kind, due, settings.get(user.id)!, limits.get(user.id)!, now)
        )
          sent += 1;
    }
    if (sent) this.logger.log({ sent }, 'payment reminders sent');
    await this.outbox.dispatch(now);
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
    user: User,
    kind: ReminderKind,
    due: string,
    settings: UserSettingsRow,
    limits: MemberLimits,
    now: Date,
  ): Promise<boolean> {
    const channels = this.preferences.channels(user, settings);
    const wanted = settings.notifyPaymentReminders;
    try {
      await this.transactions.run(async (tx) => {
        const reminder = {
          id: newId(),
          groupId: group.id,
          cycleNumber: group.currentCycle,
          userId: user.id,
          kind,
        };
        await tx.getRepository(PaymentReminder).insert({ ...reminder, createdAt: now });
        if (!wanted) return;
        if (channels.in_app.chosen && channels.in_app.available)
          await this.notifications.notify(
            tx,
            [user.id],
            REMINDER_TEMPLATES[kind],
            {
              group_name: group.name,
              amount: group.contributionAmount,
              currency: group.currency,
              due_date: due,
            },
            { group_id: group.id, cycle: String(group.currentCycle), kind },
          );
        const outbound = OUTBOUND_CHANNELS.filter(
          (c) => channels[c].chosen && channels[c].available,
        );
        await this.outbox.enqueue(tx, reminder, outbound, limits, now);
      });
      return true;
    } catch (err) {
      if (isUniqueViolation(err)) return false;
      throw err;
    }
  }
}
