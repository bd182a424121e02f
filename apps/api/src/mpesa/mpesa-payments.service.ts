import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  kenyanMsisdn,
  MPESA_CURRENCY,
  MPESA_FAILURE_REASONS_FR,
  mpesaPushAmount,
  type MpesaAvailability,
  type MpesaPaymentDto,
  type mpesaPaymentSchema,
} from '@tontine/contracts';
import Big from 'big.js';
import { Repository, type EntityManager } from 'typeorm';
import type { z } from 'zod';
import { DomainError } from '../common/domain-error.js';
import { ContributionsService } from '../contributions/contributions.service.js';
import { FinesService } from '../fines/fines.service.js';
import { LoanMoneyService } from '../savings/loan-money.service.js';
import { SavingsService } from '../savings/savings.service.js';
import { newId } from '../database/ids.js';
import { Transactions } from '../database/transactions.service.js';
import { isUniqueViolation } from '../database/unique-violation.js';
import { GroupAccessService } from '../groups/group-access.service.js';
import type { Group } from '../groups/group.entity.js';
import type { User } from '../users/user.entity.js';
import {
  metadataValue,
  partyNumber,
  resultParameters,
  type ResultCallback,
  type StkCallback,
} from './daraja-callbacks.js';
import { DarajaClient } from './daraja-client.service.js';
import { MpesaPayment } from './mpesa-payment.entity.js';
import { toMpesaPaymentDto } from './mpesa-payment.mapper.js';
import { failureReasonOf, MPESA_SUCCESS } from './mpesa-result-codes.js';
import { SettlementQueue } from './settlement-queue.js';

type PushInput = z.output<typeof mpesaPaymentSchema>;

/** The checkout id a row holds until Daraja has accepted its push. */
const NOT_YET_PUSHED = 'unsent:';

/**
 * Contributions paid by STK push. The push's row and a pending contribution are written first
 * (so that a push Safaricom accepted is never without its record), then Daraja is asked. Daraja
 * signs nothing, so a callback is only a hint: a push counts as paid when Daraja's STK query
 * says it succeeded and its Transaction Status shows the receipt completed, for the amount
 * asked, from the phone asked, to this paybill. Each step moves a row only from pending, and a
 * receipt pays one row, ever: a callback that comes twice, late or forged changes nothing.
 */
@Injectable()
export class MpesaPaymentsService {
  private readonly logger = new Logger('MpesaPayments');

  constructor(
    @InjectRepository(MpesaPayment) private readonly payments: Repository<MpesaPayment>,
    private readonly daraja: DarajaClient,
    private readonly contributions: ContributionsService,
    private readonly fines: FinesService,
    private readonly savings: SavingsService,
    private readonly loanMoney: LoanMoneyService,
    private readonly access: GroupAccessService,
    private readonly transactions: Transactions,
    private readonly settlements: SettlementQueue,
  ) {}

  availability(): MpesaAvailability {
    return { available: this.daraja.configured };
  }

