import type { PayoutMethod } from '@tontine/contracts';
import { Column, Entity, PrimaryColumn } from 'typeorm';
import { moneyColumn, timeColumn } from '../database/column-types.js';

/** The pot of one cycle, paid to its beneficiary: once per cycle (unique index). */
@Entity('payouts')
export class Payout {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id!: string;
  @Column({ type: 'varchar', length: 36, name: 'group_id' }) groupId!: string;
  @Column({ type: 'int', name: 'cycle_number' }) cycleNumber!: number;
  @Column({ type: 'varchar', length: 36, name: 'beneficiary_id' }) beneficiaryId!: string;
  @Column(moneyColumn) amount!: string;
  @Column({ type: 'varchar', length: 3 }) currency!: string;
  /** How the pot reached the beneficiary: `cash` (recorded by the admin) or `mpesa`. */
  @Column({ type: 'varchar', length: 16, default: 'cash' }) method!: PayoutMethod;
  /** The provider's receipt for a payout it carried out (M-Pesa's TransactionID); null for cash. */
  @Column({ type: 'varchar', length: 20, name: 'receipt_number', nullable: true })
  receiptNumber!: string | null;
  @Column({ type: 'varchar', length: 36, name: 'recorded_by' }) recordedBy!: string;
  @Column({ ...timeColumn, name: 'created_at' }) createdAt!: Date;
}
