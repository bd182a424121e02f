import { createHash, randomInt } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  isOperatorRole,
  RECOVERY_CODE_COUNT,
  normalizeRecoveryCode,
  type TwoFactorEnabledResponse,
  type TwoFactorSetupResponse,
} from '@tontine/contracts';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { IsNull, Repository, type EntityManager } from 'typeorm';
import { PlatformSettings } from '../documents/platform-settings.service.js';
import { UsersService } from '../users/users.service.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { DomainError } from '../common/domain-error.js';
import { newId } from '../database/ids.js';
import { Transactions } from '../database/transactions.service.js';
import type { User } from '../users/user.entity.js';
import { LoginLimiterService } from './login-limiter.service.js';
import { verifyPassword } from './password-hasher.js';
import { open, seal } from './secret-box.js';
import { RecoveryCode } from './session.entity.js';

const ISSUER = 'Tontine';
const PERIOD_SECONDS = 30;
/** Letters and digits that cannot be mistaken for one another when copied from paper. */
const RECOVERY_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * Two-factor sign-in with TOTP (RFC 6238, the otpauth library): enrolment shows a QR code and
 * is confirmed with a first code; ten single-use recovery codes are shown once. The secret is
 * sealed at rest with SECRETS_KEY; a code is accepted once (its time step is remembered), and
 * one step either side of now, for phones whose clock drifts.
 */

@Injectable()
export class TwoFactorService {
  constructor(
    @InjectRepository(RecoveryCode) private readonly recoveryCodeRows: Repository<RecoveryCode>,
    private readonly transactions: Transactions,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersService,
    private readonly settings: PlatformSettings,
    private readonly limiter: LoginLimiterService,
  ) {}

  isEnabled(user: User): boolean {
    return Boolean(user.twoFactorEnabledAt && user.totpSecret);
  }

  /** Whether this account must set up two-factor sign-in before anything else. */
  setupRequired(user: User): boolean {
    return this.requiredFor(user) && !this.isEnabled(user);
  }

  /**
   * Operators (super admins, support) must use a second factor when the environment says so
   * (TWO_FACTOR_REQUIRED_FOR_SUPER_ADMINS) or the console's config does (two_factor_required),
   * read at each sign-in: switching it on applies to the next sign-in without a restart.
   */
  requiredFor(user: User): boolean {
    return this.settings.twoFactorRequiredForOperators() && isOperatorRole(user.role);
  }

  async setup(user: User): Promise<TwoFactorSetupResponse> {
    if (this.isEnabled(user)) throw new DomainError('TWO_FACTOR_ALREADY_ENABLED');
    const secret = new Secret({ size: 20 });
    await this.users.setTwoFactor(user.id, {
      totpPendingSecret: seal(this.config.secretsKey, secret.base32),
    });
    const otpauthUrl = this.totp(user, secret).toString();
    const svg = await QRCode.toString(otpauthUrl, {
      type: 'svg',
      margin: 1,
      errorCorrectionLevel: 'M',
    });
    return {
      secret: secret.base32,
      otpauth_url: otpauthUrl,
      qr_code: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
    };
  }

  /**
   * Confirms the enrolment with a first code from the app; answers the recovery codes once.
   * Each code checked counts against the account's sign-in limit (LoginLimiterService), as do
   * the codes and passwords of `disable` and `regenerateRecoveryCodes`.
   */
  async enable(user: User, code: string, ip: string): Promise<TwoFactorEnabledResponse> {
    if (this.isEnabled(user)) throw new DomainError('TWO_FACTOR_ALREADY_ENABLED');
    const pending = user.totpPendingSecret;
    if (!pending) throw new DomainError('TWO_FACTOR_SETUP_NOT_STARTED');
    let step: number | undefined;
    const held = await this.limiter.check(user.email, ip, async () => {
      step = this.matchingStep(user, pending, code);
      return step !== undefined;
    });
    if (!held || step === undefined) throw wrongCode();
    const codes = recoveryCodes();
    await this.transactions.run(async (tx) => {
      const done = await this.users.setTwoFactor(
        user.id,
        {
          totpSecret: user.totpPendingSecret,
          totpPendingSecret: null,
          totpLastStep: step,
          twoFactorEnabledAt: new Date(),
        },
        tx,
        { pendingSecret: user.totpPendingSecret!, enabled: false },
      );
      if (!done) throw new DomainError('TWO_FACTOR_ALREADY_ENABLED');
      await this.replaceRecoveryCodes(tx, user.id, codes);
    });
    return { recovery_codes: codes };
  }

