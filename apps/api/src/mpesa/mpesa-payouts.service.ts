import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  kenyanMsisdn,
  MPESA_CURRENCY,
  MPESA_PAYOUT_FAILURE_REASONS_FR,
  type MpesaPayoutDto,
  type MpesaPayoutFailureReason,
  type MpesaPayoutOffer,
} from '@tontine/contracts';
import Big from 'big.js';
import type { EntityManager, Repository } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import { DomainError } from '../common/domain-error.js';
import { newId } from '../database/ids.js';
import { isUniqueViolation } from '../database/unique-violation.js';
import type { PayoutProvider } from '../payouts/payout-providers.js';
import { PayoutProviders } from '../payouts/payout-providers.js';
import { PayoutsService, type PayoutReservation } from '../payouts/payouts.service.js';
import { LoanDisbursementService } from '../savings/loan-disbursement.service.js';
import type { User } from '../users/user.entity.js';
import { UsersService } from '../users/users.service.js';
import { partyNumber, resultParameters, type ResultCallback } from './daraja-callbacks.js';
import { DarajaClient } from './daraja-client.service.js';
import { payoutFailureReasonOf, QUEUE_TIMEOUT } from './mpesa-payout-result-codes.js';
import { MpesaPayout } from './mpesa-payout.entity.js';
import { MPESA_SUCCESS } from './mpesa-result-codes.js';
import { SettlementQueue } from './settlement-queue.js';

/**
 * How long a payout may go without any result before Safaricom's silence about it counts as a
 * failure: well past the time M-Pesa keeps a B2C request in its queue before it drops it.
 */
const UNANSWERED_AFTER_MS = 30 * 60 * 1000;

/**
 * Pots sent to the beneficiary's phone (M-Pesa B2C). The cycle is reserved on the group and the
 * payout's row written, under the ledger's lock, before Daraja is asked; the row's id is the
 * request's OriginatorConversationID, so a request whose answer was lost can be found again.
 * Neither a success nor a failure is taken from a callback alone: each is checked with
 * Transaction Status. A success pays the cycle with the receipt; a failure (Safaricom answers
 * it knows no such payment, after a result or a queue timeout said so) releases the cycle for
 * another try. Every step moves a row only from pending: a result that comes twice, late or
 * forged changes nothing, and a cycle is paid once.
 */
@Injectable()
export class MpesaPayoutsService implements PayoutProvider, OnModuleInit {
  readonly method = 'mpesa' as const;
  private readonly logger = new Logger('MpesaPayouts');

  constructor(
    @InjectRepository(MpesaPayout) private readonly rows: Repository<MpesaPayout>,
    private readonly daraja: DarajaClient,
    private readonly payouts: PayoutsService,
    private readonly providers: PayoutProviders,
    private readonly users: UsersService,
    private readonly audit: AuditService,
    private readonly settlements: SettlementQueue,
    private readonly loans: LoanDisbursementService,
  ) {}

  onModuleInit(): void {
    this.providers.register(this);
  }

  /** What the admin's confirmation shows before sending the current cycle's pot. */
  async offer(admin: User, groupId: string): Promise<MpesaPayoutOffer> {
    const payable = await this.payouts.payable(admin, groupId, undefined);
    const [beneficiary, amount, latest] = await Promise.all([
      this.users.findById(payable.beneficiary),
      this.payouts.potOf(groupId, payable.cycle),
      this.rows.findOne({
        where: { groupId, cycleNumber: payable.cycle },
        order: { createdAt: 'DESC' },
      }),
    ]);
    return {
      available: this.daraja.paysOut && payable.group.currency === MPESA_CURRENCY,
      cycle_number: payable.cycle,
      beneficiary_id: payable.beneficiary,
      beneficiary_name: beneficiary?.username ?? null,
      phone_number: kenyanMsisdn(beneficiary?.phoneNumber ?? ''),
      amount,
      latest: latest ? this.dto(latest, beneficiary?.username ?? '') : null,
    };
  }

