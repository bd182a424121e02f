import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { ChatMessageDto } from '@tontine/contracts';
import { DataSource } from 'typeorm';
import { placeholders } from '../database/raw-reads.js';
import type { User } from '../users/user.entity.js';
import type { ChatMessage } from './chat.entities.js';

export type NamedMessage = ChatMessage & { senderName: string };

/** What a given reader sees of chat messages: flags to moderators, their own report to others. */
@Injectable()
export class ChatViewsService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async views(
    messages: NamedMessage[],
    viewer: User,
    moderator: boolean,
    lastReadId: string | null,
  ): Promise<ChatMessageDto[]> {
    if (messages.length === 0) return [];
    const ids = messages.map((m) => m.id);
    const flags = (await this.db.query(
      moderator
        ? `SELECT message_id, reason FROM chat_flags WHERE dismissed_at IS NULL AND message_id IN (${placeholders(ids.length)}) ORDER BY created_at`
        : `SELECT message_id, reason FROM chat_flags WHERE user_id = ? AND message_id IN (${placeholders(ids.length)})`,
      moderator ? ids : [viewer.id, ...ids],
    )) as Array<{ message_id: string; reason: string }>;
    const reasons = new Map<string, string[]>();
    for (const f of flags)
      reasons.set(f.message_id, [...(reasons.get(f.message_id) ?? []), f.reason]);
    return messages.map((m) => {
      const mine = reasons.get(m.id) ?? [];
      return toChatMessageDto(m, {
        isFlagged: mine.length > 0,
        flagReasons: moderator ? mine : [],
        isRead: m.senderId === viewer.id || (lastReadId !== null && m.id <= lastReadId),
      });
    });
  }
}

export function toChatMessageDto(
  m: NamedMessage,
  seen: { isFlagged: boolean; flagReasons: string[]; isRead: boolean } = {
    isFlagged: false,
    flagReasons: [],
    isRead: false,
  },
): ChatMessageDto {
  return {
    id: m.id,
    group_id: m.groupId,
    sender_id: m.senderId,
    sender_name: m.senderName,
    message: m.message,
    timestamp: m.createdAt.toISOString(),
    is_flagged: seen.isFlagged,
    is_admin: m.senderIsAdmin,
    is_read: seen.isRead,
    flag_count: seen.flagReasons.length,
    flag_reasons: seen.flagReasons,
  };
}
