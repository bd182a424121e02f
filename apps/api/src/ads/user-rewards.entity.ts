import { Column, Entity, PrimaryColumn } from 'typeorm';
import { nullableTimeColumn, timeColumn } from '../database/column-types.js';

const jsonList = {
  to: (v: string[] | undefined) => (v === undefined ? v : JSON.stringify(v)),
  from: (v: unknown) => (typeof v === 'string' ? (JSON.parse(v) as string[]) : []),
};

/** What an account earned from rewarded ads. Coins are a count, never money. */
@Entity('user_rewards')
export class UserRewards {
  @PrimaryColumn({ type: 'varchar', length: 36, name: 'user_id' }) userId!: string;
  @Column({ ...nullableTimeColumn, name: 'premium_until' }) premiumUntil!: Date | null;
  @Column({ type: 'int' }) coins!: number;
  @Column({ type: 'int' }) reputation!: number;
  @Column({ type: 'text', transformer: jsonList }) badges!: string[];
  @Column({ type: 'text', transformer: jsonList }) themes!: string[];
  @Column({ type: 'varchar', length: 40, name: 'active_theme', nullable: true }) activeTheme!:
    string | null;
  @Column({ type: 'varchar', length: 40, name: 'active_badge', nullable: true }) activeBadge!:
    string | null;
  @Column({ ...timeColumn, name: 'updated_at' }) updatedAt!: Date;
}
