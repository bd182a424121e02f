import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  MPESA_CURRENCY,
  type ErrorCode,
  type MpesaAccountDto,
  type MpesaSuspenseReason,
} from '@tontine/contracts';
import Big from 'big.js';
import type { Repository } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import { DomainError } from '../common/domain-error.js';
import { ContributionsService } from '../contributions/contributions.service.js';
import { newId } from '../database/ids.js';
import { isUniqueViolation } from '../database/unique-violation.js';
import { GroupAccessService } from '../groups/group-access.service.js';
import type { User } from '../users/user.entity.js';
import { UsersService } from '../users/users.service.js';
import { newAccountReference, parseAccountReference } from './account-reference.js';
import { resultParameters, type PaybillNotice, type ResultCallback } from './daraja-callbacks.js';
import { DarajaClient } from './daraja-client.service.js';
import { MpesaAccountReference, MpesaPaybillPayment } from './mpesa-paybill.entities.js';
import { MPESA_SUCCESS } from './mpesa-result-codes.js';
import { SettlementQueue } from './settlement-queue.js';

/** Why the ledger refused a payment, as the suspense queue names it. */
const SUSPENSE_OF: Partial<Record<ErrorCode, MpesaSuspenseReason>> = {
  NOTHING_DUE: 'nothing_due',
  AMOUNT_EXCEEDS_DUE: 'amount_exceeds_due',
  CYCLE_INVALID: 'nothing_due',
  PAYMENT_MEMBERS_ONLY: 'unknown_reference',
  GROUP_NOT_FOUND: 'unknown_reference',
  NO_CONTRIBUTION_AMOUNT: 'not_payable',
  GROUP_CLOSED_FOR_PAYMENTS: 'not_payable',
  MPESA_CURRENCY_NOT_KES: 'not_payable',
};

/** Safaricom's published C2B validation refusal for an account number it should not take. */
const INVALID_ACCOUNT = 'C2B00012';

/**
 * Payments to the paybill from the M-Pesa menu. Each member has an account number per group;
 * Safaricom tells us of a payment (confirmation), the server asks Transaction Status for the
 * truth about it, and then pays the member's due with it, or holds it in suspense for an
 * operator, who assigns it to the member the payer meant or records its refund (audited).
 */
@Injectable()
export class MpesaPaybillService implements OnApplicationBootstrap {
  private readonly logger = new Logger('MpesaPaybill');

  constructor(
    @InjectRepository(MpesaAccountReference)
    private readonly references: Repository<MpesaAccountReference>,
    @InjectRepository(MpesaPaybillPayment)
    private readonly payments: Repository<MpesaPaybillPayment>,
    private readonly daraja: DarajaClient,
    private readonly contributions: ContributionsService,
    private readonly access: GroupAccessService,
    private readonly audit: AuditService,
    private readonly users: UsersService,
    private readonly settlements: SettlementQueue,
  ) {}

  /** Registers the paybill's URLs at start; a refusal is logged, the console can try again. */
  onApplicationBootstrap(): void {
    if (!this.daraja.configured) return;
    void this.daraja
      .registerPaybillUrls()
      .catch((err: unknown) => this.logger.error({ err }, 'the paybill URLs were not registered'));
  }

  registerUrls(): Promise<void> {
    return this.daraja.registerPaybillUrls();
  }

  /** What the member types in the M-Pesa menu for this group, made the first time it is asked. */
  async accountOf(caller: User, groupId: string): Promise<MpesaAccountDto> {
    const group = await this.access.findGroup(groupId);
    if (!(await this.access.membership(group.id, caller.id)))
      throw new DomainError('PAYMENT_MEMBERS_ONLY');
    const { shortcode } = this.daraja.settings;
    if (group.currency !== MPESA_CURRENCY) throw new DomainError('MPESA_CURRENCY_NOT_KES');
    const where = { userId: caller.id, groupId: group.id };
    for (let attempt = 0; ; attempt += 1) {
      const existing = await this.references.findOneBy(where);
      if (existing) return { paybill: shortcode, account_reference: existing.reference };
      try {
        await this.references.insert({
          reference: newAccountReference(),
          ...where,
          createdAt: new Date(),
        });
      } catch (err) {
        // Two first asks at once (the member's unique row), or a number drawn twice: read again.
        if (!isUniqueViolation(err) || attempt > 3) throw err;
      }
    }
  }

