import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { DomainError } from '../common/domain-error.js';

/**
 * Counts failed sign-ins per account and per address; past the limit both are blocked for
 * LOGIN_BLOCK_MINUTES. In Redis when REDIS_URL is set, so that every instance shares them.
 */
@Injectable()
export class LoginLimiterService implements OnModuleDestroy {
  private readonly redis: Redis | undefined;
  private readonly perAccount: RateLimiterAbstract;
  private readonly perIp: RateLimiterAbstract;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    const { perAccount, perIp, blockMinutes } = config.loginLimits;
    const window = blockMinutes * 60;
    this.redis = config.redisUrl
      ? new Redis(config.redisUrl, { enableOfflineQueue: false, lazyConnect: false })
      : undefined;
    const make = (keyPrefix: string, points: number) =>
      this.redis
        ? new RateLimiterRedis({
            storeClient: this.redis,
            keyPrefix,
            points,
            duration: window,
            blockDuration: window,
            insuranceLimiter: new RateLimiterMemory({ points, duration: window }),
          })
        : new RateLimiterMemory({ keyPrefix, points, duration: window, blockDuration: window });
    this.perAccount = make('login_fail_account', perAccount);
    this.perIp = make('login_fail_ip', perIp);
  }

  /** Refuses before the password is even checked when either counter is spent. */
  async assertAllowed(email: string, ip: string): Promise<void> {
    const [account, address] = await Promise.all([this.perAccount.get(email), this.perIp.get(ip)]);
    const blocked = [account, address].filter(
      (r): r is RateLimiterRes => r !== null && r.remainingPoints <= 0,
    );
    if (blocked.length) throw tooMany(Math.max(...blocked.map((r) => r.msBeforeNext)));
  }

  async recordFailure(email: string, ip: string): Promise<void> {
    await Promise.all([
      this.perAccount.consume(email).catch(() => undefined),
      this.perIp.consume(ip).catch(() => undefined),
    ]);
  }

  async recordSuccess(email: string): Promise<void> {
    await this.perAccount.delete(email);
  }

  onModuleDestroy(): void {
    this.redis?.disconnect();
  }
}

function tooMany(msBeforeNext: number): DomainError {
  return new DomainError('TOO_MANY_LOGIN_ATTEMPTS', undefined, {
    retry_after_seconds: Math.max(1, Math.ceil(msBeforeNext / 1000)),
  });
}