  async push(
    caller: User,
    input: PushInput,
    idempotencyKey: string | undefined,
  ): Promise<MpesaPaymentDto> {
    const { shortcode } = this.daraja.settings;
    if (idempotencyKey) {
      const replay = await this.replay(caller, idempotencyKey, input);
      if (replay) return replay;
    }
    const msisdn = input.phone_number ?? kenyanMsisdn(caller.phoneNumber ?? '');
    if (!msisdn) throw new DomainError('MPESA_PHONE_REQUIRED');
    // A push waiting on the phone holds what it asks for: a second one would say "nothing due".
    if (await this.pendingOf(this.payments.manager, caller.id, input.group_id))
      throw new DomainError('MPESA_PAYMENT_PENDING');
    const recorded = input.fine_id
      ? this.recordFine(caller, input.fine_id, input.group_id, msisdn, idempotencyKey)
      : input.saving
        ? this.recordSaving(caller, input.group_id, input.saving.amount, msisdn, idempotencyKey)
        : input.loan_repayment
          ? this.recordRepayment(caller, input, input.loan_repayment, msisdn, idempotencyKey)
          : this.recordContribution(caller, input, msisdn, idempotencyKey);
    const payment = await recorded.catch(async (err: unknown) => {
      if (idempotencyKey && isUniqueViolation(err)) {
        const replay = await this.replay(caller, idempotencyKey, input);
        if (replay) return replay;
      }
      throw err;
    });
    if (!(payment instanceof MpesaPayment)) return payment;
    try {
      const pushed = await this.daraja.stkPush({
        amount: payment.amount,
        msisdn,
        accountReference: payment.accountReference,
        // Daraja takes at most 13 characters here.
        description: payment.fineId
          ? `Fine ${payment.cycleNumber}`
          : payment.savingId
            ? 'Saving'
            : payment.loanId
              ? 'Loan'
              : `Cycle ${payment.cycleNumber}`,
      });
      payment.merchantRequestId = pushed.merchantRequestId;
      payment.checkoutRequestId = pushed.checkoutRequestId;
      await this.payments.update(
        { id: payment.id },
        {
          merchantRequestId: pushed.merchantRequestId,
          checkoutRequestId: pushed.checkoutRequestId,
        },
      );
    } catch (err) {
      // Refused, or no answer: nothing reached the phone that this row could follow, so what it
      // pays is released at once. (A push Safaricom did send despite a lost answer shows as a
      // statement line without a record in the reconciliation.)
      await this.fail(payment, 'declined', null);
      this.logger.warn({ shortcode, err }, 'the STK push was not accepted');
      throw err;
    }
    return this.dto(payment);
  }

  /** The push's row and the pending contribution of the cycle's due, in whole shillings. */
  private async recordContribution(
    caller: User,
    input: PushInput,
    msisdn: string,
    idempotencyKey: string | undefined,
  ): Promise<MpesaPayment> {
    const { group, cycle, due } = await this.contributions.dueOf(
      caller,
      input.group_id,
      input.cycle_number,
      (g) => {
        if (g.currency !== MPESA_CURRENCY) throw new DomainError('MPESA_CURRENCY_NOT_KES');
      },
    );
    const amount = mpesaPushAmount(due);
    if (!amount) throw new DomainError('MPESA_LESS_THAN_A_SHILLING');
    return this.record(caller, group, cycle, amount, msisdn, idempotencyKey);
  }

  /**
   * The push's row for a late fine of the caller's, paid whole: the fine waits (pending) for
   * Safaricom's confirmation, as a contribution does.
   */
  private async recordFine(
    caller: User,
    fineId: string,
    groupId: string,
    msisdn: string,
    idempotencyKey: string | undefined,
  ): Promise<MpesaPayment> {
    let payment: MpesaPayment | undefined;
    await this.fines.holdForProvider(
      caller,
      fineId,
      'mpesa',
      async (tx, fine, group) => {
        if (await this.pendingOf(tx, caller.id, group.id))
          throw new DomainError('MPESA_PAYMENT_PENDING');
        payment = this.newPayment(
          caller,
          group,
          fine.cycleNumber,
          fine.amount,
          msisdn,
          idempotencyKey,
        );
        payment.fineId = fine.id;
        await tx.getRepository(MpesaPayment).insert(payment);
      },
      (fine, group) => {
        if (group.id !== groupId) throw new DomainError('FINE_NOT_FOUND');
        if (group.currency !== MPESA_CURRENCY) throw new DomainError('MPESA_CURRENCY_NOT_KES');
        if (mpesaPushAmount(fine.amount) !== fine.amount)
          throw new DomainError('MPESA_FINE_NOT_WHOLE');
      },
    );
    return payment!;
  }

  /**
   * The push's row for a saving of the caller's into the group's fund: the saving waits
   * (pending) for Safaricom's confirmation, as a contribution does.
   */
  private async recordSaving(
    caller: User,
    groupId: string,
    amount: string | undefined,
    msisdn: string,
    idempotencyKey: string | undefined,
  ): Promise<MpesaPayment> {
    let payment: MpesaPayment | undefined;
    await this.savings.holdForProvider(
      caller,
      groupId,
      amount,
      'mpesa',
      (group) => {
        if (group.currency !== MPESA_CURRENCY) throw new DomainError('MPESA_CURRENCY_NOT_KES');
      },
      async (tx, saving, group) => {
        if (await this.pendingOf(tx, caller.id, group.id))
          throw new DomainError('MPESA_PAYMENT_PENDING');
        payment = this.newPayment(
          caller,
          group,
          saving.cycleNumber,
          saving.amount,
          msisdn,
          idempotencyKey,
        );
        payment.savingId = saving.id;
        await tx.getRepository(MpesaPayment).insert(payment);
      },
      (due) => {
        if (mpesaPushAmount(due) !== due) throw new DomainError('MPESA_AMOUNT_NOT_WHOLE');
      },
    );
    return payment!;
  }

