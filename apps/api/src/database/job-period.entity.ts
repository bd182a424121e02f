import { Column, Entity, PrimaryColumn } from 'typeorm';
import { timeColumn } from './column-types.js';

/** A background job's period, claimed by the instance that runs it. */
@Entity('job_periods')
export class JobPeriod {
  @PrimaryColumn({ type: 'varchar', length: 40 }) job!: string;
  @PrimaryColumn({ type: 'datetime', precision: 3, name: 'period_start' }) periodStart!: Date;
  @Column({ ...timeColumn, name: 'claimed_at' }) claimedAt!: Date;
  /** The host and process that claimed it, for the logs. */
  @Column({ type: 'varchar', length: 120, name: 'claimed_by' }) claimedBy!: string;
}
