import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { Role, UserStatus } from '@tontine/contracts';
import { boolColumn, nullableTimeColumn, timeColumn } from '../database/column-types.js';

@Entity('users')
export class User {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id!: string;
  @Column({ type: 'varchar', length: 254 }) email!: string;
  @Column({ type: 'varchar', length: 255, name: 'password_hash' }) passwordHash!: string;
  @Column({ type: 'varchar', length: 60, name: 'first_name' }) firstName!: string;
  @Column({ type: 'varchar', length: 60, name: 'last_name' }) lastName!: string;
  @Column({ type: 'varchar', length: 121 }) username!: string;
  @Column({ type: 'varchar', length: 32, name: 'phone_number', nullable: true })
  phoneNumber!: string | null;
  @Column({ type: 'varchar', length: 20 }) role!: Role;
  @Column({ type: 'varchar', length: 20 }) status!: UserStatus;
  @Column({ type: 'varchar', length: 2 }) country!: string;
  /** The interface language: fr, en or sw. */
  @Column({ type: 'varchar', length: 2 }) language!: string;
  @Column({ type: 'varchar', length: 8, name: 'preferred_language' }) preferredLanguage!: string;
  @Column({ type: 'varchar', length: 3, name: 'preferred_currency' }) preferredCurrency!: string;
  @Column({ ...boolColumn, name: 'onboarding_completed' }) onboardingCompleted!: boolean;
  @Column({ ...boolColumn, name: 'can_create_groups' }) canCreateGroups!: boolean;
  @Column({ ...boolColumn, name: 'receive_newsletter' }) receiveNewsletter!: boolean;
  @Column({ ...timeColumn, name: 'terms_accepted_at' }) termsAcceptedAt!: Date;
  @Column({ type: 'varchar', length: 80, name: 'profile_photo_file', nullable: true })
  profilePhotoFile!: string | null;
  @Column({ type: 'varchar', length: 32, name: 'profile_photo_mime', nullable: true })
  profilePhotoMime!: string | null;
  /** AES-256-GCM with SECRETS_KEY (auth/secret-box.ts); never sent anywhere. */
  @Column({ type: 'varchar', length: 255, name: 'totp_secret', nullable: true })
  totpSecret!: string | null;
  /** The secret of an enrolment not yet confirmed with a first code. */
  @Column({ type: 'varchar', length: 255, name: 'totp_pending_secret', nullable: true })
  totpPendingSecret!: string | null;
  /** The last 30-second step a code was accepted for: a code works once. */
  @Column({ type: 'int', name: 'totp_last_step', nullable: true }) totpLastStep!: number | null;
  @Column({ ...nullableTimeColumn, name: 'two_factor_enabled_at' })
  twoFactorEnabledAt!: Date | null;
  @Column({ ...nullableTimeColumn, name: 'password_changed_at' }) passwordChangedAt!: Date | null;
  @Column({ ...timeColumn, name: 'created_at' }) createdAt!: Date;
  @Column({ ...timeColumn, name: 'updated_at' }) updatedAt!: Date;
}
