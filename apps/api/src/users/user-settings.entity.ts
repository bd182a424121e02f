import { Column, Entity, PrimaryColumn } from 'typeorm';
import { boolColumn, timeColumn } from '../database/column-types.js';

@Entity('user_settings')
export class UserSettingsRow {
  @PrimaryColumn({ type: 'varchar', length: 36, name: 'user_id' }) userId!: string;
  @Column({ ...boolColumn, name: 'notify_email' }) notifyEmail!: boolean;
  @Column({ ...boolColumn, name: 'notify_sms' }) notifySms!: boolean;
  @Column({ ...boolColumn, name: 'notify_push' }) notifyPush!: boolean;
  @Column({ ...boolColumn, name: 'notify_group_updates' }) notifyGroupUpdates!: boolean;
  @Column({ ...boolColumn, name: 'notify_payment_reminders' }) notifyPaymentReminders!: boolean;
  @Column({ type: 'varchar', length: 10 }) theme!: 'light' | 'dark';
  @Column({ type: 'varchar', length: 10, name: 'font_size' }) fontSize!:
    'small' | 'medium' | 'large';
  @Column({ type: 'varchar', length: 3 }) currency!: 'KES' | 'USD' | 'EUR';
  @Column({ ...boolColumn, name: 'two_factor_enabled' }) twoFactorEnabled!: boolean;
  @Column({ type: 'int', name: 'session_timeout' }) sessionTimeout!: number;
  @Column({ ...boolColumn, name: 'auto_sync' }) autoSync!: boolean;
  @Column({ ...boolColumn, name: 'offline_mode' }) offlineMode!: boolean;
  @Column({ ...boolColumn, name: 'debug_mode' }) debugMode!: boolean;
  @Column({ ...timeColumn, name: 'updated_at' }) updatedAt!: Date;
}
