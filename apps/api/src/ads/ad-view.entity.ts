import { Column, Entity, PrimaryColumn } from 'typeorm';
import { nullableTimeColumn, timeColumn } from '../database/column-types.js';

/** A rewarded view the server started: claimed once, not before claimable_at. */
@Entity('ad_views')
export class AdView {
  @PrimaryColumn({ type: 'varchar', length: 64 }) token!: string;
  @Column({ type: 'varchar', length: 40, name: 'ad_id' }) adId!: string;
  @Column({ type: 'varchar', length: 36, name: 'user_id' }) userId!: string;
  @Column({ type: 'varchar', length: 32 }) reward!: string;
  @Column({ type: 'int', name: 'min_view_seconds' }) minViewSeconds!: number;
  @Column({ ...timeColumn, name: 'started_at' }) startedAt!: Date;
  @Column({ ...timeColumn, name: 'claimable_at' }) claimableAt!: Date;
  @Column({ ...nullableTimeColumn, name: 'claimed_at' }) claimedAt!: Date | null;
}
