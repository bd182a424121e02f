import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { PASSWORD_RESET_TTL_MINUTES } from '@tontine/contracts';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { IsNull, Repository } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { DomainError } from '../common/domain-error.js';
import { RateLimitService } from '../common/rate-limit.service.js';
import { newId } from '../database/ids.js';
import { Transactions } from '../database/transactions.service.js';
import { MailService } from '../mail/mail.service.js';
import { UsersService } from '../users/users.service.js';
import { LoginLimiterService } from './login-limiter.service.js';
import { hashPassword } from './password-hasher.js';
import { PasswordResetToken } from './password-reset-token.entity.js';
import { SecurityMailService } from './security-mail.service.js';
import { SessionsService } from './sessions.service.js';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** At most this many reset e-mails per address and hour: the form cannot flood a mailbox. */
const RESET_MAILS_PER_HOUR = 3;

/**
 * Single-use reset links valid one hour, sent by e-mail when SMTP is configured. A reset ends
 * every session of the account, kills the other unused links, and lifts a sign-in block.
 */
@Injectable()
export class PasswordResetService {
  private readonly logger = new Logger('PasswordResetService');
  private readonly mailsPerAddress: RateLimiterAbstract;

  constructor(
    @InjectRepository(PasswordResetToken)
    private readonly resetTokens: Repository<PasswordResetToken>,
    private readonly transactions: Transactions,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersService,
    private readonly mail: MailService,
    private readonly securityMail: SecurityMailService,
    private readonly sessions: SessionsService,
    private readonly limiter: LoginLimiterService,
    limits: RateLimitService,
  ) {
    this.mailsPerAddress = limits.limiter({
      key: 'reset_mail',
      points: RESET_MAILS_PER_HOUR,
      seconds: 3600,
    });
  }

  /**
   * Answers at once, the same whether or not the account exists: the lookup and the mail
   * happen after the answer, so its timing tells nothing either.
   */
  requestReset(email: string): void {
    setImmediate(() => {
      this.sendResetLink(email).catch((err: unknown) =>
        this.logger.error({ err }, 'password reset e-mail failed'),
      );
    });
  }

  private async sendResetLink(email: string): Promise<void> {
    const user = await this.users.findByEmail(email);
    if (!user || user.status !== 'active' || !this.mail.enabled) return;
    try {
      await this.mailsPerAddress.consume(user.email);
    } catch {
      this.logger.warn({ userId: user.id }, 'reset e-mails per hour reached: none sent');
      return;
    }
    const token = randomBytes(32).toString('base64url');
    const now = new Date();
    await this.resetTokens.insert({
      id: newId(),
      userId: user.id,
      tokenHash: sha256(token),
      expiresAt: new Date(now.getTime() + PASSWORD_RESET_TTL_MINUTES * 60_000),
      usedAt: null,
      createdAt: now,
    });
    await this.securityMail.resetLink(
      user,
      `${this.config.publicUrl}/reset-password?token=${token}`,
    );
  }

  async reset(token: string, password: string): Promise<void> {
    const passwordHash = await hashPassword(password);
    const userId = await this.transactions.run(async (tx) => {
      const repo = tx.getRepository(PasswordResetToken);
      const row = await repo.findOneBy({ tokenHash: sha256(token) });
      if (!row || row.usedAt || row.expiresAt.getTime() < Date.now()) {
        throw new DomainError('RESET_TOKEN_INVALID');
      }
      // The conditional update makes two simultaneous uses of one link succeed only once.
      const now = new Date();
      const claimed = await repo.update({ id: row.id, usedAt: IsNull() }, { usedAt: now });
      if (!claimed.affected) throw new DomainError('RESET_TOKEN_INVALID');
      // Every other link sent before dies with this reset.
      await repo.update({ userId: row.userId, usedAt: IsNull() }, { usedAt: now });
      await this.users.setPassword(row.userId, passwordHash, tx);
      return row.userId;
    });
    await this.sessions.revokeAll(userId, 'password_reset');
    const user = await this.users.findById(userId);
    if (user) await this.limiter.unblock(user.email);
  }
}
