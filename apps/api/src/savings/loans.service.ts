import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  borrowingLimit,
  loanSchedule,
  BINDING_LOAN_STATUSES,
  OPEN_LOAN_APPLICATION_STATUSES,
  SAVINGS_FUND_LIMITS,
  type ApplyLoan,
  type LoanStatus,
} from '@tontine/contracts';
import Big from 'big.js';
import { In, Repository, type EntityManager } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import { DomainError } from '../common/domain-error.js';
import { GroupLedger } from '../contributions/group-ledger.js';
import { newId } from '../database/ids.js';
import { GroupAccessService } from '../groups/group-access.service.js';
import type { Group } from '../groups/group.entity.js';
import type { Membership } from '../memberships/membership.entity.js';
import { MembershipsService } from '../memberships/memberships.service.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import type { User } from '../users/user.entity.js';
import { FundLedger } from './fund-ledger.service.js';
import { Loan, LoanGuarantor } from './loan.entities.js';
import { SavingsRulesService } from './savings-rules.service.js';

/** A loan that binds its borrower to the group: not yet disbursed, or being repaid. */

/**
 * A loan's way from the application to its approval: the member applies within the group's
 * rules and what they may borrow, the guarantors answer, then an admin (or a treasurer and then
 * an admin) approves or rejects, and the member may withdraw it until it is disbursed. Each step
 * changes the loan only from the state it expects, under the group's ledger lock, so that two
 * answers at once make one decision; every decision of an admin or treasurer is audited.
 */
@Injectable()
export class LoansService implements OnModuleInit {
  constructor(
    @InjectRepository(Loan) private readonly loans: Repository<Loan>,
    private readonly ledger: GroupLedger,
    private readonly access: GroupAccessService,
    private readonly memberships: MembershipsService,
    private readonly rules: SavingsRulesService,
    private readonly fund: FundLedger,
    private readonly notifications: NotificationsService,
    private readonly audit: AuditService,
  ) {}

  /** A member who owes the fund a loan, or waits for one, stays in the group. */
  onModuleInit(): void {
    this.memberships.addExitGuard((tx, membership) => this.assertNoLoan(tx, membership));
  }

  async apply(caller: User, groupId: string, input: ApplyLoan): Promise<Loan> {
    const group = await this.access.findGroup(groupId);
    if (!(await this.access.membership(group.id, caller.id)))
      throw new DomainError('NOT_GROUP_MEMBER');
    if (group.status !== 'active') throw new DomainError('GROUP_INACTIVE');
    const rules = await this.rules.of(group);
    if (!rules.enabled || new Big(rules.loan_cap).lte(0)) throw new DomainError('LOANS_DISABLED');
    if (new Big(input.amount).lt(SAVINGS_FUND_LIMITS.minLoan))
      throw new DomainError('LOAN_TOO_SMALL');
    if (input.term_months > rules.max_term_months) throw new DomainError('LOAN_TERM_TOO_LONG');
    const guarantorIds = input.guarantor_ids;
    if (guarantorIds.length !== rules.guarantors_required)
      throw new DomainError('LOAN_GUARANTORS_REQUIRED');
    if (new Set(guarantorIds).size !== guarantorIds.length || guarantorIds.includes(caller.id))
      throw new DomainError('LOAN_GUARANTOR_INVALID');
    for (const id of guarantorIds)
      if (!(await this.access.membership(group.id, id)))
        throw new DomainError('LOAN_GUARANTOR_INVALID');
    const schedule = loanSchedule({
      principal: input.amount,
      monthlyRate: rules.monthly_rate,
      months: input.term_months,
      method: rules.interest_method,
    });
    if (!new Big(schedule.totalRepayable).eq(input.accepted_total_repayable))
      throw new DomainError('LOAN_TERMS_CHANGED');
    return this.ledger.run(group.id, async (tx) => {
      const open = await tx.getRepository(Loan).countBy({
        groupId: group.id,
        userId: caller.id,
        status: In([...OPEN_LOAN_APPLICATION_STATUSES, 'disbursing']),
      });
      if (open) throw new DomainError('LOAN_APPLICATION_OPEN');
      const saved = await this.fund.memberSavings(group.id, caller.id, tx);
      const owed = await this.fund.memberOwes(group.id, caller.id, tx);
      if (new Big(input.amount).gt(borrowingLimit(rules, saved, owed)))
        throw new DomainError('LOAN_OVER_LIMIT');
      const now = new Date();
      const loan = tx.getRepository(Loan).create({
        id: newId(),
        groupId: group.id,
        userId: caller.id,
        amount: input.amount,
        currency: group.currency,
        termMonths: input.term_months,
        interestMethod: rules.interest_method,
        monthlyRate: rules.monthly_rate,
        purpose: input.purpose,
        approval: rules.approval,
        status: guarantorIds.length ? 'awaiting_guarantors' : 'awaiting_approval',
        totalInterest: schedule.totalInterest,
        totalRepayable: schedule.totalRepayable,
        principalRepaid: '0.00',
        interestPaid: '0.00',
        penalties: '0.00',
        penaltiesPaid: '0.00',
        nextDueDate: null,
        treasurerApprovedBy: null,
        treasurerApprovedAt: null,
        approvedBy: null,
        approvedAt: null,
        rejectedBy: null,
        rejectedAt: null,
        rejectionReason: null,
        disbursedBy: null,
        disbursedAt: null,
        takenOverFrom: null,
        closedAt: null,
        createdAt: now,
      });
      await tx.getRepository(Loan).insert(loan);
      for (const userId of guarantorIds)
        await tx.getRepository(LoanGuarantor).insert({
          id: newId(),
          loanId: loan.id,
          userId,
          status: 'pending',
          decidedAt: null,
          createdAt: now,
        });
      if (guarantorIds.length)
        await this.notifications.notify(
          tx,
          guarantorIds,
          'loan_guarantee_requested',
          { username: caller.username, ...this.params(group, loan) },
          { group_id: group.id, loan_id: loan.id },
        );
      return loan;
    });
  }

