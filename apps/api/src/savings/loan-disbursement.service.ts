import { Injectable } from '@nestjs/common';
import {
  cycleDueDate,
  loanSchedule,
  type DisburseLoanInput,
  type LoanMoneyMethod,
} from '@tontine/contracts';
import Big from 'big.js';
import type { EntityManager } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import { DomainError } from '../common/domain-error.js';
import { GroupLedger } from '../contributions/group-ledger.js';
import { newId } from '../database/ids.js';
import { GroupAccessService } from '../groups/group-access.service.js';
import type { Group } from '../groups/group.entity.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import type { User } from '../users/user.entity.js';
import { FundLedger } from './fund-ledger.service.js';
import { LoanDisbursers } from './loan-disbursers.js';
import { Loan, LoanInstalment } from './loan.entities.js';
import { utcToday } from './loan.mapper.js';
import { describe, LoansService } from './loans.service.js';

/** Who handed the money over, and how. */
interface HandOver {
  by: Pick<User, 'id' | 'username'>;
  method: LoanMoneyMethod;
  receipt: string | null;
  ip?: string;
}

/**
 * An approved loan's money leaving the fund: handed over in cash at once, or sent to the
 * borrower's phone by a provider (M-Pesa B2C). Either way the fund must hold the amount at that
 * moment, read under the group's ledger lock that every other movement of the group's money takes.
 * A provider's send holds the amount (`disbursing`) until its confirmed result makes the loan
 * active, or its failure gives the amount back to the fund and the loan waits again.
 */
@Injectable()
export class LoanDisbursementService {
  constructor(
    private readonly loans: LoansService,
    private readonly ledger: GroupLedger,
    private readonly access: GroupAccessService,
    private readonly fund: FundLedger,
    private readonly disbursers: LoanDisbursers,
    private readonly notifications: NotificationsService,
    private readonly audit: AuditService,
  ) {}

  async disburse(
    caller: User,
    loanId: string,
    ip: string,
    input: Pick<DisburseLoanInput, 'phone_number'> & { method: LoanMoneyMethod },
  ): Promise<Loan> {
    const { loan, group } = await this.loans.load(loanId);
    await this.access.assert(caller, 'handle_money', group);
    if (input.method === 'cash')
      return this.ledger.run(group.id, async (tx) => {
        const current = await this.waiting(tx, group, loan.id);
        return this.handOver(tx, group, current, { by: caller, method: 'cash', receipt: null, ip });
      });
    const disburser = this.disbursers.find(input.method);
    if (!disburser) throw new DomainError('MPESA_DISBURSEMENT_UNAVAILABLE');
    await disburser.send(caller, loan, group, ip, input.phone_number);
    return (await this.loans.load(loan.id)).loan;
  }

  /**
   * Holds the loan's amount out of the fund while a provider carries it (`approved` →
   * `disbursing`), only if the fund holds it now; `record` writes the provider's request in the
   * same transaction, so that a request exists exactly when the amount is held.
   */
  async holdForProvider(
    group: Group,
    loanId: string,
    record: (tx: EntityManager, loan: Loan) => Promise<void>,
  ): Promise<void> {
    await this.ledger.run(group.id, async (tx) => {
      const loan = await this.waiting(tx, group, loanId);
      const held = await tx
        .getRepository(Loan)
        .update({ id: loan.id, status: 'approved' }, { status: 'disbursing' });
      if (!held.affected) throw new DomainError('LOAN_NOT_APPROVED');
      await record(tx, loan);
    });
  }

  /**
   * The provider confirmed the money reached the borrower: the loan is active from today, in the
   * transaction that marks the provider's request paid (`recordPaid` answers false when it was
   * already settled, and nothing changes).
   */
  async disbursedByReceipt(
    loanId: string,
    by: Pick<User, 'id' | 'username'>,
    receipt: string,
    recordPaid: (tx: EntityManager) => Promise<boolean>,
  ): Promise<void> {
    const { group } = await this.loans.load(loanId);
    await this.ledger.run(group.id, async (tx) => {
      if (!(await recordPaid(tx))) return;
      const loan = await tx.getRepository(Loan).findOneByOrFail({ id: loanId });
      await this.handOver(tx, group, loan, { by, method: 'mpesa', receipt }, 'disbursing');
    });
  }

