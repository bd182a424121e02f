import { Column, Entity, PrimaryColumn } from 'typeorm';
import { timeColumn } from '../database/column-types.js';

/** One place in a group's locked payout queue: position n receives in cycle n. */
@Entity('rotation_slots')
export class RotationSlot {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id!: string;
  @Column({ type: 'varchar', length: 36, name: 'group_id' }) groupId!: string;
  @Column({ type: 'int' }) position!: number;
  @Column({ type: 'varchar', length: 36, name: 'user_id' }) userId!: string;
  @Column({ ...timeColumn, name: 'created_at' }) createdAt!: Date;
}