  async send(
    admin: User,
    groupId: string,
    ip: string,
    input: { cycle_number?: number; phone_number?: string },
  ): Promise<MpesaPayoutDto> {
    // MPESA_PAYOUTS_UNAVAILABLE before anything is read where payouts are not set up.
    void this.daraja.b2cShortcode;
    const payable = await this.payouts.payable(admin, groupId, input.cycle_number);
    const { group, cycle } = payable;
    if (group.currency !== MPESA_CURRENCY) throw new DomainError('MPESA_CURRENCY_NOT_KES');
    const beneficiary = await this.users.findById(payable.beneficiary);
    const msisdn = input.phone_number ?? kenyanMsisdn(beneficiary?.phoneNumber ?? '');
    if (!msisdn) throw new DomainError('MPESA_BENEFICIARY_PHONE_REQUIRED');
    const row = this.newRow({
      groupId,
      cycleNumber: cycle,
      loanId: null,
      beneficiaryId: payable.beneficiary,
      amount: '0.00',
      phone: msisdn,
      liveKey: `${groupId}:${cycle}`,
      requestedBy: admin.id,
    });
    await this.payouts
      .reserve(
        payable,
        (pot) => {
          // M-Pesa moves whole shillings: a pot with cents is paid in cash, never cut.
          if (!new Big(pot).mod(1).eq(0)) throw new DomainError('MPESA_POT_NOT_WHOLE');
          row.amount = pot;
        },
        async (tx) => {
          await tx.getRepository(MpesaPayout).insert(row);
          await this.audit.record(
            admin,
            {
              action: 'mpesa_payout_requested',
              details: `${row.amount} KES → ${msisdn} — ${group.name}, cycle ${cycle}`,
              category: 'payment_validation',
              ip,
            },
            tx,
          );
        },
      )
      .catch((err: unknown) => {
        if (isUniqueViolation(err)) throw new DomainError('MPESA_PAYOUT_PENDING');
        throw err;
      });
    await this.request(row, `Tontine payout, cycle ${cycle}`, group.name);
    return this.dto(row, beneficiary?.username ?? '');
  }

  /**
   * Asks Daraja to send the row's money, once its row is written and the money held. Refused:
   * nothing was sent, the row fails (releasing what it held) and the refusal is the caller's
   * answer. Not answered: the request may have reached Safaricom, so the row stays pending until
   * Transaction Status says.
   */
  async request(row: MpesaPayout, remarks: string, occasion: string): Promise<void> {
    try {
      const { conversationId } = await this.daraja.b2cPayment({
        originatorConversationId: row.id,
        amount: row.amount,
        msisdn: row.phone,
        remarks,
        occasion: occasion.slice(0, 100) || 'Tontine',
      });
      row.conversationId = conversationId;
      await this.rows.update({ id: row.id, status: 'pending' }, { conversationId });
    } catch (err) {
      if (err instanceof DomainError && err.code === 'MPESA_REFUSED') {
        await this.fail(row, 'declined');
        throw err;
      }
      this.logger.warn({ err, payout: row.id }, 'B2C request unanswered: left to the checks');
    }
  }

  /** A new pending request's row, not yet written. */
  newRow(fields: {
    groupId: string;
    cycleNumber: number | null;
    loanId: string | null;
    beneficiaryId: string;
    amount: string;
    phone: string;
    liveKey: string;
    requestedBy: string;
  }): MpesaPayout {
    return this.rows.create({
      ...fields,
      id: newId(),
      currency: MPESA_CURRENCY,
      status: 'pending',
      failureReason: null,
      resultCode: null,
      conversationId: null,
      receiptNumber: null,
      claimedReceipt: null,
      resultAt: null,
      statusQueryId: null,
      statusQueryAt: null,
      payoutId: null,
      createdAt: new Date(),
      checkedAt: null,
      paidAt: null,
    });
  }

