import { Column, Entity, PrimaryColumn } from 'typeorm';
import { timeColumn } from '../database/column-types.js';

/** One impression, click or completed view a client reported, in its sign-in session. */
@Entity('ad_events')
export class AdEvent {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id!: string;
  @Column({ type: 'varchar', length: 40, name: 'ad_id' }) adId!: string;
  /** The ad's type when it was seen: the per-type caps count from it. */
  @Column({ type: 'varchar', length: 16, name: 'ad_type' }) adType!: string;
  @Column({ type: 'varchar', length: 16 }) kind!: string;
  @Column({ type: 'varchar', length: 32 }) page!: string;
  @Column({ type: 'varchar', length: 36, name: 'user_id' }) userId!: string;
  @Column({ type: 'varchar', length: 36, name: 'session_id' }) sessionId!: string;
  @Column({ ...timeColumn, name: 'created_at' }) createdAt!: Date;
}
