import { Column, Entity, PrimaryColumn } from 'typeorm';
import { boolColumn, nullableTimeColumn, timeColumn } from '../database/column-types.js';

@Entity('chat_messages')
export class ChatMessage {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id!: string;
  @Column({ type: 'varchar', length: 36, name: 'group_id' }) groupId!: string;
  @Column({ type: 'varchar', length: 36, name: 'sender_id' }) senderId!: string;
  @Column({ type: 'varchar', length: 500 }) message!: string;
  /** Whether the sender administered the group when they wrote it (the admin badge). */
  @Column({ ...boolColumn, name: 'sender_is_admin' }) senderIsAdmin!: boolean;
  @Column({ ...timeColumn, name: 'created_at' }) createdAt!: Date;
  @Column({ ...nullableTimeColumn, name: 'deleted_at' }) deletedAt!: Date | null;
  @Column({ type: 'varchar', length: 36, name: 'deleted_by', nullable: true }) deletedBy!:
    string | null;
}

/** One report by one person on one message; dismissing it ('Ignore') keeps the row. */
@Entity('chat_flags')
export class ChatFlag {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id!: string;
  @Column({ type: 'varchar', length: 36, name: 'message_id' }) messageId!: string;
  @Column({ type: 'varchar', length: 36, name: 'group_id' }) groupId!: string;
  @Column({ type: 'varchar', length: 36, name: 'user_id' }) userId!: string;
  @Column({ type: 'varchar', length: 200 }) reason!: string;
  @Column({ ...timeColumn, name: 'created_at' }) createdAt!: Date;
  @Column({ ...nullableTimeColumn, name: 'dismissed_at' }) dismissedAt!: Date | null;
  @Column({ type: 'varchar', length: 36, name: 'dismissed_by', nullable: true }) dismissedBy!:
    string | null;
}

/** How far a member has read a group's chat. */
@Entity('chat_reads')
export class ChatRead {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id!: string;
  @Column({ type: 'varchar', length: 36, name: 'group_id' }) groupId!: string;
  @Column({ type: 'varchar', length: 36, name: 'user_id' }) userId!: string;
  @Column({ type: 'varchar', length: 36, name: 'last_read_message_id' }) lastReadMessageId!: string;
  @Column({ ...timeColumn, name: 'updated_at' }) updatedAt!: Date;
}

/** Members the group's admin named to moderate the chat (the group's `moderators`). */
@Entity('chat_moderators')
export class ChatModerator {
  @PrimaryColumn({ type: 'varchar', length: 36 }) id!: string;
  @Column({ type: 'varchar', length: 36, name: 'group_id' }) groupId!: string;
  @Column({ type: 'varchar', length: 36, name: 'user_id' }) userId!: string;
  @Column({ ...timeColumn, name: 'created_at' }) createdAt!: Date;
}
