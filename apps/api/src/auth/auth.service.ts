import { Inject, Injectable } from '@nestjs/common';
import {
  currencyForCountry,
  DEMO_ACCOUNTS,
  type AuthResponse,
  type LoginRequest,
  type registerRequestSchema,
} from '@tontine/contracts';
import type { z } from 'zod';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { DomainError } from '../common/domain-error.js';
import type { User } from '../users/user.entity.js';
import { toUserDto } from '../users/user.mapper.js';
import { UsersService } from '../users/users.service.js';
import { isUniqueViolation } from '../database/unique-violation.js';
import { LoginLimiterService } from './login-limiter.service.js';
import { DECOY_HASH, hashPassword, verifyPassword } from './password-hasher.js';
import { TokenService } from './token.service.js';

type RegisterInput = z.output<typeof registerRequestSchema>;

@Injectable()
export class AuthService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersService,
    private readonly tokens: TokenService,
    private readonly limiter: LoginLimiterService,
  ) {}

  async register(input: RegisterInput): Promise<AuthResponse> {
    if (await this.users.findByEmail(input.email)) throw new DomainError('EMAIL_TAKEN');
    const user = await this.users
      .create({
        email: input.email,
        passwordHash: await hashPassword(input.password),
        firstName: input.first_name,
        lastName: input.last_name,
        username: input.username,
        phoneNumber: input.phone_number,
        country: input.country,
        preferredLanguage: input.preferred_language,
        preferredCurrency: input.preferred_currency ?? currencyForCountry(input.country),
        receiveNewsletter: input.receive_newsletter ?? true,
      })
      .catch((err: unknown) => {
        // Two registrations racing for one address: the unique index decides.
        if (isUniqueViolation(err)) throw new DomainError('EMAIL_TAKEN');
        throw err;
      });
    return this.session(user);
  }

  async login(input: LoginRequest & { email: string }, ip: string): Promise<AuthResponse> {
    await this.limiter.assertAllowed(input.email, ip);
    const user = await this.users.findByEmail(input.email);
    const ok = await verifyPassword(user?.passwordHash ?? DECOY_HASH, input.password);
    if (!user || !ok) {
      await this.limiter.recordFailure(input.email, ip);
      throw new DomainError('INVALID_CREDENTIALS');
    }
    if (user.status === 'suspended') throw new DomainError('ACCOUNT_SUSPENDED');
    await this.limiter.recordSuccess(input.email);
    return this.session(user);
  }

  /** The `#demo` shortcut: the seeded demo member, only while demo mode is on. */
  async demo(): Promise<AuthResponse> {
    if (!this.config.demoMode) throw new DomainError('DEMO_DISABLED');
    const user = await this.users.findByEmail(DEMO_ACCOUNTS.member.email);
    if (!user || user.status !== 'active') throw new DomainError('DEMO_DISABLED');
    return this.session(user);
  }

  async completeOnboarding(user: User): Promise<User> {
    user.onboardingCompleted = true;
    return this.users.save(user);
  }

  private async session(user: User): Promise<AuthResponse> {
    const { token, expiresAt } = await this.tokens.issue({ sub: user.id, role: user.role });
    return {
      access_token: token,
      token_type: 'bearer',
      expires_at: expiresAt.toISOString(),
      user: toUserDto(user),
    };
  }
}
