import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  NEW_ACCOUNT_SETTINGS,
  SETTINGS_CURRENCIES,
  toUiLanguage,
  type Role,
  type UiLanguage,
  type UserSettings,
} from '@tontine/contracts';
import { type EntityManager, type FindOptionsWhere, In, IsNull, Repository } from 'typeorm';
import { sqlTime } from '../common/sql-values.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { newId } from '../database/ids.js';
import { Transactions } from '../database/transactions.service.js';
import { readEntities } from '../database/raw-reads.js';
import { UserSettingsRow } from './user-settings.entity.js';
import { User } from './user.entity.js';
import { applySettings } from './user.mapper.js';

export interface NewUser {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  username?: string;
  phoneNumber?: string;
  country: string;
  preferredLanguage: string;
  preferredCurrency: string;
  receiveNewsletter: boolean;
  role?: Role;
  onboardingCompleted?: boolean;
}

@Injectable()
export class UsersService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    @InjectRepository(UserSettingsRow) private readonly settingsRows: Repository<UserSettingsRow>,
    private readonly transactions: Transactions,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Runs for every authenticated request, hence plain SQL (see database/raw-reads.ts). */
  async findById(id: string): Promise<User | null> {
    const [user] = await readEntities(
      this.users.manager,
      User,
      'SELECT * FROM users WHERE id = ?',
      [id],
    );
    return user ?? null;
  }

  /**
   * The accounts written since `since` (every write of an account moves its `updated_at`): who
   * keeps something derived from the accounts (the console's search index) catches up with it.
   */
  async changedSince(since: Date): Promise<Array<Pick<User, 'id' | 'username' | 'email'>>> {
    const rows = (await this.users.manager.query(
      'SELECT id, username, email FROM users WHERE updated_at >= ?',
      [sqlTime(since)],
    )) as Array<{ id: unknown; username: unknown; email: unknown }>;
    return rows.map((r) => ({
      id: String(r.id),
      username: String(r.username),
      email: String(r.email),
    }));
  }

  findByEmail(email: string): Promise<User | null> {
    return this.users.findOneBy({ email: email.toLowerCase() });
  }

  isSuperAdminEmail(email: string): boolean {
    return this.config.superadminEmails.includes(email.toLowerCase());
  }

  /** Creates the account and its default settings in one transaction. */
  async create(input: NewUser, manager: EntityManager = this.users.manager): Promise<User> {
    return manager.transaction(async (tx) => {
      const now = new Date();
      const user = tx.getRepository(User).create({
        id: newId(),
        email: input.email.toLowerCase(),
        passwordHash: input.passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        username: input.username ?? `${input.firstName} ${input.lastName}`,
        phoneNumber: input.phoneNumber ?? null,
        role: this.isSuperAdminEmail(input.email) ? 'super_admin' : (input.role ?? 'member'),
        status: 'active',
        country: input.country,
        language: toUiLanguage(input.preferredLanguage),
        preferredLanguage: input.preferredLanguage,
        preferredCurrency: input.preferredCurrency,
        onboardingCompleted: input.onboardingCompleted ?? false,
        canCreateGroups: true,
        receiveNewsletter: input.receiveNewsletter,
        termsAcceptedAt: now,
        profilePhotoFile: null,
        profilePhotoMime: null,
        totpSecret: null,
        totpPendingSecret: null,
        totpLastStep: null,
        twoFactorEnabledAt: null,
        passwordChangedAt: null,
        createdAt: now,
        updatedAt: now,
      });
      await tx.getRepository(User).insert(user);
      await tx.getRepository(UserSettingsRow).insert(defaultSettings(user));
      return user;
    });
  }

  async save(user: User): Promise<User> {
    user.updatedAt = new Date();
    return this.users.save(user);
  }

  /** Many accounts at once (names for a list), in one query. */
  findByIds(ids: readonly string[], manager: EntityManager = this.users.manager): Promise<User[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return manager.getRepository(User).findBy({ id: In([...new Set(ids)]) });
  }

  async count(): Promise<number> {
    return this.users.count();
  }

  /** A new password hash, with the moment it changed. */
  async setPassword(
    userId: string,
    passwordHash: string,
    manager: EntityManager = this.users.manager,
  ): Promise<void> {
    const now = new Date();
    await manager
      .getRepository(User)
      .update({ id: userId }, { passwordHash, passwordChangedAt: now, updatedAt: now });
  }

  /**
   * The account row locked until the caller's transaction ends (MariaDB; SQLite has one
   * writer): the operators' role and status changes read it fresh under the lock.
   */
  async findForUpdate(tx: EntityManager, id: string): Promise<User | null> {
    const query = tx.getRepository(User).createQueryBuilder('u').where('u.id = :id', { id });
    if (this.transactions.dialect === 'mysql') query.setLock('pessimistic_write');
    return query.getOne();
  }

  /** What a super admin changes on an account (the console's user form). */
  async administer(
    tx: EntityManager,
    userId: string,
    changes: Partial<Pick<User, 'username' | 'email' | 'phoneNumber' | 'role' | 'status'>>,
  ): Promise<void> {
    await tx.getRepository(User).update({ id: userId }, { ...changes, updatedAt: new Date() });
  }

  /**
   * Deletion keeps the row, which the money history points at, and replaces everything that
   * names the person: e-mail (unique, so made from the id under the reserved `.invalid`
   * domain), names, phone, photo, two-factor secrets; the password becomes the hash of a
   * random secret nobody knows. Answers the photo file to remove once the transaction is done.
   */
  async anonymise(
    tx: EntityManager,
    user: User,
    unusablePasswordHash: string,
  ): Promise<string | null> {
    await tx.getRepository(User).update(
      { id: user.id },
      {
        status: 'deleted',
        email: `deleted-${user.id}@deleted.invalid`,
        username: 'Compte supprimé',
        firstName: 'Compte',
        lastName: 'supprimé',
        phoneNumber: null,
        profilePhotoFile: null,
        profilePhotoMime: null,
        passwordHash: unusablePasswordHash,
        totpSecret: null,
        totpPendingSecret: null,
        totpLastStep: null,
        twoFactorEnabledAt: null,
        receiveNewsletter: false,
        updatedAt: new Date(),
      },
    );
    return user.profilePhotoFile;
  }

  async setStatus(
    userId: string,
    status: User['status'],
    manager: EntityManager = this.users.manager,
  ): Promise<void> {
    await manager.getRepository(User).update({ id: userId }, { status, updatedAt: new Date() });
  }

  /** Founding a group makes its creator a group admin (a super admin stays one). */
  async becomeGroupAdmin(user: User, manager: EntityManager = this.users.manager): Promise<void> {
    const role = user.role === 'super_admin' ? 'super_admin' : 'admin';
    await manager
      .getRepository(User)
      .update({ id: user.id }, { role, onboardingCompleted: true, updatedAt: new Date() });
  }

  /**
   * The two-factor state kept on the account (auth decides it; the account stores it), with
   * the settings' mirror of the switch. `where` makes it conditional: false when no row matched.
   */
  async setTwoFactor(
    userId: string,
    fields: Partial<
      Pick<User, 'totpSecret' | 'totpPendingSecret' | 'totpLastStep' | 'twoFactorEnabledAt'>
    >,
    manager: EntityManager = this.users.manager,
    where: { pendingSecret?: string; enabled?: false } = {},
  ): Promise<boolean> {
    const match: FindOptionsWhere<User> = { id: userId };
    if (where.pendingSecret !== undefined) match.totpPendingSecret = where.pendingSecret;
    if (where.enabled === false) match.twoFactorEnabledAt = IsNull();
    const done = await manager
      .getRepository(User)
      .update(match, { ...fields, updatedAt: new Date() });
    if (!done.affected) return false;
    if ('twoFactorEnabledAt' in fields)
      await manager
        .getRepository(UserSettingsRow)
        .update({ userId }, { twoFactorEnabled: fields.twoFactorEnabledAt !== null });
    return true;
  }

  /** A TOTP code is accepted once: its time step only moves forward (false if it did not). */
  async advanceTotpStep(userId: string, step: number): Promise<boolean> {
    const moved = await this.users
      .createQueryBuilder()
      .update()
      .set({ totpLastStep: step })
      .where('id = :id AND (totp_last_step IS NULL OR totp_last_step < :step)', {
        id: userId,
        step,
      })
      .execute();
    return Boolean(moved.affected);
  }

  async settingsOf(user: User): Promise<UserSettingsRow> {
    const repo = this.settingsRows;
    return (await repo.findOneBy({ userId: user.id })) ?? defaultSettings(user);
  }

  async updateSettings(user: User, input: UserSettings): Promise<UserSettingsRow> {
    return this.transactions.run(async (tx) => {
      const repo = tx.getRepository(UserSettingsRow);
      const row = (await repo.findOneBy({ userId: user.id })) ?? defaultSettings(user);
      applySettings(row, input);
      row.updatedAt = new Date();
      await repo.save(row);
      user.username = input.username;
      user.phoneNumber = input.phone_number === '' ? null : input.phone_number;
      // One language per person: the interface's is the e-mails', the SMS' and the ads'.
      user.language = input.language;
      user.preferredLanguage = input.language;
      user.country = input.country;
      user.updatedAt = new Date();
      await tx.getRepository(User).save(user);
      return row;
    });
  }

  /**
   * Turns one outbound channel off for a person: the one-click link of a reminder e-mail or SMS,
   * or the SMS gateway's report that the number opted out.
   */
  async stopChannel(userId: string, channel: 'email' | 'sms'): Promise<void> {
    await this.transactions.run(async (tx) => {
      const user = await tx.getRepository(User).findOneBy({ id: userId });
      if (!user) return;
      const repo = tx.getRepository(UserSettingsRow);
      const row = (await repo.findOneBy({ userId })) ?? defaultSettings(user);
      if (channel === 'email') row.notifyEmail = false;
      else row.notifySms = false;
      row.updatedAt = new Date();
      await repo.save(row);
    });
  }

  /** The settings of several accounts at once; an account without a row has the defaults. */
  async settingsOfMany(users: readonly User[]): Promise<Map<string, UserSettingsRow>> {
    const rows = users.length
      ? await this.settingsRows.findBy({ userId: In(users.map((u) => u.id)) })
      : [];
    const found = new Map(rows.map((r) => [r.userId, r]));
    return new Map(users.map((u) => [u.id, found.get(u.id) ?? defaultSettings(u)]));
  }

  /**
   * The language a signed-in person chose on a switcher: the account's one language, read by
   * the interface at every sign-in and by the e-mails, SMS, notifications and ads.
   */
  async updateLanguage(user: User, language: UiLanguage): Promise<User> {
    user.language = language;
    user.preferredLanguage = language;
    user.updatedAt = new Date();
    await this.users.update(
      { id: user.id },
      { language, preferredLanguage: language, updatedAt: user.updatedAt },
    );
    return user;
  }

  /** SUPERADMIN_EMAILS promotes existing accounts at every start. */
  async promoteConfiguredSuperAdmins(): Promise<number> {
    if (this.config.superadminEmails.length === 0) return 0;
    const result = await this.users.update(
      { email: In(this.config.superadminEmails) },
      { role: 'super_admin', onboardingCompleted: true },
    );
    return result.affected ?? 0;
  }
}

function defaultSettings(user: User): UserSettingsRow {
  const row = new UserSettingsRow();
  row.userId = user.id;
  applySettings(row, {
    ...NEW_ACCOUNT_SETTINGS,
    currency: (SETTINGS_CURRENCIES as readonly string[]).includes(user.preferredCurrency)
      ? (user.preferredCurrency as UserSettingsRow['currency'])
      : 'KES',
  });
  row.twoFactorEnabled = NEW_ACCOUNT_SETTINGS.two_factor_enabled;
  row.updatedAt = new Date();
  return row;
}