  /** The asked guarantor's answer: one refusal ends the application, all accepting send it on. */
  async guarantee(caller: User, loanId: string, accept: boolean): Promise<Loan> {
    const { loan: found, group } = await this.load(loanId);
    const asked = await this.loans.manager
      .getRepository(LoanGuarantor)
      .findOneBy({ loanId: found.id, userId: caller.id });
    if (!asked) throw new DomainError('LOAN_NOT_GUARANTOR');
    return this.ledger.run(group.id, async (tx) => {
      const loan = await tx.getRepository(Loan).findOneByOrFail({ id: found.id });
      if (loan.status !== 'awaiting_guarantors') throw new DomainError('LOAN_GUARANTEE_DECIDED');
      const answered = await tx
        .getRepository(LoanGuarantor)
        .update(
          { id: asked.id, status: 'pending' },
          { status: accept ? 'accepted' : 'declined', decidedAt: new Date() },
        );
      if (!answered.affected) throw new DomainError('LOAN_GUARANTEE_DECIDED');
      if (!accept) {
        await this.move(tx, loan, ['awaiting_guarantors'], { status: 'declined' });
        await this.notifications.notify(
          tx,
          [loan.userId],
          'loan_guarantee_declined',
          { username: caller.username, ...this.params(group, loan) },
          { group_id: group.id, loan_id: loan.id },
        );
      } else {
        const waiting = await tx
          .getRepository(LoanGuarantor)
          .countBy({ loanId: loan.id, status: In(['pending', 'declined']) });
        if (!waiting)
          await this.move(tx, loan, ['awaiting_guarantors'], { status: 'awaiting_approval' });
      }
      return tx.getRepository(Loan).findOneByOrFail({ id: loan.id });
    });
  }

  /**
   * One approval step. With the rule `admin`, an admin approves. With `treasurer_and_admin`, a
   * treasurer approves first, then an admin. Nobody decides on their own loan.
   */
  async approve(caller: User, loanId: string, ip: string): Promise<Loan> {
    const { loan: found, group } = await this.load(loanId);
    if (found.userId === caller.id) throw new DomainError('LOAN_SELF_APPROVAL');
    const membership = await this.access.membership(group.id, caller.id);
    const isAdmin = await this.access.can(caller, 'manage', group);
    const isTreasurer = membership?.role === 'treasurer';
    if (!isAdmin && !isTreasurer) throw new DomainError('GROUP_ADMIN_REQUIRED');
    return this.ledger.run(group.id, async (tx) => {
      const loan = await tx.getRepository(Loan).findOneByOrFail({ id: found.id });
      if (loan.status !== 'awaiting_approval') throw new DomainError('LOAN_NOT_AWAITING_APPROVAL');
      const now = new Date();
      const treasurerStep = loan.approval === 'treasurer_and_admin' && !loan.treasurerApprovedAt;
      if (treasurerStep) {
        if (!isTreasurer) throw new DomainError('LOAN_TREASURER_FIRST');
        await this.move(tx, loan, ['awaiting_approval'], {
          treasurerApprovedBy: caller.id,
          treasurerApprovedAt: now,
        });
      } else {
        if (!isAdmin) throw new DomainError('GROUP_ADMIN_REQUIRED');
        await this.move(tx, loan, ['awaiting_approval'], {
          status: 'approved',
          approvedBy: caller.id,
          approvedAt: now,
        });
        await this.notifications.notify(
          tx,
          [loan.userId],
          'loan_approved',
          this.params(group, loan),
          { group_id: group.id, loan_id: loan.id },
        );
      }
      await this.audit.record(
        caller,
        {
          action: 'loan_approved',
          details: `${describe(group, loan)}${treasurerStep ? ' (treasurer)' : ''}`,
          category: 'payment_validation',
          ip,
        },
        tx,
      );
      return tx.getRepository(Loan).findOneByOrFail({ id: loan.id });
    });
  }