  /**
   * The push's row for a repayment of the caller's loan: nothing is held, since a repayment
   * changes the loan only once Safaricom confirms it; one push at a time per member and group.
   */
  private async recordRepayment(
    caller: User,
    input: PushInput,
    repayment: { loan_id: string; amount: string },
    msisdn: string,
    idempotencyKey: string | undefined,
  ): Promise<MpesaPayment> {
    const { group } = await this.loanMoney.assertRepayable(
      caller,
      repayment.loan_id,
      input.group_id,
      repayment.amount,
    );
    if (group.currency !== MPESA_CURRENCY) throw new DomainError('MPESA_CURRENCY_NOT_KES');
    if (mpesaPushAmount(repayment.amount) !== repayment.amount)
      throw new DomainError('MPESA_AMOUNT_NOT_WHOLE');
    const payment = this.newPayment(
      caller,
      group,
      Math.max(group.currentCycle, 1),
      repayment.amount,
      msisdn,
      idempotencyKey,
    );
    payment.loanId = repayment.loan_id;
    await this.transactions.run(async (tx) => {
      if (await this.pendingOf(tx, caller.id, group.id))
        throw new DomainError('MPESA_PAYMENT_PENDING');
      await tx.getRepository(MpesaPayment).insert(payment);
    });
    return payment;
  }

  /** The payer's payment, or one of a group the caller administers (super admins: any). */
  async get(caller: User, id: string): Promise<MpesaPaymentDto> {
    const payment = /^[0-9a-f-]{36}$/i.test(id) ? await this.payments.findOneBy({ id }) : null;
    if (!payment) throw new DomainError('MPESA_PAYMENT_NOT_FOUND');
    if (payment.userId !== caller.id) {
      const group = await this.access.findGroup(payment.groupId).catch(() => null);
      if (!group || !(await this.access.can(caller, 'handle_money', group)))
        throw new DomainError('MPESA_PAYMENT_NOT_FOUND');
    }
    return this.dto(payment);
  }

  /**
   * Daraja's STK callback: kept as a claim on a pending push, then checked with Daraja after
   * the answer, in the settlement queue (a slow answer makes Daraja call again).
   */
  async onStkCallback(callback: StkCallback): Promise<void> {
    const checkout = callback.CheckoutRequestID;
    const claimed =
      callback.ResultCode === MPESA_SUCCESS
        ? (metadataValue(callback, 'MpesaReceiptNumber') ?? null)
        : null;
    // One statement: the claim lands only on the pending push both of Daraja's ids name.
    const stored = await this.payments.update(
      {
        checkoutRequestId: checkout,
        merchantRequestId: callback.MerchantRequestID,
        status: 'pending',
      },
      { callbackAt: new Date(), ...(claimed ? { claimedReceipt: claimed.slice(0, 20) } : {}) },
    );
    if (!stored.affected) return;
    this.settlements.add(`push:${checkout}`, async () => {
      const payment = await this.payments.findOneBy({ checkoutRequestId: checkout });
      if (payment) await this.verify(payment.id);
    });
  }

  /**
   * Asks Daraja where a pending push stands: still on the phone (left for later), failed (the
   * contribution is released with the reason) or succeeded (its Transaction Status is asked for,
   * by the claimed receipt or else by the push's own request id).
   */
  async verify(id: string, now = new Date()): Promise<void> {
    const payment = await this.payments.findOneBy({ id });
    if (!payment || payment.status !== 'pending') return;
    if (payment.checkoutRequestId.startsWith(NOT_YET_PUSHED)) {
      await this.fail(payment, 'declined', null);
      return;
    }
    await this.payments.update({ id }, { checkedAt: now });
    const answer = await this.daraja.stkQuery(payment.checkoutRequestId);
    if (answer.state === 'processing') return;
    if (answer.resultCode !== MPESA_SUCCESS) {
      await this.fail(payment, failureReasonOf(answer.resultCode), answer.resultCode);
      return;
    }
    const queryId = await this.daraja.transactionStatus(
      payment.claimedReceipt
        ? { receipt: payment.claimedReceipt }
        : { conversationId: payment.merchantRequestId },
      payment.id,
    );
    await this.payments.update(
      { id, status: 'pending' },
      { resultCode: MPESA_SUCCESS, statusQueryId: queryId, statusQueryAt: now },
    );
  }

