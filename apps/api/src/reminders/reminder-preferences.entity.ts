import { Column, Entity, PrimaryColumn } from 'typeorm';
import { boolColumn, timeColumn } from '../database/column-types.js';

/** A member's limits on reminders that leave the app; no row: the defaults, in their country's zone. */
@Entity('reminder_preferences')
export class ReminderPreferencesRow {
  @PrimaryColumn({ type: 'varchar', length: 36, name: 'user_id' }) userId!: string;
  @Column({ ...boolColumn, name: 'quiet_hours_enabled' }) quietHoursEnabled!: boolean;
  @Column({ type: 'varchar', length: 5, name: 'quiet_start' }) quietStart!: string;
  @Column({ type: 'varchar', length: 5, name: 'quiet_end' }) quietEnd!: string;
  @Column({ type: 'int', name: 'daily_limit' }) dailyLimit!: number;
  @Column({ type: 'varchar', length: 64, name: 'time_zone' }) timeZone!: string;
  @Column({ ...timeColumn, name: 'updated_at' }) updatedAt!: Date;
}
