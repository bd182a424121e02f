import type { SavingMethod, SavingStatus } from '@tontine/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';
import { moneyColumn, nullableTimeColumn, timeColumn } from '../database/column-types.js';

/** One saving into a group's fund, for a cycle. */
@Entity('savings')
export class Saving {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id!: string;
  @Column({ type: 'varchar', length: 36, name: 'group_id' }) groupId!: string;
  @Column({ type: 'varchar', length: 36, name: 'user_id' }) userId!: string;
  @Column({ type: 'int', name: 'cycle_number' }) cycleNumber!: number;
  @Column(moneyColumn) amount!: string;
  @Column({ type: 'varchar', length: 3 }) currency!: string;
  @Column({ type: 'varchar', length: 8 }) method!: SavingMethod;
  /** Safaricom's receipt of a saving paid by M-Pesa. */
  @Column({ type: 'varchar', length: 20, name: 'receipt_number', nullable: true })
  receiptNumber!: string | null;
  /** The transaction of a saving paid in tokens (lower-case). */
  @Column({ type: 'varchar', length: 66, name: 'tx_hash', nullable: true }) txHash!: string | null;
  @Column({ type: 'varchar', length: 10 }) status!: SavingStatus;
  @Column({ type: 'varchar', length: 36, name: 'recorded_by' }) recordedBy!: string;
  @Column({ type: 'varchar', length: 36, name: 'decided_by', nullable: true }) decidedBy!:
    string | null;
  @Column({ ...nullableTimeColumn, name: 'decided_at' }) decidedAt!: Date | null;
  @Column({ type: 'varchar', length: 500, name: 'rejection_reason', nullable: true })
  rejectionReason!: string | null;
  @Column({ ...timeColumn, name: 'created_at' }) createdAt!: Date;
}