  /**
   * Safaricom's answer to a Transaction Status query: the push is paid when it shows a completed
   * transaction with the amount, the phone and the paybill asked (and the receipt the callback
   * claimed, if one did). Anything else leaves the push pending for the next check, which asks
   * again by the push's own request id. Answers whether the result was about a push.
   */
  async onTransactionStatus(result: ResultCallback): Promise<boolean> {
    const payment = await this.payments.findOneBy({
      statusQueryId: result.OriginatorConversationID,
    });
    if (!payment) return false;
    if (payment.status !== 'pending') return true;
    const mismatch = this.contradiction(payment, result);
    if (mismatch) {
      this.logger.warn({ payment: payment.id, mismatch }, 'M-Pesa status does not confirm');
      // A claimed receipt Safaricom does not confirm is dropped; the next check asks afresh.
      await this.payments.update(
        { id: payment.id, status: 'pending' },
        { claimedReceipt: null, statusQueryId: null, statusQueryAt: null },
      );
      return true;
    }
    const receipt = resultParameters(result).get('ReceiptNo')!;
    const recordPaid = async (tx: EntityManager) => {
      const paid = await tx
        .getRepository(MpesaPayment)
        .update(
          { id: payment.id, status: 'pending' },
          { status: 'paid', receiptNumber: receipt, paidAt: new Date() },
        );
      return paid.affected === 1;
    };
    try {
      if (payment.fineId) await this.fines.paidByReceipt(payment.fineId, receipt, recordPaid);
      else if (payment.savingId)
        await this.savings.paidByReceipt(payment.savingId, receipt, recordPaid);
      else if (payment.loanId)
        await this.loanMoney.repaidByReceipt(
          payment.loanId,
          payment.userId,
          payment.amount,
          receipt,
          recordPaid,
        );
      else await this.contributions.approveByReceipt(payment.contributionId!, receipt, recordPaid);
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      this.logger.warn({ payment: payment.id, receipt }, 'M-Pesa receipt already used');
    }
    return true;
  }

  /** The status query went unanswered at Safaricom: the next check asks again. */
  async onTransactionStatusTimeout(result: ResultCallback): Promise<void> {
    await this.payments.update(
      { statusQueryId: result.OriginatorConversationID, status: 'pending' },
      { statusQueryId: null, statusQueryAt: null },
    );
  }

  /** Why a status result does not confirm the push; null when it does. */
  private contradiction(payment: MpesaPayment, result: ResultCallback): string | null {
    if (result.ResultCode !== MPESA_SUCCESS) return `result code ${result.ResultCode}`;
    const p = resultParameters(result);
    if (p.get('TransactionStatus') !== 'Completed') return 'not completed';
    const receipt = p.get('ReceiptNo');
    if (!receipt) return 'no receipt';
    if (payment.claimedReceipt && receipt !== payment.claimedReceipt) return 'another receipt';
    const amount = p.get('Amount');
    if (!amount || !/^\d+(\.\d+)?$/.test(amount) || !new Big(amount).eq(payment.amount))
      return 'another amount';
    if (!partyNumber(p.get('DebitPartyName')).startsWith(payment.phone)) return 'another phone';
    if (!partyNumber(p.get('CreditPartyName')).startsWith(this.daraja.settings.shortcode))
      return 'another paybill';
    return null;
  }