  /** Turned off with a current code, a recovery code or the account's password. */
  async disable(
    user: User,
    proof: { code?: string; password?: string },
    ip: string,
  ): Promise<void> {
    if (!this.isEnabled(user)) throw new DomainError('TWO_FACTOR_NOT_ENABLED');
    if (this.requiredFor(user)) throw new DomainError('TWO_FACTOR_REQUIRED_FOR_ROLE');
    const proven = await this.limiter.check(user.email, ip, () =>
      proof.password
        ? verifyPassword(user.passwordHash, proof.password)
        : this.verify(user, proof.code ?? ''),
    );
    if (!proven)
      throw proof.password
        ? new DomainError('CURRENT_PASSWORD_INVALID', undefined, { field: 'password' })
        : wrongCode();
    await this.transactions.run(async (tx) => {
      await this.users.setTwoFactor(
        user.id,
        { totpSecret: null, totpPendingSecret: null, totpLastStep: null, twoFactorEnabledAt: null },
        tx,
      );
      await tx.getRepository(RecoveryCode).delete({ userId: user.id });
    });
  }

  /** New recovery codes for a user who used or lost theirs; the old ones stop working. */
  async regenerateRecoveryCodes(
    user: User,
    code: string,
    ip: string,
  ): Promise<TwoFactorEnabledResponse> {
    if (!this.isEnabled(user)) throw new DomainError('TWO_FACTOR_NOT_ENABLED');
    if (!(await this.limiter.check(user.email, ip, () => this.verify(user, code))))
      throw wrongCode();
    const codes = recoveryCodes();
    await this.transactions.run((tx) => this.replaceRecoveryCodes(tx, user.id, codes));
    return { recovery_codes: codes };
  }

  /**
   * The second step of a sign-in: a code of the app (once per time step) or an unused
   * recovery code (used up by this call). Answers whether it held. Not counted here: each
   * caller counts the attempt it belongs to (a sign-in counts its password and code as one).
   */
  async verify(user: User, code: string): Promise<boolean> {
    if (!user.totpSecret) return false;
    const digits = code.replace(/\s/g, '');
    if (/^\d{6}$/.test(digits)) {
      const step = this.matchingStep(user, user.totpSecret, digits);
      if (step === undefined) return false;
      return this.users.advanceTotpStep(user.id, step);
    }
    const recovery = normalizeRecoveryCode(code);
    if (!recovery) return false;
    const used = await this.recoveryCodeRows.update(
      { userId: user.id, codeHash: sha256(recovery), usedAt: IsNull() },
      { usedAt: new Date() },
    );
    return Boolean(used.affected);
  }

  private matchingStep(user: User, sealed: string, code: string): number | undefined {
    const secret = Secret.fromBase32(open(this.config.secretsKey, sealed));
    const delta = this.totp(user, secret).validate({ token: code.replace(/\s/g, ''), window: 1 });
    if (delta === null) return undefined;
    return Math.floor(Date.now() / 1000 / PERIOD_SECONDS) + delta;
  }

  private totp(user: User, secret: Secret): TOTP {
    return new TOTP({
      issuer: ISSUER,
      label: user.email,
      algorithm: 'SHA1',
      digits: 6,
      period: PERIOD_SECONDS,
      secret,
    });
  }

  private async replaceRecoveryCodes(tx: EntityManager, userId: string, codes: string[]) {
    await tx.getRepository(RecoveryCode).delete({ userId });
    const now = new Date();
    await tx.getRepository(RecoveryCode).insert(
      codes.map((code) => ({
        id: newId(),
        userId,
        codeHash: sha256(normalizeRecoveryCode(code)!),
        usedAt: null,
        createdAt: now,
      })),
    );
  }
}

/**
 * A signed-in account's wrong code: 400, not sign-in's 401 TWO_FACTOR_INVALID, since the session
 * that sent it is still valid and a client must not take it for the end of its session.
 */
function wrongCode(): DomainError {
  return new DomainError('TWO_FACTOR_CODE_INCORRECT', undefined, { field: 'code' });
}

/** Ten codes of ten characters, shown as XXXXX-XXXXX. */
function recoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from(
      { length: 10 },
      () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)],
    ).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}
