import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { LoanMoneyMethod } from '@tontine/contracts';
import Big from 'big.js';
import { Repository, type EntityManager } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import { DomainError } from '../common/domain-error.js';
import { GroupLedger } from '../contributions/group-ledger.js';
import { newId } from '../database/ids.js';
import { isUniqueViolation } from '../database/unique-violation.js';
import { GroupAccessService } from '../groups/group-access.service.js';
import type { Group } from '../groups/group.entity.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import type { User } from '../users/user.entity.js';
import { Loan, LoanGuarantor, LoanInstalment, LoanRepayment } from './loan.entities.js';
import { describe, LoansService } from './loans.service.js';

/** One instalment's share of a repayment. */
interface Applied {
  row: LoanInstalment;
  penalty: Big;
  interest: Big;
  principal: Big;
}

/**
 * The money coming back to a loan: its repayments, each applied to the oldest instalment's late
 * fine, then its interest, then its principal, and a guarantor taking the loan over. Each runs
 * under the group's ledger lock, which every other movement of the group's money takes too
 * (the disbursement among them), so that a repayment and a disbursement never interleave.
 */
@Injectable()
export class LoanMoneyService {
  constructor(
    @InjectRepository(LoanRepayment) private readonly repayments: Repository<LoanRepayment>,
    private readonly loans: LoansService,
    private readonly ledger: GroupLedger,
    private readonly access: GroupAccessService,
    private readonly notifications: NotificationsService,
    private readonly audit: AuditService,
  ) {}

  /**
   * Cash repaid, received by an admin or treasurer. A retry with the same Idempotency-Key
   * records nothing twice and answers the loan as it is.
   */
  async repay(
    caller: User,
    loanId: string,
    amount: string,
    idempotencyKey: string | undefined,
    ip: string,
  ): Promise<Loan> {
    const { loan: found, group } = await this.loans.load(loanId);
    await this.access.assert(caller, 'handle_money', group);
    if (idempotencyKey) {
      const replay = await this.replay(caller, idempotencyKey, found, amount);
      if (replay) return replay;
    }
    try {
      return await this.ledger.run(group.id, (tx) =>
        this.applyRepayment(tx, group, found.id, amount, {
          recordedBy: caller.id,
          method: 'cash',
          receipt: null,
          idempotencyKey: idempotencyKey ?? null,
          audit: { caller, ip },
        }),
      );
    } catch (err) {
      // The same key twice at once: the unique index lets one through; answer the other with it.
      if (idempotencyKey && isUniqueViolation(err)) {
        const replay = await this.replay(caller, idempotencyKey, found, amount);
        if (replay) return replay;
      }
      throw err;
    }
  }

  /**
   * A guarantor who accepted takes the loan over: it becomes theirs to repay, as it stands, and
   * its first borrower is free to leave the group.
   */
  async takeOver(caller: User, loanId: string, ip: string): Promise<Loan> {
    const { loan: found, group } = await this.loans.load(loanId);
    const guarantor = await this.repayments.manager
      .getRepository(LoanGuarantor)
      .findOneBy({ loanId: found.id, userId: caller.id, status: 'accepted' });
    if (!guarantor) throw new DomainError('LOAN_NOT_GUARANTOR');
    if (!(await this.access.membership(group.id, caller.id)))
      throw new DomainError('NOT_GROUP_MEMBER');
    return this.ledger.run(group.id, async (tx) => {
      const loan = await tx.getRepository(Loan).findOneByOrFail({ id: found.id });
      const moved = await tx
        .getRepository(Loan)
        .update(
          { id: loan.id, status: 'active', userId: loan.userId },
          { userId: caller.id, takenOverFrom: loan.userId },
        );
      if (loan.status !== 'active' || !moved.affected) throw new DomainError('LOAN_NOT_ACTIVE');
      await this.audit.record(
        caller,
        {
          action: 'loan_taken_over',
          details: `${describe(group, loan)} → ${caller.id}`,
          category: 'payment_validation',
          ip,
        },
        tx,
      );
      await this.notifications.notify(
        tx,
        [loan.userId],
        'loan_taken_over',
        { username: caller.username, ...this.loans.params(group, loan) },
        { group_id: group.id, loan_id: loan.id },
      );
      return tx.getRepository(Loan).findOneByOrFail({ id: loan.id });
    });
  }