  /**
   * Daraja's B2C result (or its queue timeout): kept as a claim on the pending payout it names
   * (by our OriginatorConversationID and Daraja's ConversationID), then checked.
   */
  async onResult(result: ResultCallback, timedOut = false): Promise<void> {
    const row = await this.rows.findOneBy({ id: result.OriginatorConversationID.slice(0, 36) });
    if (
      !row ||
      (row.conversationId && result.ConversationID && row.conversationId !== result.ConversationID)
    ) {
      this.logger.warn({ originator: result.OriginatorConversationID }, 'B2C result for no payout');
      return;
    }
    if (row.status !== 'pending') return;
    const code = timedOut ? QUEUE_TIMEOUT : String(result.ResultCode);
    const receipt = result.ResultCode === MPESA_SUCCESS && !timedOut ? result.TransactionID : null;
    await this.rows.update(
      { id: row.id, status: 'pending' },
      { resultCode: code, resultAt: new Date(), claimedReceipt: receipt?.slice(0, 20) ?? null },
    );
    this.settlements.add(`payout:${row.id}`, () => this.verify(row.id));
  }

  /** Asks Transaction Status about a pending payout, by the request's own id. */
  async verify(id: string, now = new Date()): Promise<void> {
    const row = await this.rows.findOneBy({ id });
    if (!row || row.status !== 'pending') return;
    await this.rows.update({ id }, { checkedAt: now });
    const queryId = await this.daraja.transactionStatus({ conversationId: row.id }, row.id, 'b2c');
    await this.rows.update(
      { id, status: 'pending' },
      { statusQueryId: queryId, statusQueryAt: now },
    );
  }

  /**
   * Safaricom's answer about a payout: handled here when it names one of ours. A completed
   * payment of the amount, to the phone, from our B2C shortcode pays the cycle. A payment
   * Safaricom does not know fails the payout once a result or a queue timeout said it did not
   * go through, or once it has gone unanswered for long; otherwise it is asked about again.
   */
  async onTransactionStatus(result: ResultCallback): Promise<boolean> {
    const row = await this.rows.findOneBy({ statusQueryId: result.OriginatorConversationID });
    if (!row) return false;
    if (row.status !== 'pending') return true;
    if (result.ResultCode === MPESA_SUCCESS) {
      const mismatch = this.contradiction(row, result);
      if (mismatch) {
        // Money moved other than asked: never paid on it; the operators see it in reconcile.
        this.logger.error({ payout: row.id, mismatch }, 'M-Pesa status contradicts the payout');
        await this.forgetQuery(row);
        return true;
      }
      await this.complete(row, resultParameters(result).get('ReceiptNo')!);
      return true;
    }
    const claimedFailure = row.resultCode !== null && row.resultCode !== String(MPESA_SUCCESS);
    const silent =
      row.resultCode === null && Date.now() - row.createdAt.getTime() > UNANSWERED_AFTER_MS;
    if (claimedFailure || silent)
      await this.fail(row, payoutFailureReasonOf(row.resultCode ?? QUEUE_TIMEOUT));
    else await this.forgetQuery(row);
    return true;
  }

  /** The status query timed out at Safaricom: handled here when it was ours; asked again later. */
  async onTransactionStatusTimeout(result: ResultCallback): Promise<boolean> {
    const row = await this.rows.findOneBy({ statusQueryId: result.OriginatorConversationID });
    if (!row) return false;
    await this.forgetQuery(row);
    return true;
  }

  /** The pending payouts the checks job asks about, the least recently checked first. */
  pending(olderThan: Date, take: number): Promise<MpesaPayout[]> {
    return this.rows
      .createQueryBuilder('p')
      .where('p.status = :status AND p.created_at < :olderThan', {
        status: 'pending',
        olderThan,
      })
      .orderBy('p.checked_at', 'ASC')
      .addOrderBy('p.created_at', 'ASC')
      .take(take)
      .getMany();
  }

