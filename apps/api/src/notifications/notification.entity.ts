import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { NotificationPriority, NotificationType } from '@tontine/contracts';
import { boolColumn, timeColumn } from '../database/column-types.js';

@Entity('notifications')
export class Notification {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id!: string;
  @Column({ type: 'varchar', length: 36, name: 'user_id' }) userId!: string;
  @Column({ type: 'varchar', length: 40 }) type!: NotificationType;
  @Column({ type: 'varchar', length: 200 }) title!: string;
  @Column({ type: 'text' }) message!: string;
  @Column({ type: 'varchar', length: 10 }) priority!: NotificationPriority;
  @Column({ ...boolColumn, name: 'is_read' }) isRead!: boolean;
  @Column({ type: 'text', nullable: true }) data!: string | null;
  @Column({ ...timeColumn, name: 'created_at' }) createdAt!: Date;
}