  /**
   * What a borrower may push by M-Pesa now: their active loan in the group, at most what is
   * left. Checked before the push; the repayment itself is applied on Safaricom's receipt.
   */
  async assertRepayable(caller: User, loanId: string, groupId: string, amount: string) {
    const { loan, group } = await this.loans.load(loanId);
    if (loan.userId !== caller.id || group.id !== groupId) throw new DomainError('LOAN_NOT_FOUND');
    if (loan.status !== 'active') throw new DomainError('LOAN_NOT_ACTIVE');
    if (new Big(amount).gt(outstandingOf(loan))) throw new DomainError('LOAN_REPAYMENT_TOO_LARGE');
    return { loan, group };
  }

  /**
   * Safaricom confirmed a repayment pushed by the borrower: applied as a cash repayment is, in
   * the transaction that marks the push paid. What the loan no longer owes by then (repaid in
   * cash meanwhile) is not applied: `npm run reconcile` reports it for an operator to refund.
   */
  async repaidByReceipt(
    loanId: string,
    payerId: string,
    amount: string,
    receipt: string,
    recordPaid: (tx: EntityManager) => Promise<boolean>,
  ): Promise<void> {
    const { group } = await this.loans.load(loanId);
    await this.ledger.run(group.id, async (tx) => {
      if (!(await recordPaid(tx))) return;
      const loan = await tx.getRepository(Loan).findOneByOrFail({ id: loanId });
      if (loan.status !== 'active') return;
      const owed = outstandingOf(loan);
      const applied = new Big(amount).gt(owed) ? owed.toFixed(2) : amount;
      await this.applyRepayment(tx, group, loanId, applied, {
        recordedBy: payerId,
        method: 'mpesa',
        receipt,
        idempotencyKey: null,
      });
    });
  }

