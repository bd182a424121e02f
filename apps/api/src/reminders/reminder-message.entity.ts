import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { OutboundChannel, ReminderKind, ReminderMessageStatus } from '@tontine/contracts';
import { nullableTimeColumn, timeColumn } from '../database/column-types.js';

/** One e-mail or SMS a reminder sends: at most one per reminder and channel. */
@Entity('reminder_messages')
export class ReminderMessage {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id!: string;
  @Column({ type: 'varchar', length: 36, name: 'reminder_id' }) reminderId!: string;
  @Column({ type: 'varchar', length: 36, name: 'user_id' }) userId!: string;
  @Column({ type: 'varchar', length: 36, name: 'group_id' }) groupId!: string;
  @Column({ type: 'int', name: 'cycle_number' }) cycleNumber!: number;
  @Column({ type: 'varchar', length: 16 }) kind!: ReminderKind;
  @Column({ type: 'varchar', length: 8 }) channel!: OutboundChannel;
  @Column({ type: 'varchar', length: 12 }) status!: ReminderMessageStatus;
  @Column({ ...timeColumn, name: 'send_after' }) sendAfter!: Date;
  /** Where it went: the e-mail address or the number in international format. */
  @Column({ type: 'varchar', length: 254, nullable: true }) destination!: string | null;
  @Column({ type: 'varchar', length: 10, name: 'local_day', nullable: true })
  localDay!: string | null;
  @Column({ type: 'varchar', length: 100, name: 'provider_message_id', nullable: true })
  providerMessageId!: string | null;
  @Column({ type: 'varchar', length: 255, name: 'failure_reason', nullable: true })
  failureReason!: string | null;
  @Column({ ...nullableTimeColumn, name: 'sent_at' }) sentAt!: Date | null;
  @Column({ ...nullableTimeColumn, name: 'delivered_at' }) deliveredAt!: Date | null;
  @Column({ ...timeColumn, name: 'created_at' }) createdAt!: Date;
}
