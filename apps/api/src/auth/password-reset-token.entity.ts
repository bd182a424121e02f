import { Column, Entity, PrimaryColumn } from 'typeorm';
import { nullableTimeColumn, timeColumn } from '../database/column-types.js';

@Entity('password_reset_tokens')
export class PasswordResetToken {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id!: string;
  @Column({ type: 'varchar', length: 36, name: 'user_id' }) userId!: string;
  /** SHA-256 of the token sent by e-mail: a database leak gives no usable link. */
  @Column({ type: 'varchar', length: 64, name: 'token_hash' }) tokenHash!: string;
  @Column({ ...timeColumn, name: 'expires_at' }) expiresAt!: Date;
  @Column({ ...nullableTimeColumn, name: 'used_at' }) usedAt!: Date | null;
  @Column({ ...timeColumn, name: 'created_at' }) createdAt!: Date;
}
