import { Inject, Injectable } from '@nestjs/common';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { DomainError } from '../common/domain-error.js';
import { RateLimitService } from '../common/rate-limit.service.js';

/**
 * Sign-in attempts per account and per address. Each attempt takes its point before the
 * password is checked, in one atomic step (Redis INCR when REDIS_URL is set), so that sixty
 * guesses sent at once get at most LOGIN_MAX_FAILURES_PER_ACCOUNT checked and the rest 429; a
 * success gives the points back. Past the limit both are blocked for LOGIN_BLOCK_MINUTES.
 *
 * Anyone can spend someone else's account points, so the owner is never left waiting: a
 * successful password reset clears the account's counter at once (`unblock`).
 */
@Injectable()
export class LoginLimiterService {
  private readonly perAccount: RateLimiterAbstract;
  private readonly perIp: RateLimiterAbstract;

  constructor(@Inject(APP_CONFIG) config: AppConfig, limits: RateLimitService) {
    const { perAccount, perIp, blockMinutes } = config.loginLimits;
    const seconds = blockMinutes * 60;
    this.perAccount = limits.limiter({ key: 'login_account', points: perAccount, seconds });
    this.perIp = limits.limiter({ key: 'login_ip', points: perIp, seconds });
  }

  /** Takes the attempt's point on both counters, or refuses with 429 when either is spent. */
  async attempt(email: string, ip: string): Promise<void> {
    const results = await Promise.allSettled([
      this.perAccount.consume(email),
      this.perIp.consume(ip),
    ]);
    const refused = results.flatMap((r) =>
      r.status === 'rejected' && r.reason instanceof RateLimiterRes ? [r.reason] : [],
    );
    const failed = results.find(
      (r) => r.status === 'rejected' && !(r.reason instanceof RateLimiterRes),
    );
    if (failed?.status === 'rejected') throw failed.reason;
    if (refused.length) {
      throw new DomainError('TOO_MANY_LOGIN_ATTEMPTS', undefined, {
        retry_after_seconds: Math.max(
          1,
          Math.ceil(Math.max(...refused.map((r) => r.msBeforeNext)) / 1000),
        ),
      });
    }
  }

  /** The password was right: the account starts afresh and the address gets its point back. */
  async succeeded(email: string, ip: string): Promise<void> {
    await Promise.all([this.perAccount.delete(email), this.perIp.reward(ip, 1)]);
  }

  /** A right password whose second step is still to come: the attempt does not count. */
  async refund(email: string, ip: string): Promise<void> {
    await Promise.all([this.perAccount.reward(email, 1), this.perIp.reward(ip, 1)]);
  }

  /** The owner proved who they are another way (a password reset). */
  async unblock(email: string): Promise<void> {
    await this.perAccount.delete(email);
  }
}
