import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { underNamedLock } from '../database/named-lock.js';
import { CryptoPayment, CryptoSend } from './crypto-payment.entities.js';
import { CryptoSendsService } from './crypto-sends.service.js';
import { PaymentVerifierService } from './payment-verifier.service.js';

const LOCK_NAME = 'tontine_crypto_checks';
/** Rows checked per run, the least recently checked first: a long backlog is spread over runs. */
const BATCH = 100;

/**
 * Re-checks pending crypto payments and sends on chain every CRYPTO_CHECK_INTERVAL_MS (0: off),
 * so that a payment confirms (or fails) without anyone asking. One API instance at a time (a
 * MySQL named lock); each row is moved only from pending, so a second runner changes nothing.
 * A network that is down or unconfigured leaves its rows pending for the next run.
 */
@Injectable()
export class CryptoChecksJob implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('CryptoChecksJob');
  private timer: NodeJS.Timeout | undefined;
  private running = false;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly verifier: PaymentVerifierService,
    private readonly sends: CryptoSendsService,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.cryptoCheckIntervalMs <= 0) return;
    this.timer = setInterval(() => void this.tick(), this.config.cryptoCheckIntervalMs);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }

  /** One run; answers how many rows it checked. */
  async tick(now = new Date()): Promise<number> {
    if (this.running) return 0;
    this.running = true;
    try {
      const done = await underNamedLock(this.db, LOCK_NAME, () => this.checkPending(now));
      return done.ran ? done.value : 0;
    } catch (err) {
      this.logger.error({ err }, 'crypto checks failed');
      return 0;
    } finally {
      this.running = false;
    }
  }

  private async checkPending(now: Date): Promise<number> {
    const order = { checkedAt: 'ASC', createdAt: 'ASC' } as const;
    const payments = await this.db
      .getRepository(CryptoPayment)
      .find({ where: { chainStatus: 'pending' }, order, take: BATCH, select: { id: true } });
    const sends = await this.db
      .getRepository(CryptoSend)
      .find({ where: { chainStatus: 'pending' }, order, take: BATCH, select: { id: true } });
    let checked = 0;
    for (const { id } of payments) {
      if (await this.quietly(() => this.verifier.check(id, undefined, now))) checked += 1;
    }
    for (const { id } of sends) {
      if (await this.quietly(() => this.sends.check(id, now))) checked += 1;
    }
    return checked;
  }

  /** One row's check; a node down or a network removed is logged and retried next run. */
  private async quietly(check: () => Promise<unknown>): Promise<boolean> {
    try {
      await check();
      return true;
    } catch (err) {
      this.logger.warn({ err }, 'crypto check deferred');
      return false;
    }
  }
}