  /**
   * The provider did not carry the money: the amount is the fund's again and the loan waits for
   * its disbursement, in the transaction that marks the request failed (`recordFailed` answers
   * false when it was already settled, and nothing changes).
   */
  async releaseProvider(
    loanId: string,
    recordFailed: (tx: EntityManager) => Promise<boolean>,
  ): Promise<boolean> {
    const { group } = await this.loans.load(loanId);
    return this.ledger.run(group.id, async (tx) => {
      if (!(await recordFailed(tx))) return false;
      const released = await tx
        .getRepository(Loan)
        .update({ id: loanId, status: 'disbursing' }, { status: 'approved' });
      // A settled request whose loan is not held is a broken invariant: undo, never half-write.
      if (!released.affected) throw new Error(`loan ${loanId} was not being disbursed`);
      return true;
    });
  }

  /** The loan, approved and not yet sent, and a fund that holds its amount now. */
  private async waiting(tx: EntityManager, group: Group, loanId: string): Promise<Loan> {
    const loan = await tx.getRepository(Loan).findOneByOrFail({ id: loanId });
    if (loan.status === 'disbursing') throw new DomainError('LOAN_DISBURSING');
    if (loan.status !== 'approved') throw new DomainError('LOAN_NOT_APPROVED');
    const { balance } = await this.fund.figures(group, tx);
    if (new Big(balance).lt(loan.amount)) throw new DomainError('LOAN_FUND_SHORT');
    return loan;
  }

  /** The loan becomes active: its schedule is dated from today, one instalment a month. */
  private async handOver(
    tx: EntityManager,
    group: Group,
    loan: Loan,
    how: HandOver,
    from: 'approved' | 'disbursing' = 'approved',
  ): Promise<Loan> {
    const now = new Date();
    const today = utcToday(now);
    const schedule = loanSchedule({
      principal: loan.amount,
      monthlyRate: loan.monthlyRate,
      months: loan.termMonths,
      method: loan.interestMethod,
    });
    const rows = schedule.instalments.map((i) => ({
      id: newId(),
      loanId: loan.id,
      number: i.number,
      // The first instalment is due a month after the money is handed over.
      dueDate: cycleDueDate(today, 'monthly', i.number + 1),
      principal: i.principal,
      interest: i.interest,
      principalPaid: '0.00',
      interestPaid: '0.00',
      penalty: '0.00',
      penaltyPaid: '0.00',
      penaltyAppliedAt: null,
    }));
    const moved = await tx.getRepository(Loan).update(
      { id: loan.id, status: from },
      {
        status: 'active',
        disbursedBy: how.by.id,
        disbursedAt: now,
        disbursementMethod: how.method,
        disbursementReceipt: how.receipt,
        nextDueDate: rows[0]!.dueDate,
      },
    );
    if (!moved.affected) throw new DomainError('LOAN_NOT_APPROVED');
    await tx.getRepository(LoanInstalment).insert(rows);
    await this.audit.record(
      how.by,
      {
        action: 'loan_disbursed',
        details: `${describe(group, loan)}${how.receipt ? `, M-Pesa ${how.receipt}` : ''}`,
        category: 'payment_validation',
        ...(how.ip ? { ip: how.ip } : {}),
      },
      tx,
    );
    await this.notifications.notify(
      tx,
      [loan.userId],
      'loan_disbursed',
      { ...this.loans.params(group, loan), first_due_date: rows[0]!.dueDate },
      { group_id: group.id, loan_id: loan.id },
    );
    return tx.getRepository(Loan).findOneByOrFail({ id: loan.id });
  }
}
