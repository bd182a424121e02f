import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { fineAmount } from '@tontine/contracts';
import Big from 'big.js';
import { IsNull, LessThan, Repository } from 'typeorm';
import { IntervalJob } from '../common/interval-job.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { GroupLedger } from '../contributions/group-ledger.js';
import { DatabaseUpkeep } from '../database/database-upkeep.service.js';
import { GroupAccessService } from '../groups/group-access.service.js';
import { GroupRulesService } from '../groups/group-rules.service.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import { Loan, LoanInstalment } from './loan.entities.js';
import { utcToday } from './loan.mapper.js';

const LOCK_NAME = 'tontine_loan_penalties';
const DAY_MS = 86_400_000;

/**
 * A loan instalment still not repaid once its due date and the group's days of grace have passed
 * gets the group's late fine, once: the fixed amount, or its percentage of the instalment (the
 * rules in force for the group's current cycle). The fine is owed on the loan, paid before the
 * instalment's interest, and kept in the fund. Each loan is fined under the group's ledger lock
 * and only for instalments not fined yet, so that two instances running the job fine once; it
 * runs with the late fines of the rotation (`FINES_INTERVAL_SECONDS`).
 */
@Injectable()
export class LoanPenaltiesJob extends IntervalJob<number> {
  protected readonly logger = new Logger('LoanPenaltiesJob');
  protected readonly jobName = 'loan-penalties';
  protected readonly idle = 0;

  constructor(
    @InjectRepository(Loan) private readonly loans: Repository<Loan>,
    private readonly upkeep: DatabaseUpkeep,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly ledger: GroupLedger,
    private readonly access: GroupAccessService,
    private readonly rules: GroupRulesService,
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
      () => this.fineDue(now),
      'loan penalties failed',
    );
  }

  private async fineDue(now: Date): Promise<number> {
    const today = utcToday(now);
    const late = await this.loans.find({
      where: { status: 'active', nextDueDate: LessThan(today) },
      order: { id: 'ASC' },
    });
    let fined = 0;
    for (const loan of late) fined += await this.fineLoan(loan, today);
    if (fined) this.logger.log({ fined }, 'loan instalments fined');
    return fined;
  }

  private async fineLoan(found: Loan, today: string): Promise<number> {
    const group = await this.access.findGroup(found.groupId);
    return this.ledger.run(group.id, async (tx) => {
      const loan = await tx.getRepository(Loan).findOneByOrFail({ id: found.id });
      if (loan.status !== 'active') return 0;
      const rules = await this.rules.forCycle(group.id, Math.max(group.currentCycle, 1), tx);
      // The grace's last day is due date + grace: fined the day after it.
      const before = utcToday(
        new Date(Date.parse(`${today}T00:00:00Z`) - rules.graceDays * DAY_MS),
      );
      const rows = await tx.getRepository(LoanInstalment).find({
        where: { loanId: loan.id, dueDate: LessThan(before), penaltyAppliedAt: IsNull() },
        order: { number: 'ASC' },
      });
      const now = new Date();
      let total = new Big(0);
      for (const row of rows) {
        const amount = new Big(row.principal).plus(row.interest);
        if (new Big(row.principalPaid).plus(row.interestPaid).gte(amount)) continue;
        const penalty = fineAmount(
          {
            late_fine_kind: rules.lateFineKind,
            late_fine: rules.lateFine,
            paid_member_late_fine: rules.paidMemberLateFine,
          },
          amount.toFixed(2),
          false,
        );
        // A group without a late fine fines nothing, and marks nothing: a fine set later applies.
        if (new Big(penalty).lte(0)) continue;
        const marked = await tx
          .getRepository(LoanInstalment)
          .update({ id: row.id, penaltyAppliedAt: IsNull() }, { penalty, penaltyAppliedAt: now });
        if (!marked.affected) continue;
        total = total.plus(penalty);
        await this.notifications.notify(
          tx,
          [loan.userId],
          'loan_instalment_late',
          {
            group_name: group.name,
            number: String(row.number),
            amount: penalty,
            currency: loan.currency,
          },
          { group_id: group.id, loan_id: loan.id },
        );
      }
      if (total.gt(0))
        await tx
          .getRepository(Loan)
          .update({ id: loan.id }, { penalties: total.plus(loan.penalties).toFixed(2) });
      return total.gt(0) ? 1 : 0;
    });
  }
}