  private async complete(row: MpesaPayout, receipt: string): Promise<void> {
    const requester = await this.users.findById(row.requestedBy);
    const by = { id: row.requestedBy, username: requester?.username ?? '' };
    const markPaid = async (tx: EntityManager, payoutId: string | null) => {
      const paid = await tx
        .getRepository(MpesaPayout)
        .update(
          { id: row.id, status: 'pending' },
          { status: 'paid', receiptNumber: receipt, payoutId, paidAt: new Date() },
        );
      return paid.affected === 1;
    };
    if (row.loanId) {
      await this.loans
        .disbursedByReceipt(row.loanId, by, receipt, (tx) => markPaid(tx, null))
        .catch((err: unknown) => {
          if (!isUniqueViolation(err)) throw err;
          this.logger.warn({ payout: row.id, receipt }, 'M-Pesa receipt already used');
        });
      return;
    }
    const reservation: PayoutReservation = {
      groupId: row.groupId,
      cycle: row.cycleNumber!,
      beneficiaryId: row.beneficiaryId,
      pot: row.amount,
      currency: row.currency,
    };
    try {
      await this.payouts.completeByProvider(reservation, 'mpesa', receipt, by, markPaid);
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      this.logger.warn({ payout: row.id, receipt }, 'M-Pesa receipt already used');
    }
  }

  private async fail(row: MpesaPayout, reason: MpesaPayoutFailureReason): Promise<void> {
    const markFailed = async (tx: EntityManager) => {
      const failed = await tx
        .getRepository(MpesaPayout)
        .update(
          { id: row.id, status: 'pending' },
          { status: 'failed', liveKey: null, failureReason: reason, checkedAt: new Date() },
        );
      return failed.affected === 1;
    };
    const moved = row.loanId
      ? await this.loans.releaseProvider(row.loanId, markFailed)
      : await this.payouts.releaseByProvider(row.groupId, row.cycleNumber!, markFailed);
    if (moved) {
      row.status = 'failed';
      row.failureReason = reason;
      this.logger.warn(
        { payout: row.id, reason: MPESA_PAYOUT_FAILURE_REASONS_FR[reason] },
        'M-Pesa payout failed',
      );
    }
  }

  private forgetQuery(row: MpesaPayout) {
    return this.rows.update(
      { id: row.id, status: 'pending' },
      { claimedReceipt: null, statusQueryId: null, statusQueryAt: null },
    );
  }

  /** Why a completed status does not confirm the payout; null when it does. */
  private contradiction(row: MpesaPayout, result: ResultCallback): string | null {
    const p = resultParameters(result);
    if (p.get('TransactionStatus') !== 'Completed') return 'not completed';
    const receipt = p.get('ReceiptNo');
    if (!receipt) return 'no receipt';
    if (row.claimedReceipt && receipt !== row.claimedReceipt) return 'another receipt';
    const amount = p.get('Amount');
    if (!amount || !/^\d+(\.\d+)?$/.test(amount) || !new Big(amount).eq(row.amount))
      return 'another amount';
    if (!partyNumber(p.get('CreditPartyName')).startsWith(row.phone)) return 'another phone';
    if (!partyNumber(p.get('DebitPartyName')).startsWith(this.daraja.b2cShortcode))
      return 'another shortcode';
    return null;
  }

  dto(row: MpesaPayout, beneficiaryName: string): MpesaPayoutDto {
    return {
      id: row.id,
      group_id: row.groupId,
      cycle_number: row.cycleNumber,
      loan_id: row.loanId,
      beneficiary_id: row.beneficiaryId,
      beneficiary_name: beneficiaryName,
      status: row.status,
      failure_reason: row.failureReason,
      amount: row.amount,
      currency: MPESA_CURRENCY,
      phone_number: row.phone,
      receipt_number: row.receiptNumber,
      payout_id: row.payoutId,
      created_at: row.createdAt.toISOString(),
      paid_at: row.paidAt?.toISOString() ?? null,
    };
  }
}
