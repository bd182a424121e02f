import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { ErrorCode, WalletNetwork } from '@tontine/contracts';
import type { Repository } from 'typeorm';
import { DomainError } from '../common/domain-error.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { IntervalJob } from '../common/interval-job.js';
import { DatabaseUpkeep } from '../database/database-upkeep.service.js';
import { CryptoPayment, CryptoSend } from './crypto-payment.entities.js';
import { CryptoSendsService } from './crypto-sends.service.js';
import { PaymentVerifierService } from './payment-verifier.service.js';

const LOCK_NAME = 'tontine_crypto_checks';
/** The refusals that say the network cannot be read now, not that a row is wrong. */
const UNREACHABLE = new Set<ErrorCode>([
  'CRYPTO_SERVICE_UNAVAILABLE',
  'CRYPTO_NETWORK_UNAVAILABLE',
]);
/**
 * Rows of each kind checked per network and run, the least recently checked first: a long
 * backlog is spread over runs.
 */
const BATCH = 100;

/**
 * Re-checks pending crypto payments and sends on chain every CRYPTO_CHECK_INTERVAL_MS (0: off),
 * so that a payment confirms (or fails) without anyone asking. One API instance at a time (a
 * MySQL named lock); each row is moved only from pending, so a second runner changes nothing.
 * A network that is down or unconfigured leaves its rows pending for the next run.
 */
@Injectable()
export class CryptoChecksJob extends IntervalJob<number> {
  protected readonly logger = new Logger('CryptoChecksJob');
  protected readonly jobName = 'crypto-checks';
  protected readonly idle = 0;

  constructor(
    private readonly upkeep: DatabaseUpkeep,
    @InjectRepository(CryptoPayment) private readonly payments: Repository<CryptoPayment>,
    @InjectRepository(CryptoSend) private readonly sendRows: Repository<CryptoSend>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly verifier: PaymentVerifierService,
    private readonly sends: CryptoSendsService,
  ) {
    super();
  }

  protected intervalMs(): number {
    return this.config.cryptoCheckIntervalMs;
  }

  /** One run; answers how many rows it checked. */
  tick(now = new Date()): Promise<number> {
    return this.runOnceLocked(
      this.upkeep,
      LOCK_NAME,
      () => this.checkPending(now),
      'crypto checks failed',
    );
  }

  /**
   * Per configured network, so that one network's backlog or outage never holds up another's:
   * a network that does not answer is left for the next run at its first refusal, instead of
   * each of its rows waiting for the RPC timeout. Rows of a network no longer configured wait.
   */
  private async checkPending(now: Date): Promise<number> {
    let checked = 0;
    for (const network of Object.keys(this.config.cryptoNetworks) as WalletNetwork[]) {
      const where = { chainStatus: 'pending' as const, network };
      const order = { checkedAt: 'ASC', createdAt: 'ASC' } as const;
      const payments = await this.payments.find({
        where,
        order,
        take: BATCH,
        select: { id: true },
      });
      const sends = await this.sendRows.find({ where, order, take: BATCH, select: { id: true } });
      const checks = [
        ...payments.map(
          ({ id }) =>
            () =>
              this.verifier.check(id, undefined, now),
        ),
        ...sends.map(
          ({ id }) =>
            () =>
              this.sends.check(id, now),
        ),
      ];
      for (const check of checks) {
        try {
          await check();
          checked += 1;
        } catch (err) {
          if (err instanceof DomainError && UNREACHABLE.has(err.code)) {
            this.logger.debug({ network, code: err.code }, 'crypto checks deferred');
            break;
          }
          this.logger.warn({ err }, 'crypto check failed');
        }
      }
    }
    return checked;
  }
}
