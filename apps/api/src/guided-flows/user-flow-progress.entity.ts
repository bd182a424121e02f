import { Column, Entity, PrimaryColumn } from 'typeorm';
import { boolColumn, timeColumn } from '../database/column-types.js';

/** The step a user reached in one guided flow (one row per user and flow). */
@Entity('user_flow_progress')
export class UserFlowProgress {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id!: string;
  @Column({ type: 'varchar', length: 36, name: 'user_id' }) userId!: string;
  @Column({ type: 'varchar', length: 32 }) flow!: string;
  @Column({ type: 'int', name: 'step_index' }) stepIndex!: number;
  @Column({ ...boolColumn }) completed!: boolean;
  @Column({ ...timeColumn, name: 'updated_at' }) updatedAt!: Date;
}