  /** Moves a pending push to failed and releases its contribution, in one transaction. */
  private async fail(
    payment: MpesaPayment,
    reason: ReturnType<typeof failureReasonOf>,
    resultCode: number | null,
  ): Promise<void> {
    await this.transactions.run(async (tx) => {
      const moved = await tx
        .getRepository(MpesaPayment)
        .update(
          { id: payment.id, status: 'pending' },
          { status: 'failed', failureReason: reason, resultCode, checkedAt: new Date() },
        );
      if (!moved.affected) return;
      payment.status = 'failed';
      payment.failureReason = reason;
      if (payment.fineId)
        await this.fines.releaseProvider(
          tx,
          payment.fineId,
          'mpesa',
          MPESA_FAILURE_REASONS_FR[reason],
        );
      else if (payment.savingId)
        await this.savings.releaseProvider(tx, payment.savingId, MPESA_FAILURE_REASONS_FR[reason]);
      // A repayment holds nothing until it is confirmed: there is nothing to release.
      else if (!payment.loanId)
        await this.contributions.markProviderFailed(
          tx,
          payment.contributionId!,
          reason,
          MPESA_FAILURE_REASONS_FR[reason],
        );
    });
  }

  /** The pending contribution and the push's row, under the member's lock. */
  private async record(
    caller: User,
    group: Group,
    cycle: number,
    amount: string,
    msisdn: string,
    idempotencyKey: string | undefined,
  ): Promise<MpesaPayment> {
    const payment = this.newPayment(caller, group, cycle, amount, msisdn, idempotencyKey);
    await this.contributions.insertMobileMoney(
      caller,
      group,
      cycle,
      amount,
      async (tx) => {
        if (await this.pendingOf(tx, caller.id, group.id))
          throw new DomainError('MPESA_PAYMENT_PENDING');
      },
      async (tx, row) => {
        payment.contributionId = row.id;
        await tx.getRepository(MpesaPayment).insert(payment);
      },
    );
    return payment;
  }

  /** A push's row before it is sent: pending, with the checkout id it holds until Daraja answers. */
  private newPayment(
    caller: User,
    group: Group,
    cycle: number,
    amount: string,
    msisdn: string,
    idempotencyKey: string | undefined,
  ): MpesaPayment {
    const id = newId();
    return this.payments.create({
      id,
      kind: 'stk',
      userId: caller.id,
      groupId: group.id,
      cycleNumber: cycle,
      amount,
      currency: MPESA_CURRENCY,
      phone: msisdn,
      accountReference: accountReferenceOf(group),
      merchantRequestId: '',
      checkoutRequestId: `${NOT_YET_PUSHED}${id}`,
      status: 'pending',
      failureReason: null,
      resultCode: null,
      receiptNumber: null,
      claimedReceipt: null,
      callbackAt: null,
      statusQueryId: null,
      statusQueryAt: null,
      idempotencyKey: idempotencyKey ?? null,
      createdAt: new Date(),
      checkedAt: null,
      contributionId: null,
      fineId: null,
      savingId: null,
      loanId: null,
      paidAt: null,
    });
  }

  private pendingOf(manager: EntityManager, userId: string, groupId: string) {
    return manager.getRepository(MpesaPayment).existsBy({ userId, groupId, status: 'pending' });
  }

  /** A retried request with the same key answers the first push and sends nothing. */
  private async replay(caller: User, key: string, input: PushInput) {
    const existing = await this.payments.findOneBy({ userId: caller.id, idempotencyKey: key });
    if (!existing) return undefined;
    if (
      existing.groupId !== input.group_id ||
      existing.fineId !== (input.fine_id ?? null) ||
      existing.loanId !== (input.loan_repayment?.loan_id ?? null) ||
      (existing.savingId !== null) !== Boolean(input.saving) ||
      (input.cycle_number !== undefined && existing.cycleNumber !== input.cycle_number)
    )
      throw new DomainError('IDEMPOTENCY_CONFLICT');
    return this.dto(existing);
  }

  private async dto(payment: MpesaPayment): Promise<MpesaPaymentDto> {
    const group = await this.access.findGroup(payment.groupId).catch(() => null);
    return toMpesaPaymentDto(payment, group?.name ?? '');
  }
}

/**
 * What the payer's phone shows beside the paybill's name: the group's name in letters and
 * digits, cut to the 12 characters Daraja takes.
 */
function accountReferenceOf(group: Group): string {
  const letters = group.name.normalize('NFKD').replace(/[^A-Za-z0-9]/g, '');
  return (letters || 'Tontine').slice(0, 12);
}
