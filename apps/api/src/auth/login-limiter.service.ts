import { Inject, Injectable } from '@nestjs/common';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { DomainError } from '../common/domain-error.js';
import { RateLimitService } from '../common/rate-limit.service.js';

/**
 * Guesses of an account's secrets, per account and per address: every check of a password or a
 * two-factor or recovery code, on every route (sign-in and its second step, the password
 * change, turning two-factor sign-in on or off, new recovery codes), counts here, so that a
 * stolen token gives no more guesses than the sign-in page. Each attempt takes its point
 * before the secret is checked, in one atomic step (Redis INCR when REDIS_URL is set), so that
 * sixty guesses sent at once get at most LOGIN_MAX_FAILURES_PER_ACCOUNT checked and the rest
 * 429; a right secret gives the points back. Past the limit both are blocked for
 * LOGIN_BLOCK_MINUTES, and the right secret is refused too until then.
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

  /**
   * One check of a signed-in account's password or code (`proof` answers whether it held),
   * counted like a sign-in attempt: refused with TOO_MANY_LOGIN_ATTEMPTS while the account or
   * the address is blocked, before the secret is looked at.
   */
  async check(email: string, ip: string, proof: () => Promise<boolean>): Promise<boolean> {
    await this.attempt(email, ip);
    const held = await proof();
    if (held) await this.succeeded(email, ip);
    return held;
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
