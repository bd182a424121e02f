import { Column, Entity, PrimaryColumn } from 'typeorm';
import { nullableTimeColumn, timeColumn } from '../database/column-types.js';

/**
 * `full`: an ordinary session. `two_factor_enrolment`: an operator (super admin or support) who
 * must set up two-factor sign-in (TWO_FACTOR_REQUIRED_FOR_SUPER_ADMINS) may only do that, then
 * sign in again.
 */
export type SessionScope = 'full' | 'two_factor_enrolment';

/** A signed-in session: what its access token names, ended by revocation, expiry or idleness. */
@Entity('sessions')
export class Session {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id!: string;
  @Column({ type: 'varchar', length: 36, name: 'user_id' }) userId!: string;
  @Column({ type: 'varchar', length: 24 }) scope!: SessionScope;
  @Column({ ...timeColumn, name: 'created_at' }) createdAt!: Date;
  @Column({ ...timeColumn, name: 'last_seen_at' }) lastSeenAt!: Date;
  @Column({ ...timeColumn, name: 'expires_at' }) expiresAt!: Date;
  @Column({ ...nullableTimeColumn, name: 'revoked_at' }) revokedAt!: Date | null;
  @Column({ type: 'varchar', length: 32, name: 'revoked_reason', nullable: true })
  revokedReason!: string | null;
  @Column({ type: 'varchar', length: 64, name: 'ip_address', nullable: true }) ipAddress!:
    string | null;
  @Column({ type: 'varchar', length: 255, name: 'user_agent', nullable: true }) userAgent!:
    string | null;
}

/** A single-use two-factor recovery code, kept as the SHA-256 of its text. */
@Entity('recovery_codes')
export class RecoveryCode {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id!: string;
  @Column({ type: 'varchar', length: 36, name: 'user_id' }) userId!: string;
  @Column({ type: 'varchar', length: 64, name: 'code_hash' }) codeHash!: string;
  @Column({ ...nullableTimeColumn, name: 'used_at' }) usedAt!: Date | null;
  @Column({ ...timeColumn, name: 'created_at' }) createdAt!: Date;
}
