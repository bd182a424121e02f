import { Injectable, Logger } from '@nestjs/common';
import type { ResultCallback } from './daraja-callbacks.js';
import { MpesaPaybillService } from './mpesa-paybill.service.js';
import { MpesaPaymentsService } from './mpesa-payments.service.js';
import { MpesaPayoutsService } from './mpesa-payouts.service.js';
import { SettlementQueue } from './settlement-queue.js';

/**
 * Daraja can post a Transaction Status result before its acknowledgement, which names the
 * query, has been stored with the payment asked about: a result that names no query yet is
 * tried again a few times before it is dropped (the checks job then asks afresh).
 */
const RETRY_MS = 250;
const ATTEMPTS = 12;

/**
 * Transaction Status results, settled in the queue: each names the query by its
 * OriginatorConversationID, which the paybill payment, the payout or the push that asked keeps.
 */
@Injectable()
export class StatusResults {
  private readonly logger = new Logger('StatusResults');

  constructor(
    private readonly settlements: SettlementQueue,
    private readonly paybill: MpesaPaybillService,
    private readonly payouts: MpesaPayoutsService,
    private readonly payments: MpesaPaymentsService,
  ) {}

  onResult(result: ResultCallback, attempt = 1): void {
    const key = `status:${result.OriginatorConversationID}`;
    this.settlements.add(key, async () => {
      if (await this.settle(result)) return;
      if (attempt < ATTEMPTS)
        this.settlements.later(key, RETRY_MS, async () => this.onResult(result, attempt + 1));
      else
        this.logger.warn({ query: result.OriginatorConversationID }, 'status result for no query');
    });
  }

  /** The query timed out in Safaricom's queue: the next check asks again. */
  async onTimeout(result: ResultCallback): Promise<void> {
    if (await this.paybill.onTransactionStatusTimeout(result)) return;
    if (await this.payouts.onTransactionStatusTimeout(result)) return;
    await this.payments.onTransactionStatusTimeout(result);
  }

  private async settle(result: ResultCallback): Promise<boolean> {
    return (
      (await this.paybill.onTransactionStatus(result)) ||
      (await this.payouts.onTransactionStatus(result)) ||
      this.payments.onTransactionStatus(result)
    );
  }
}
