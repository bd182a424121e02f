import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { PASSWORD_RESET_TTL_MINUTES } from '@tontine/contracts';
import { DataSource, IsNull } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { DomainError } from '../common/domain-error.js';
import { newId } from '../database/ids.js';
import { MailService } from '../mail/mail.service.js';
import { User } from '../users/user.entity.js';
import { UsersService } from '../users/users.service.js';
import { hashPassword } from './password-hasher.js';
import { PasswordResetToken } from './password-reset-token.entity.js';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Single-use reset links valid one hour, sent by e-mail when SMTP is configured. */
@Injectable()
export class PasswordResetService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersService,
    private readonly mail: MailService,
  ) {}

  /** Answers the same whether or not the account exists, so it reveals nothing. */
  async requestReset(email: string): Promise<void> {
    const user = await this.users.findByEmail(email);
    if (!user || user.status !== 'active' || !this.mail.enabled) return;
    const token = randomBytes(32).toString('base64url');
    const now = new Date();
    await this.db.getRepository(PasswordResetToken).insert({
      id: newId(),
      userId: user.id,
      tokenHash: sha256(token),
      expiresAt: new Date(now.getTime() + PASSWORD_RESET_TTL_MINUTES * 60_000),
      usedAt: null,
      createdAt: now,
    });
    const link = `${this.config.publicUrl}/reset-password?token=${token}`;
    await this.mail.send({
      to: user.email,
      subject: 'Réinitialisation de votre mot de passe Tontine',
      text:
        `Bonjour ${user.firstName},\n\n` +
        `Pour choisir un nouveau mot de passe, ouvrez ce lien dans l'heure :\n${link}\n\n` +
        "Si vous n'avez rien demandé, ignorez ce message : votre mot de passe reste inchangé.\n\n" +
        `To choose a new password, open this link within the hour:\n${link}\n\n` +
        `Kuweka nenosiri jipya, fungua kiungo hiki ndani ya saa moja:\n${link}\n`,
    });
  }

  async reset(token: string, password: string): Promise<void> {
    const passwordHash = await hashPassword(password);
    await this.db.transaction(async (tx) => {
      const repo = tx.getRepository(PasswordResetToken);
      const row = await repo.findOneBy({ tokenHash: sha256(token) });
      if (!row || row.usedAt || row.expiresAt.getTime() < Date.now()) {
        throw new DomainError('RESET_TOKEN_INVALID');
      }
      // The conditional update makes two simultaneous uses of one link succeed only once.
      const claimed = await repo.update({ id: row.id, usedAt: IsNull() }, { usedAt: new Date() });
      if (!claimed.affected) throw new DomainError('RESET_TOKEN_INVALID');
      await tx
        .getRepository(User)
        .update({ id: row.userId }, { passwordHash, updatedAt: new Date() });
    });
  }
}