  private async applyRepayment(
    tx: EntityManager,
    group: Group,
    loanId: string,
    amount: string,
    by: {
      recordedBy: string;
      method: LoanMoneyMethod;
      receipt: string | null;
      idempotencyKey: string | null;
      /** The admin or treasurer who received cash: their action is audited. */
      audit?: { caller: User; ip: string };
    },
  ): Promise<Loan> {
    const loan = await tx.getRepository(Loan).findOneByOrFail({ id: loanId });
    if (loan.status !== 'active') throw new DomainError('LOAN_NOT_ACTIVE');
    const outstanding = outstandingOf(loan);
    if (new Big(amount).gt(outstanding)) throw new DomainError('LOAN_REPAYMENT_TOO_LARGE');
    const rows = await tx
      .getRepository(LoanInstalment)
      .find({ where: { loanId: loan.id }, order: { number: 'ASC' } });
    const applied = penaltyThenInterestFirst(rows, new Big(amount));
    for (const { row, penalty, interest, principal } of applied)
      await tx.getRepository(LoanInstalment).update(
        { id: row.id },
        {
          penaltyPaid: penalty.plus(row.penaltyPaid).toFixed(2),
          interestPaid: interest.plus(row.interestPaid).toFixed(2),
          principalPaid: principal.plus(row.principalPaid).toFixed(2),
        },
      );
    const sum = (part: 'penalty' | 'interest' | 'principal') =>
      applied.reduce((total, a) => total.plus(a[part]), new Big(0));
    const penaltyPart = sum('penalty');
    const interestPart = sum('interest');
    const principalPart = sum('principal');
    const after = await tx
      .getRepository(LoanInstalment)
      .find({ where: { loanId: loan.id }, order: { number: 'ASC' } });
    const open = after.find((r) =>
      new Big(r.principalPaid)
        .plus(r.interestPaid)
        .plus(r.penaltyPaid)
        .lt(new Big(r.principal).plus(r.interest).plus(r.penalty)),
    );
    const now = new Date();
    await tx.getRepository(Loan).update(
      { id: loan.id },
      {
        principalRepaid: principalPart.plus(loan.principalRepaid).toFixed(2),
        interestPaid: interestPart.plus(loan.interestPaid).toFixed(2),
        penaltiesPaid: penaltyPart.plus(loan.penaltiesPaid).toFixed(2),
        nextDueDate: open?.dueDate ?? null,
        ...(open ? {} : { status: 'closed' as const, closedAt: now }),
      },
    );
    await tx.getRepository(LoanRepayment).insert({
      id: newId(),
      loanId: loan.id,
      groupId: group.id,
      amount,
      penaltyPart: penaltyPart.toFixed(2),
      interestPart: interestPart.toFixed(2),
      principalPart: principalPart.toFixed(2),
      currency: loan.currency,
      method: by.method,
      recordedBy: by.recordedBy,
      receiptNumber: by.receipt,
      idempotencyKey: by.idempotencyKey,
      createdAt: now,
    });
    if (by.audit)
      await this.audit.record(
        by.audit.caller,
        {
          action: 'loan_repayment_recorded',
          details: `${amount} ${loan.currency} — ${group.name}, loan ${loan.id}, member ${loan.userId}`,
          category: 'payment_validation',
          ip: by.audit.ip,
        },
        tx,
      );
    const data = { group_id: group.id, loan_id: loan.id };
    await this.notifications.notify(
      tx,
      [loan.userId],
      'loan_repayment_recorded',
      {
        group_name: group.name,
        amount,
        currency: loan.currency,
        outstanding: outstanding.minus(amount).toFixed(2),
      },
      data,
    );
    if (!open) {
      const guarantors = await tx
        .getRepository(LoanGuarantor)
        .findBy({ loanId: loan.id, status: 'accepted' });
      const told = [...new Set([loan.userId, ...guarantors.map((g) => g.userId)])];
      await this.notifications.notify(
        tx,
        told,
        'loan_closed',
        this.loans.params(group, loan),
        data,
      );
    }
    return tx.getRepository(Loan).findOneByOrFail({ id: loan.id });
  }

  private async replay(caller: User, key: string, loan: Loan, amount: string) {
    const existing = await this.repayments.findOneBy({
      recordedBy: caller.id,
      idempotencyKey: key,
    });
    if (!existing) return undefined;
    if (existing.loanId !== loan.id || !new Big(existing.amount).eq(amount))
      throw new DomainError('IDEMPOTENCY_CONFLICT');
    return this.repayments.manager.getRepository(Loan).findOneByOrFail({ id: loan.id });
  }
}

/** What is left to repay on the loan: its schedule's total and its late fines, less what came. */
function outstandingOf(loan: Loan): Big {
  return new Big(loan.totalRepayable)
    .plus(loan.penalties)
    .minus(loan.principalRepaid)
    .minus(loan.interestPaid)
    .minus(loan.penaltiesPaid);
}

/**
 * Spreads a repayment over the instalments in their order: each one's late fine still unpaid,
 * then its interest, then its principal, then the next instalment. The caller has checked that
 * the amount is no more than what is left, so it is spent in full.
 */
function penaltyThenInterestFirst(rows: readonly LoanInstalment[], amount: Big): Applied[] {
  const applied: Applied[] = [];
  let left = amount;
  const take = (due: Big) => {
    const part = due.lt(left) ? due : left;
    left = left.minus(part);
    return part;
  };
  for (const row of rows) {
    if (left.lte(0)) break;
    const penalty = take(new Big(row.penalty).minus(row.penaltyPaid));
    const interest = take(new Big(row.interest).minus(row.interestPaid));
    const principal = take(new Big(row.principal).minus(row.principalPaid));
    if (penalty.gt(0) || interest.gt(0) || principal.gt(0))
      applied.push({ row, penalty, interest, principal });
  }
  return applied;
}