  /**
   * Daraja's validation, when Safaricom has it switched on for the paybill: an account number
   * that names nobody is refused there, and the payer keeps their money.
   */
  async validate(notice: PaybillNotice): Promise<{ ResultCode: string; ResultDesc: string }> {
    const known = await this.memberOf(notice.BillRefNumber);
    return known
      ? { ResultCode: '0', ResultDesc: 'Accepted' }
      : { ResultCode: INVALID_ACCOUNT, ResultDesc: 'Rejected' };
  }

  /**
   * Daraja's confirmation: kept (once per receipt), then checked with Transaction Status after
   * the answer; the money moves only on Safaricom's own word.
   */
  async onConfirmation(notice: PaybillNotice): Promise<void> {
    const payment = this.payments.create({
      id: newId(),
      receiptNumber: notice.TransID,
      amount: new Big(notice.TransAmount).toFixed(2),
      billRefNumber: notice.BillRefNumber.slice(0, 20),
      msisdn: notice.MSISDN.slice(0, 20),
      payerName: [notice.FirstName, notice.MiddleName, notice.LastName]
        .filter(Boolean)
        .join(' ')
        .slice(0, 120),
      status: 'confirming',
      suspenseReason: null,
      userId: null,
      groupId: null,
      cycleNumber: null,
      contributionId: null,
      statusQueryId: null,
      statusQueryAt: null,
      resolvedBy: null,
      resolutionNote: null,
      receivedAt: new Date(),
      settledAt: null,
    });
    try {
      await this.payments.insert(payment);
    } catch (err) {
      if (isUniqueViolation(err)) return;
      throw err;
    }
    this.settlements.add(`paybill:${payment.id}`, () => this.confirm(payment.id));
  }

  /** Asks Transaction Status about a payment still being confirmed. */
  async confirm(id: string, now = new Date()): Promise<void> {
    const payment = await this.payments.findOneBy({ id, status: 'confirming' });
    if (!payment) return;
    const queryId = await this.daraja.transactionStatus(
      { receipt: payment.receiptNumber },
      payment.id,
    );
    await this.payments.update(
      { id, status: 'confirming' },
      { statusQueryId: queryId, statusQueryAt: now },
    );
  }

  /**
   * Safaricom's answer about a paybill payment; false when the query was not one of ours (the
   * STK pushes' service answers it then). A payment Safaricom does not confirm as completed, for
   * its amount, to the paybill, is dropped: it was never made.
   */
  async onTransactionStatus(result: ResultCallback): Promise<boolean> {
    const payment = await this.payments.findOneBy({
      statusQueryId: result.OriginatorConversationID,
    });
    if (!payment) return false;
    if (payment.status !== 'confirming') return true;
    const p = resultParameters(result);
    const amount = p.get('Amount') ?? '';
    const confirmed =
      result.ResultCode === MPESA_SUCCESS &&
      p.get('TransactionStatus') === 'Completed' &&
      p.get('ReceiptNo') === payment.receiptNumber &&
      /^\d+(\.\d+)?$/.test(amount) &&
      new Big(amount).eq(payment.amount) &&
      (p.get('CreditPartyName') ?? '').startsWith(this.daraja.settings.shortcode);
    if (!confirmed) {
      this.logger.warn({ payment: payment.id }, 'Safaricom does not confirm a paybill payment');
      await this.payments.delete({ id: payment.id, status: 'confirming' });
      return true;
    }
    await this.settle(payment);
    return true;
  }

  /** The status query timed out in Safaricom's queue: the next check asks again. */
  async onTransactionStatusTimeout(result: ResultCallback): Promise<boolean> {
    const moved = await this.payments.update(
      { statusQueryId: result.OriginatorConversationID, status: 'confirming' },
      { statusQueryId: null, statusQueryAt: null },
    );
    return Boolean(moved.affected);
  }

