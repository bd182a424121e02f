import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { CHAIN_FAILURE_REASONS_FR, type ChainFailureReason } from '@tontine/contracts';
import type { EntityManager, Repository } from 'typeorm';
import type { Address, Hex } from 'viem';
import { ContributionsService } from '../contributions/contributions.service.js';
import { Transactions } from '../database/transactions.service.js';
import { FinesService } from '../fines/fines.service.js';
import { SavingsService } from '../savings/savings.service.js';
import { ChainReaderService } from './chain-reader.service.js';
import { CryptoPayment } from './crypto-payment.entities.js';
import { confirmationsOf, matchTransfer } from './transfer-match.js';

/** An outside transaction the chain still does not know after this long is not coming. */
export const NOT_FOUND_AFTER_MS = 24 * 60 * 60 * 1000;

/** What the chain shows of a payment's transaction now. */
type Outcome =
  | {
      status: 'pending' | 'confirmed';
      confirmations: number;
      blockNumber: number | null;
      logIndex: number | null;
      from: string | null;
    }
  | { status: 'failed'; reason: ChainFailureReason; blockNumber: number | null };

/**
 * The one verification of a crypto payment (docs/crypto.md), used right after
 * submission, by the background job, by the payer's re-check and by the console's verify: the
 * receipt (reverted → failed), a Transfer log of the quote's token to the treasury of at least
 * the quoted amount (from the custodial wallet when custodial), and the network's
 * confirmations. Confirmed and failed are final; what the payment pays follows in the same
 * transaction (a contribution confirmed: the admins are told; a fine confirmed: paid into the
 * fund; failed: the contribution rejected, or the fine to pay again, with the reason).
 */
@Injectable()
export class PaymentVerifierService {
  constructor(
    @InjectRepository(CryptoPayment) private readonly payments: Repository<CryptoPayment>,
    private readonly transactions: Transactions,
    private readonly chain: ChainReaderService,
    private readonly contributions: ContributionsService,
    private readonly fines: FinesService,
    private readonly savings: SavingsService,
  ) {}

  /**
   * Checks the payment on chain and stores what it shows. `alsoInTransaction` runs in the
   * transaction that stores it (the console's audit entry). RPC down: 503, nothing changes.
   */
  async check(
    paymentId: string,
    alsoInTransaction?: (tx: EntityManager, payment: CryptoPayment) => Promise<void>,
    now = new Date(),
  ): Promise<CryptoPayment> {
    const payment = await this.payments.findOneByOrFail({ id: paymentId });
    if (payment.chainStatus !== 'pending') {
      if (alsoInTransaction) await this.transactions.run((tx) => alsoInTransaction(tx, payment));
      return payment;
    }
    const outcome = await this.inspect(payment, now);
    await this.transactions.run(async (tx) => {
      const change: Partial<CryptoPayment> =
        outcome.status === 'failed'
          ? {
              chainStatus: 'failed',
              failureReason: outcome.reason,
              blockNumber: outcome.blockNumber,
              checkedAt: now,
            }
          : {
              chainStatus: outcome.status,
              confirmations: outcome.confirmations,
              blockNumber: outcome.blockNumber,
              logIndex: outcome.logIndex,
              fromAddress: outcome.from ?? payment.fromAddress,
              checkedAt: now,
              confirmedAt: outcome.status === 'confirmed' ? now : null,
            };
      // Only from pending: of two checks at once, one moves the payment and its contribution.
      const moved = await tx
        .getRepository(CryptoPayment)
        .update({ id: payment.id, chainStatus: 'pending' }, change);
      if (moved.affected) {
        Object.assign(payment, change);
        if (outcome.status === 'confirmed') await this.settleConfirmed(tx, payment);
        else if (outcome.status === 'failed') await this.settleFailed(tx, payment, outcome.reason);
      } else {
        Object.assign(
          payment,
          await tx.getRepository(CryptoPayment).findOneByOrFail({ id: payment.id }),
        );
      }
      await alsoInTransaction?.(tx, payment);
    });
    return payment;
  }

  /**
   * What the payment pays follows its confirmation: the contribution goes to validation, the fine
   * is paid, the saving goes to the fund.
   */
  private async settleConfirmed(tx: EntityManager, payment: CryptoPayment): Promise<void> {
    if (payment.fineId) await this.fines.paidOnChain(tx, payment.fineId, payment.txHash);
    else if (payment.savingId) await this.savings.paidOnChain(tx, payment.savingId, payment.txHash);
    else await this.contributions.markChainConfirmed(tx, payment.contributionId!, payment);
  }

  /** What the payment pays is released with the chain's reason: the member may pay it again. */
  async settleFailed(
    tx: EntityManager,
    payment: CryptoPayment,
    reason: ChainFailureReason,
  ): Promise<void> {
    if (payment.fineId)
      await this.fines.releaseProvider(
        tx,
        payment.fineId,
        'crypto',
        CHAIN_FAILURE_REASONS_FR[reason],
      );
    else if (payment.savingId)
      await this.savings.releaseProvider(
        tx,
        payment.savingId,
        CHAIN_FAILURE_REASONS_FR[reason],
        'crypto',
      );
    else await this.contributions.markChainFailed(tx, payment.contributionId!, reason);
  }

  private async inspect(payment: CryptoPayment, now: Date): Promise<Outcome> {
    const settings = this.chain.network(payment.network);
    const receipt = await this.chain.receipt(payment.network, payment.txHash as Hex);
    if (!receipt) {
      if (now.getTime() - payment.createdAt.getTime() > NOT_FOUND_AFTER_MS)
        return { status: 'failed', reason: 'not_found', blockNumber: null };
      return { status: 'pending', confirmations: 0, blockNumber: null, logIndex: null, from: null };
    }
    const blockNumber = Number(receipt.blockNumber);
    if (receipt.status !== 'success') return { status: 'failed', reason: 'reverted', blockNumber };
    const match = await matchTransfer(receipt.logs, {
      token: payment.tokenAddress as Address,
      treasury: payment.treasury as Address,
      minAmount: BigInt(payment.tokenAmountRaw),
      from:
        payment.source === 'custodial' && payment.fromAddress
          ? (payment.fromAddress as Address)
          : undefined,
    });
    if (!match.ok) return { status: 'failed', reason: match.reason, blockNumber };
    const head = await this.chain.head(payment.network);
    const confirmations = confirmationsOf(head, receipt.blockNumber);
    return {
      status: confirmations >= settings.confirmations ? 'confirmed' : 'pending',
      confirmations,
      blockNumber,
      logIndex: match.logIndex,
      from: match.from,
    };
  }
}
