import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { ChainStatus, ContributionMethod, ContributionStatus } from '@tontine/contracts';
import { moneyColumn, nullableTimeColumn, timeColumn } from '../database/column-types.js';

/** A payment towards one cycle. Approved rows are final: corrections are new reversing rows. */
@Entity('contributions')
export class Contribution {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id!: string;
  @Column({ type: 'varchar', length: 36, name: 'group_id' }) groupId!: string;
  @Column({ type: 'varchar', length: 36, name: 'user_id' }) userId!: string;
  @Column({ type: 'int', name: 'cycle_number' }) cycleNumber!: number;
  @Column(moneyColumn) amount!: string;
  @Column({ type: 'varchar', length: 3 }) currency!: string;
  @Column({ type: 'varchar', length: 16 }) method!: ContributionMethod;
  @Column({ type: 'varchar', length: 10 }) status!: ContributionStatus;
  @Column({ type: 'varchar', length: 36, name: 'recorded_by' }) recordedBy!: string;
  @Column({ type: 'varchar', length: 100, name: 'idempotency_key', nullable: true })
  idempotencyKey!: string | null;
  @Column({ type: 'varchar', length: 128, name: 'tx_hash', nullable: true }) txHash!: string | null;
  @Column({ type: 'varchar', length: 8, name: 'token_symbol', nullable: true }) tokenSymbol!:
    string | null;
  @Column({ type: 'varchar', length: 16, nullable: true }) network!: string | null;
  /** A crypto contribution's state on chain (crypto_payments has the details); null for cash. */
  @Column({ type: 'varchar', length: 10, name: 'chain_status', nullable: true })
  chainStatus!: ChainStatus | null;
  @Column({ type: 'text', name: 'admin_notes', nullable: true }) adminNotes!: string | null;
  @Column({ type: 'varchar', length: 500, name: 'rejection_reason', nullable: true })
  rejectionReason!: string | null;
  @Column({ type: 'varchar', length: 36, name: 'reverses_id', nullable: true }) reversesId!:
    string | null;
  @Column({ type: 'varchar', length: 36, name: 'decided_by', nullable: true }) decidedBy!:
    string | null;
  @Column({ ...nullableTimeColumn, name: 'decided_at' }) decidedAt!: Date | null;
  @Column({ ...timeColumn, name: 'created_at' }) createdAt!: Date;
}
