import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { TurnSwapStatus } from '@tontine/contracts';
import { nullableTimeColumn, timeColumn } from '../database/column-types.js';

/** Two members exchanging their turns: proposed, answered by the other, decided by an admin. */
@Entity('turn_swaps')
export class TurnSwap {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id!: string;
  @Column({ type: 'varchar', length: 36, name: 'group_id' }) groupId!: string;
  @Column({ type: 'varchar', length: 36, name: 'proposer_id' }) proposerId!: string;
  @Column({ type: 'varchar', length: 36, name: 'counterpart_id' }) counterpartId!: string;
  /** The turns as they stood at the proposal: an approval checks they still do. */
  @Column({ type: 'int', name: 'proposer_cycle' }) proposerCycle!: number;
  @Column({ type: 'int', name: 'counterpart_cycle' }) counterpartCycle!: number;
  @Column({ type: 'varchar', length: 10 }) status!: TurnSwapStatus;
  @Column({ type: 'varchar', length: 500, nullable: true }) reason!: string | null;
  @Column({ ...timeColumn, name: 'created_at' }) createdAt!: Date;
  @Column({ ...nullableTimeColumn, name: 'responded_at' }) respondedAt!: Date | null;
  @Column({ type: 'varchar', length: 36, name: 'decided_by', nullable: true }) decidedBy!:
    string | null;
  @Column({ ...nullableTimeColumn, name: 'decided_at' }) decidedAt!: Date | null;
}
