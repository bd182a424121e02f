import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { FinePaymentMethod, FineStatus } from '@tontine/contracts';
import {
  boolColumn,
  moneyColumn,
  nullableTimeColumn,
  timeColumn,
} from '../database/column-types.js';

/**
 * A member's late fine for one cycle (one at most: unique on group, member and cycle). Paid
 * whole and once, so its payment and its waiver live on the row.
 */
@Entity('fines')
export class Fine {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id!: string;
  @Column({ type: 'varchar', length: 36, name: 'group_id' }) groupId!: string;
  @Column({ type: 'varchar', length: 36, name: 'user_id' }) userId!: string;
  @Column({ type: 'int', name: 'cycle_number' }) cycleNumber!: number;
  @Column(moneyColumn) amount!: string;
  @Column({ type: 'varchar', length: 3 }) currency!: string;
  @Column({ type: 'varchar', length: 8 }) status!: FineStatus;
  @Column({ type: 'int', name: 'rules_version' }) rulesVersion!: number;
  @Column({ ...boolColumn, name: 'member_was_paid' }) memberWasPaid!: boolean;
  @Column({ ...timeColumn, name: 'created_at' }) createdAt!: Date;
  @Column({ type: 'varchar', length: 36, name: 'payment_recorded_by', nullable: true })
  paymentRecordedBy!: string | null;
  @Column({ ...nullableTimeColumn, name: 'payment_recorded_at' }) paymentRecordedAt!: Date | null;
  @Column({ type: 'varchar', length: 8, name: 'payment_method', nullable: true })
  paymentMethod!: FinePaymentMethod | null;
  @Column({ type: 'varchar', length: 20, name: 'receipt_number', nullable: true })
  receiptNumber!: string | null;
  /** The transaction of a fine paid in tokens, lower-case. */
  @Column({ type: 'varchar', length: 66, name: 'tx_hash', nullable: true }) txHash!: string | null;
  @Column({ type: 'varchar', length: 36, name: 'decided_by', nullable: true }) decidedBy!:
    string | null;
  @Column({ ...nullableTimeColumn, name: 'decided_at' }) decidedAt!: Date | null;
  @Column({ type: 'varchar', length: 500, name: 'waive_reason', nullable: true }) waiveReason!:
    string | null;
  @Column({ type: 'varchar', length: 500, name: 'rejection_reason', nullable: true })
  rejectionReason!: string | null;
}
