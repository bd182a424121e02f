import { Inject, Injectable } from '@nestjs/common';
import type { RateLimiterAbstract, RateLimiterRes } from 'rate-limiter-flexible';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { DomainError } from '../common/domain-error.js';
import { RateLimitService } from '../common/rate-limit.service.js';

/**
 * Counts failed sign-ins per account and per address; past the limit both are blocked for
 * LOGIN_BLOCK_MINUTES, shared by every instance when REDIS_URL is set.
 */
@Injectable()
export class LoginLimiterService {
  private readonly perAccount: RateLimiterAbstract;
  private readonly perIp: RateLimiterAbstract;

  constructor(@Inject(APP_CONFIG) config: AppConfig, limits: RateLimitService) {
    const { perAccount, perIp, blockMinutes } = config.loginLimits;
    const seconds = blockMinutes * 60;
    this.perAccount = limits.limiter({ key: 'login_fail_account', points: perAccount, seconds });
    this.perIp = limits.limiter({ key: 'login_fail_ip', points: perIp, seconds });
  }

  /** Refuses before the password is even checked when either counter is spent. */
  async assertAllowed(email: string, ip: string): Promise<void> {
    const [account, address] = await Promise.all([this.perAccount.get(email), this.perIp.get(ip)]);
    const blocked = [account, address].filter(
      (r): r is RateLimiterRes => r !== null && r.remainingPoints <= 0,
    );
    if (blocked.length) {
      throw new DomainError('TOO_MANY_LOGIN_ATTEMPTS', undefined, {
        retry_after_seconds: Math.max(
          1,
          Math.ceil(Math.max(...blocked.map((r) => r.msBeforeNext)) / 1000),
        ),
      });
    }
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
}
