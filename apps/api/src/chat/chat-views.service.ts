import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { ChatMessageDto, ChatUnreadDto } from '@tontine/contracts';
import { DataSource } from 'typeorm';
import { DomainError } from '../common/domain-error.js';
import { hydrate, placeholders } from '../database/raw-reads.js';
import { Group } from '../groups/group.entity.js';
import type { User } from '../users/user.entity.js';
import { ChatMessage } from './chat.entities.js';

export type NamedMessage = ChatMessage & { senderName: string };

const ID_PATTERN = /^[0-9a-f-]{36}$/i;

/** The group a sender writes to and whether they administer it. */
export interface SenderSeat {
  group: Group;
  isAdmin: boolean;
}

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
        ? `SELECT message_id, reason FROM chat_flags WHERE dismissed_at IS NULL AND message_id IN (${placeholders(ids.length)}) ORDER BY created_at, id`
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

  /** Unread counts in every group the caller belongs to. */
  async unread(user: User): Promise<ChatUnreadDto[]> {
    const rows = (await this.db.query(
      `SELECT m.group_id AS group_id, COUNT(*) AS n FROM chat_messages m
       INNER JOIN memberships ms ON ms.group_id = m.group_id AND ms.user_id = ? AND ms.status = 'active'
       LEFT JOIN chat_reads r ON r.group_id = m.group_id AND r.user_id = ?
       WHERE m.deleted_at IS NULL AND m.sender_id <> ?
         AND (r.last_read_message_id IS NULL OR m.id > r.last_read_message_id)
       GROUP BY m.group_id`,
      [user.id, user.id, user.id],
    )) as Array<{ group_id: string; n: number | string }>;
    return rows.map((r) => ({ group_id: r.group_id, unread_count: Number(r.n) }));
  }

  async namedMessages(tail: string, params: unknown[]): Promise<NamedMessage[]> {
    const rows = (await this.db.query(
      `SELECT m.*, u.username AS sender_name FROM chat_messages m INNER JOIN users u ON u.id = m.sender_id ${tail}`,
      params,
    )) as Array<Record<string, unknown>>;
    return hydrate(this.db, ChatMessage, rows).map((m, i) =>
      Object.assign(m, { senderName: String(rows[i]!.sender_name) }),
    );
  }

  /** The group and the caller's membership in one read. */
  async senderSeat(user: User, groupId: string): Promise<SenderSeat> {
    if (!ID_PATTERN.test(groupId)) throw new DomainError('GROUP_NOT_FOUND');
    const rows = (await this.db.query(
      `SELECT g.*, ms.role AS member_role FROM savings_groups g
       LEFT JOIN memberships ms ON ms.group_id = g.id AND ms.user_id = ? AND ms.status = 'active'
       WHERE g.id = ? AND g.deleted_at IS NULL`,
      [user.id, groupId],
    )) as Array<Record<string, unknown>>;
    const [group] = hydrate(this.db, Group, rows);
    if (!group) throw new DomainError('GROUP_NOT_FOUND');
    const role = rows[0]!.member_role as string | null;
    // A super admin may do whatever a group admin may (the product lets them moderate
    // every group's chat), so they write in any group as its admins do, their messages marked as an
    // admin's. Anyone else writes only where they are a member or the admin.
    const isAdmin = group.adminId === user.id || role === 'admin' || user.role === 'super_admin';
    if (!isAdmin && !role) throw new DomainError('CHAT_NOT_MEMBER');
    return { group, isAdmin };
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