  /** Those who handle the money refuse an application before it is disbursed, with a reason. */
  async reject(caller: User, loanId: string, reason: string, ip: string): Promise<Loan> {
    const { loan: found, group } = await this.load(loanId);
    if (found.userId === caller.id) throw new DomainError('LOAN_SELF_APPROVAL');
    await this.access.assert(caller, 'handle_money', group);
    return this.ledger.run(group.id, async (tx) => {
      const loan = await tx.getRepository(Loan).findOneByOrFail({ id: found.id });
      // Money on its way to the borrower's phone cannot be called back.
      if (loan.status === 'disbursing') throw new DomainError('LOAN_DISBURSING');
      await this.move(
        tx,
        loan,
        OPEN_LOAN_APPLICATION_STATUSES,
        {
          status: 'rejected',
          rejectedBy: caller.id,
          rejectedAt: new Date(),
          rejectionReason: reason,
        },
        'LOAN_NOT_AWAITING_APPROVAL',
      );
      await this.audit.record(
        caller,
        {
          action: 'loan_rejected',
          details: `${describe(group, loan)}: ${reason}`,
          category: 'payment_validation',
          ip,
        },
        tx,
      );
      await this.notifications.notify(
        tx,
        [loan.userId],
        'loan_rejected',
        { ...this.params(group, loan), reason },
        { group_id: group.id, loan_id: loan.id },
      );
      return tx.getRepository(Loan).findOneByOrFail({ id: loan.id });
    });
  }

  /** The member withdraws their application, until the money is handed over. */
  async cancel(caller: User, loanId: string): Promise<Loan> {
    const { loan: found, group } = await this.load(loanId);
    if (found.userId !== caller.id) throw new DomainError('LOAN_NOT_FOUND');
    return this.ledger.run(group.id, async (tx) => {
      const loan = await tx.getRepository(Loan).findOneByOrFail({ id: found.id });
      if (loan.status === 'disbursing') throw new DomainError('LOAN_DISBURSING');
      await this.move(
        tx,
        loan,
        OPEN_LOAN_APPLICATION_STATUSES,
        { status: 'cancelled' },
        'LOAN_NOT_CANCELLABLE',
      );
      return tx.getRepository(Loan).findOneByOrFail({ id: loan.id });
    });
  }

  /** The loan and its group, for those who may see it: its borrower, guarantors and treasurers. */
  async load(loanId: string): Promise<{ loan: Loan; group: Group }> {
    const loan = /^[0-9a-f-]{36}$/i.test(loanId)
      ? await this.loans.findOneBy({ id: loanId })
      : null;
    if (!loan) throw new DomainError('LOAN_NOT_FOUND');
    return { loan, group: await this.access.findGroup(loan.groupId) };
  }

  params(group: Group, loan: Loan) {
    return { group_name: group.name, amount: loan.amount, currency: loan.currency };
  }

  /** Changes the loan only from one of `from`: a second, concurrent change finds it moved. */
  private async move(
    tx: EntityManager,
    loan: Loan,
    from: readonly LoanStatus[],
    fields: Partial<Loan>,
    refusal:
      | 'LOAN_NOT_AWAITING_APPROVAL'
      | 'LOAN_NOT_CANCELLABLE'
      | 'LOAN_GUARANTEE_DECIDED' = 'LOAN_NOT_AWAITING_APPROVAL',
  ): Promise<void> {
    const moved = await tx
      .getRepository(Loan)
      .update({ id: loan.id, status: In([...from]) }, fields);
    if (!moved.affected) throw new DomainError(refusal);
  }

  private async assertNoLoan(tx: EntityManager, membership: Membership): Promise<void> {
    const bound = await tx.getRepository(Loan).countBy({
      groupId: membership.groupId,
      userId: membership.userId,
      status: In([...BINDING_LOAN_STATUSES]),
    });
    if (bound) throw new DomainError('MEMBER_HAS_LOAN');
  }
}

export function describe(group: Group, loan: Loan): string {
  return `${loan.amount} ${loan.currency} — ${group.name}, loan ${loan.id}, member ${loan.userId}`;
}
