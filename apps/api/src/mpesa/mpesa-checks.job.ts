import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LessThan, type Repository } from 'typeorm';
import { DomainError } from '../common/domain-error.js';
import { IntervalJob } from '../common/interval-job.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { DatabaseUpkeep } from '../database/database-upkeep.service.js';
import { MpesaPaybillPayment } from './mpesa-paybill.entities.js';
import { MpesaPaybillService } from './mpesa-paybill.service.js';
import { MpesaPayment } from './mpesa-payment.entity.js';
import { MpesaPaymentsService } from './mpesa-payments.service.js';
import { MpesaPayoutsService } from './mpesa-payouts.service.js';

const LOCK_NAME = 'tontine_mpesa_checks';
/** Pushes checked per run, the least recently checked first: a backlog is spread over runs. */
const BATCH = 100;

/**
 * Resolves what Daraja left unanswered (a callback lost, or the API down when Safaricom called):
 * every MPESA_CHECK_INTERVAL_MS (0: off), one API instance at a time (a named lock), each push
 * and each payout pending for longer than an interval is queried at Daraja (a younger one is
 * left to its callback), and each paybill payment still being confirmed is asked about again; a
 * Transaction Status asked less than an interval ago is left to its result.
 */
@Injectable()
export class MpesaChecksJob extends IntervalJob<number> {
  protected readonly logger = new Logger('MpesaChecksJob');
  protected readonly jobName = 'mpesa-checks';
  protected readonly idle = 0;

  constructor(
    private readonly upkeep: DatabaseUpkeep,
    @InjectRepository(MpesaPayment) private readonly payments: Repository<MpesaPayment>,
    @InjectRepository(MpesaPaybillPayment)
    private readonly paybillPayments: Repository<MpesaPaybillPayment>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly mpesa: MpesaPaymentsService,
    private readonly paybill: MpesaPaybillService,
    private readonly payouts: MpesaPayoutsService,
  ) {
    super();
  }

  protected intervalMs(): number {
    return this.config.mpesa ? this.config.mpesa.checkIntervalMs : 0;
  }

  /** One run; answers how many pushes it checked. */
  tick(now = new Date()): Promise<number> {
    return this.runOnceLocked(
      this.upkeep,
      LOCK_NAME,
      () => this.check(now),
      'M-Pesa checks failed',
    );
  }

  private async check(now: Date): Promise<number> {
    const waitMs = this.intervalMs();
    const pending = await this.payments.find({
      where: {
        status: 'pending',
        createdAt: LessThan(new Date(now.getTime() - waitMs)),
      },
      order: { checkedAt: 'ASC', createdAt: 'ASC' },
      take: BATCH,
    });
    let checked = 0;
    for (const payment of pending) {
      if (payment.statusQueryAt && now.getTime() - payment.statusQueryAt.getTime() < waitMs)
        continue;
      try {
        await this.mpesa.verify(payment.id, now);
        checked += 1;
      } catch (err) {
        // Daraja down: every other push would wait for the same timeout; the next run tries.
        if (err instanceof DomainError && err.code === 'MPESA_SERVICE_UNAVAILABLE') break;
        this.logger.warn({ err, payment: payment.id }, 'M-Pesa check failed');
      }
    }
    return (
      checked + (await this.confirmPaybill(now, waitMs)) + (await this.checkPayouts(now, waitMs))
    );
  }

  private async checkPayouts(now: Date, waitMs: number): Promise<number> {
    const pending = await this.payouts.pending(new Date(now.getTime() - waitMs), BATCH);
    let checked = 0;
    for (const payout of pending) {
      if (payout.statusQueryAt && now.getTime() - payout.statusQueryAt.getTime() < waitMs) continue;
      try {
        await this.payouts.verify(payout.id, now);
        checked += 1;
      } catch (err) {
        if (err instanceof DomainError && err.code === 'MPESA_SERVICE_UNAVAILABLE') break;
        this.logger.warn({ err, payout: payout.id }, 'M-Pesa payout check failed');
      }
    }
    return checked;
  }

  private async confirmPaybill(now: Date, waitMs: number): Promise<number> {
    const confirming = await this.paybillPayments.find({
      where: { status: 'confirming', receivedAt: LessThan(new Date(now.getTime() - waitMs)) },
      order: { statusQueryAt: 'ASC', receivedAt: 'ASC' },
      take: BATCH,
    });
    let checked = 0;
    for (const payment of confirming) {
      if (payment.statusQueryAt && now.getTime() - payment.statusQueryAt.getTime() < waitMs)
        continue;
      try {
        await this.paybill.confirm(payment.id, now);
        checked += 1;
      } catch (err) {
        if (err instanceof DomainError && err.code === 'MPESA_SERVICE_UNAVAILABLE') break;
        this.logger.warn({ err, payment: payment.id }, 'paybill check failed');
      }
    }
    return checked;
  }
}