  /** An operator gives a suspense payment to the member and group the payer meant. */
  async assign(
    operator: User,
    id: string,
    typedReference: string,
    note: string | undefined,
    ip: string,
  ): Promise<MpesaPaybillPayment> {
    const payment = await this.suspended(id);
    const member = await this.memberOf(typedReference);
    if (!member) throw new DomainError('MPESA_REFERENCE_UNKNOWN');
    await this.payMember(payment, member, operator, {
      status: 'assigned',
      resolvedBy: operator.id,
      resolutionNote: note ?? null,
    });
    await this.audit.record(operator, {
      action: 'mpesa_payment_assigned',
      details: `${payment.amount} KES, receipt ${payment.receiptNumber} → account ${member.reference}${note ? `: ${note}` : ''}`,
      category: 'payment_validation',
      ip,
    });
    return this.payments.findOneByOrFail({ id });
  }

  /** An operator records that a suspense payment was sent back from the M-Pesa portal. */
  async refund(operator: User, id: string, note: string, ip: string): Promise<MpesaPaybillPayment> {
    const payment = await this.suspended(id);
    const moved = await this.payments.update(
      { id: payment.id, status: 'suspense' },
      { status: 'refunded', resolvedBy: operator.id, resolutionNote: note, settledAt: new Date() },
    );
    if (!moved.affected) throw new DomainError('MPESA_PAYBILL_SETTLED');
    await this.audit.record(operator, {
      action: 'mpesa_payment_refunded',
      details: `${payment.amount} KES, receipt ${payment.receiptNumber}: ${note}`,
      category: 'payment_validation',
      ip,
    });
    return this.payments.findOneByOrFail({ id });
  }

  /** A confirmed payment: the due of the member its account number names, or suspense. */
  private async settle(payment: MpesaPaybillPayment): Promise<void> {
    const member = await this.memberOf(payment.billRefNumber);
    if (!member) {
      await this.hold(payment, 'unknown_reference');
      return;
    }
    // Matched by the payer's own account number: the member is who paid, in the audit trail.
    const payer = await this.users.findById(member.userId);
    try {
      await this.payMember(
        payment,
        member,
        { id: member.userId, username: payer?.username ?? '' },
        {
          status: 'matched',
        },
      );
    } catch (err) {
      const reason = err instanceof DomainError ? SUSPENSE_OF[err.code] : undefined;
      if (!reason) throw err;
      await this.hold(payment, reason, member);
    }
  }

  /** The approved contribution and the payment's new state, in one ledger transaction. */
  private async payMember(
    payment: MpesaPaybillPayment,
    member: MpesaAccountReference,
    actor: Pick<User, 'id' | 'username'>,
    change: Partial<MpesaPaybillPayment>,
  ): Promise<void> {
    const group = await this.access.findGroup(member.groupId);
    if (group.currency !== MPESA_CURRENCY) throw new DomainError('MPESA_CURRENCY_NOT_KES');
    const from = payment.status;
    await this.contributions.insertApprovedByReceipt(
      member.userId,
      member.groupId,
      payment.amount,
      payment.receiptNumber,
      actor,
      async (tx, row) => {
        const moved = await tx.getRepository(MpesaPaybillPayment).update(
          { id: payment.id, status: from },
          {
            ...change,
            userId: member.userId,
            groupId: member.groupId,
            cycleNumber: row.cycleNumber,
            contributionId: row.id,
            suspenseReason: null,
            settledAt: new Date(),
          },
        );
        if (!moved.affected) throw new DomainError('MPESA_PAYBILL_SETTLED');
      },
    );
  }

  private async hold(
    payment: MpesaPaybillPayment,
    reason: MpesaSuspenseReason,
    member?: MpesaAccountReference,
  ): Promise<void> {
    await this.payments.update(
      { id: payment.id, status: 'confirming' },
      {
        status: 'suspense',
        suspenseReason: reason,
        userId: member?.userId ?? null,
        groupId: member?.groupId ?? null,
      },
    );
  }

  private async suspended(id: string): Promise<MpesaPaybillPayment> {
    const payment = /^[0-9a-f-]{36}$/i.test(id) ? await this.payments.findOneBy({ id }) : null;
    if (!payment) throw new DomainError('MPESA_PAYBILL_NOT_FOUND');
    if (payment.status !== 'suspense') throw new DomainError('MPESA_PAYBILL_SETTLED');
    return payment;
  }

  private async memberOf(typed: string): Promise<MpesaAccountReference | null> {
    const reference = parseAccountReference(typed);
    return reference ? this.references.findOneBy({ reference }) : null;
  }
}
