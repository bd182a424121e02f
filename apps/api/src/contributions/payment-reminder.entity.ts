import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { ReminderKind } from '@tontine/contracts';
import { timeColumn } from '../database/column-types.js';

@Entity('payment_reminders')
export class PaymentReminder {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id!: string;
  @Column({ type: 'varchar', length: 36, name: 'group_id' }) groupId!: string;
  @Column({ type: 'int', name: 'cycle_number' }) cycleNumber!: number;
  @Column({ type: 'varchar', length: 36, name: 'user_id' }) userId!: string;
  @Column({ type: 'varchar', length: 16 }) kind!: ReminderKind;
  @Column({ ...timeColumn, name: 'created_at' }) createdAt!: Date;
}
