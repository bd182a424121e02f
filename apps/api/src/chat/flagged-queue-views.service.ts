import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { FlaggedChatPage, FlaggedChatQuery } from '@tontine/contracts';
import { DataSource } from 'typeorm';
import { hydrate, placeholders } from '../database/raw-reads.js';
import { ChatMessage } from './chat.entities.js';

/**
 * The console's moderation queue: the reported messages of every group that no moderator
 * deleted or dismissed, newest message first, a keyset page at a time (the cursor is the last
 * message id shown: ids grow with time). Groups and senders are read beside the messages,
 * which is why this is a views service.
 */
@Injectable()
export class FlaggedQueueViewsService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async page({ limit, cursor }: FlaggedChatQuery): Promise<FlaggedChatPage> {
    const rows = (await this.db.query(
      `SELECT m.*, g.name AS group_name, u.username AS sender_name
       FROM chat_messages m
       INNER JOIN savings_groups g ON g.id = m.group_id AND g.deleted_at IS NULL
       INNER JOIN users u ON u.id = m.sender_id
       WHERE m.deleted_at IS NULL
         AND EXISTS (SELECT 1 FROM chat_flags f WHERE f.message_id = m.id AND f.dismissed_at IS NULL)
         ${cursor ? 'AND m.id < ?' : ''}
       ORDER BY m.id DESC LIMIT ?`,
      cursor ? [cursor, limit + 1] : [limit + 1],
    )) as Array<Record<string, unknown>>;
    const shown = rows.slice(0, limit);
    const messages = hydrate(this.db, ChatMessage, shown);
    const flags = messages.length
      ? ((await this.db.query(
          `SELECT message_id, reason, created_at FROM chat_flags
           WHERE dismissed_at IS NULL AND message_id IN (${placeholders(messages.length)})
           ORDER BY created_at`,
          messages.map((m) => m.id),
        )) as Array<{ message_id: string; reason: string; created_at: Date | string }>)
      : [];
    const byMessage = new Map<string, { reasons: string[]; last: Date }>();
    for (const flag of flags) {
      const at = new Date(flag.created_at);
      const seen = byMessage.get(flag.message_id) ?? { reasons: [], last: at };
      seen.reasons.push(flag.reason);
      if (at > seen.last) seen.last = at;
      byMessage.set(flag.message_id, seen);
    }
    const items = messages.map((m, i) => {
      const seen = byMessage.get(m.id) ?? { reasons: [], last: m.createdAt };
      return {
        id: m.id,
        group_id: m.groupId,
        group_name: String(shown[i]!.group_name),
        sender_id: m.senderId,
        sender_name: String(shown[i]!.sender_name),
        message: m.message,
        timestamp: m.createdAt.toISOString(),
        flag_count: seen.reasons.length,
        flag_reasons: seen.reasons,
        last_flagged_at: seen.last.toISOString(),
      };
    });
    const last = messages.at(-1);
    return { items, nextCursor: rows.length > limit && last ? last.id : null };
  }
}
