import { Inject, Injectable } from '@nestjs/common';
import {
  currencyForCountry,
  DEMO_ACCOUNTS,
  type AuthResponse,
  type changePasswordSchema,
  type loginRequestSchema,
  type registerRequestSchema,
} from '@tontine/contracts';
import type { EntityManager } from 'typeorm';
import type { z } from 'zod';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { DomainError } from '../common/domain-error.js';
import type { User } from '../users/user.entity.js';
import { toUserDto } from '../users/user.mapper.js';
import { UsersService } from '../users/users.service.js';
import { Transactions } from '../database/transactions.service.js';
import { isUniqueViolation } from '../database/unique-violation.js';
import { LoginLimiterService } from './login-limiter.service.js';
import { DECOY_HASH, hashPassword, verifyPassword } from './password-hasher.js';
import { SecurityMailService } from './security-mail.service.js';
import { SessionsService } from './sessions.service.js';
import { TwoFactorService } from './two-factor.service.js';

type RegisterInput = z.output<typeof registerRequestSchema>;
type LoginInput = z.output<typeof loginRequestSchema>;
type ChangePasswordInput = z.output<typeof changePasswordSchema>;

/** Where a sign-in comes from, kept with its session. */
export interface ClientContext {
  ip: string;
  userAgent?: string;
}

@Injectable()
export class AuthService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly transactions: Transactions,
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
    private readonly twoFactor: TwoFactorService,
    private readonly limiter: LoginLimiterService,
    private readonly securityMail: SecurityMailService,
  ) {}

  /** The account, its settings and its first session are written together, or none of them. */
  async register(input: RegisterInput, client: ClientContext): Promise<AuthResponse> {
    if (await this.users.findByEmail(input.email)) throw new DomainError('EMAIL_TAKEN');
    const passwordHash = await hashPassword(input.password);
    return this.transactions
      .run(async (tx) => {
        const user = await this.users.create(
          {
            email: input.email,
            passwordHash,
            firstName: input.first_name,
            lastName: input.last_name,
            username: input.username,
            phoneNumber: input.phone_number,
            country: input.country,
            preferredLanguage: input.preferred_language,
            preferredCurrency: input.preferred_currency ?? currencyForCountry(input.country),
            receiveNewsletter: input.receive_newsletter ?? true,
          },
          tx,
        );
        return this.session(user, client, tx);
      })
      .catch((err: unknown) => {
        // Two registrations racing for one address: the unique index decides.
        if (isUniqueViolation(err)) throw new DomainError('EMAIL_TAKEN');
        throw err;
      });
  }

  /**
   * The attempt is counted before the password is checked (see LoginLimiterService). With
   * two-factor sign-in on, a right password without a code answers TWO_FACTOR_REQUIRED and
   * does not count against the account; a wrong code does.
   */
  async login(input: LoginInput, client: ClientContext): Promise<AuthResponse> {
    await this.limiter.attempt(input.email, client.ip);
    const user = await this.users.findByEmail(input.email);
    const ok = await verifyPassword(user?.passwordHash ?? DECOY_HASH, input.password);
    if (!user || !ok) throw new DomainError('INVALID_CREDENTIALS');
    if (user.status === 'suspended') throw new DomainError('ACCOUNT_SUSPENDED');
    if (this.twoFactor.isEnabled(user)) {
      if (!input.otp) {
        await this.limiter.refund(input.email, client.ip);
        throw new DomainError('TWO_FACTOR_REQUIRED');
      }
      if (!(await this.twoFactor.verify(user, input.otp)))
        throw new DomainError('TWO_FACTOR_INVALID');
    }
    await this.limiter.succeeded(input.email, client.ip);
    return this.session(user, client);
  }

  /** The `#demo` shortcut: the seeded demo member, only while demo mode is on. */
  async demo(client: ClientContext): Promise<AuthResponse> {
    if (!this.config.demoMode) throw new DomainError('DEMO_DISABLED');
    const user = await this.users.findByEmail(DEMO_ACCOUNTS.member.email);
    if (!user || user.status !== 'active') throw new DomainError('DEMO_DISABLED');
    return this.session(user, client);
  }

  async completeOnboarding(user: User): Promise<User> {
    user.onboardingCompleted = true;
    return this.users.save(user);
  }

  /**
   * A new password ends every other session at once (tokens stolen or left on another phone
   * stop working); the session making the change stays. Wrong current passwords count like
   * wrong sign-ins, so a stolen token cannot be used to guess the password.
   */
  async changePassword(
    user: User,
    sessionId: string,
    input: ChangePasswordInput,
    client: ClientContext,
  ): Promise<void> {
    const held = await this.limiter.check(user.email, client.ip, () =>
      verifyPassword(user.passwordHash, input.current_password),
    );
    if (!held)
      throw new DomainError('CURRENT_PASSWORD_INVALID', undefined, { field: 'current_password' });
    await this.users.setPassword(user.id, await hashPassword(input.new_password));
    await this.sessions.revokeAll(user.id, 'password_changed', sessionId);
    this.securityMail.passwordChanged(user);
  }

  async signOut(user: User, sessionId: string): Promise<void> {
    await this.sessions.revoke(user.id, sessionId, 'sign_out');
  }

  async signOutEverywhere(user: User): Promise<void> {
    await this.sessions.revokeAll(user.id, 'sign_out_everywhere');
  }

  me(user: User) {
    return toUserDto(user, this.twoFactor.setupRequired(user));
  }

  private async session(
    user: User,
    client: ClientContext,
    manager?: EntityManager,
  ): Promise<AuthResponse> {
    const setupRequired = this.twoFactor.setupRequired(user);
    const { token, expiresAt } = await this.sessions.open(
      user,
      { ...client, scope: setupRequired ? 'two_factor_enrolment' : 'full' },
      manager,
    );
    return {
      access_token: token,
      token_type: 'bearer',
      expires_at: expiresAt.toISOString(),
      user: toUserDto(user, setupRequired),
    };
  }
}
