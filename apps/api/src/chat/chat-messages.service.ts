import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  CHAT_LIMITS,
  CHAT_RATE_LIMIT,
  isChatAvailable,
  type ChatHistoryQuery,
  type ChatPage,
  type ChatReadResponse,
  type ChatSendResponse,
} from '@tontine/contracts';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { Repository } from 'typeorm';
import { DomainError } from '../common/domain-error.js';
import { RateLimitService } from '../common/rate-limit.service.js';
import { ServerCaches } from '../common/server-caches.service.js';
import { newId } from '../database/ids.js';
import { isUniqueViolation } from '../database/unique-violation.js';
import type { User } from '../users/user.entity.js';
import { ChatAccessService } from './chat-access.service.js';
import { ChatHub } from './chat-hub.service.js';
import { ChatMessageWriter } from './chat-message-writer.service.js';
import {
  ChatViewsService,
  type SenderSeat,
  toChatMessageDto,
  type NamedMessage,
} from './chat-views.service.js';
import { ChatMessage, ChatRead } from './chat.entities.js';

const ID_PATTERN = /^[0-9a-f-]{36}$/i;
/**
 * How long a sender's seat (the group and their membership) is reused between messages. An
 * exclusion forgets it at once on every instance; a group closed or its chat turned off is
 * noticed within this delay.
 */
const SEAT_CACHE_MS = 5_000;

/** Writing, reading and read marks of a group's chat. The database is the source of truth. */
@Injectable()
export class ChatMessagesService {
  constructor(
    @InjectRepository(ChatMessage) private readonly messages: Repository<ChatMessage>,
    @InjectRepository(ChatRead) private readonly reads: Repository<ChatRead>,
    private readonly access: ChatAccessService,
    private readonly views: ChatViewsService,
    private readonly hub: ChatHub,
    private readonly limits: RateLimitService,
    private readonly writer: ChatMessageWriter,
    caches: ServerCaches,
  ) {
    caches.register('chat-sender-seats', () => this.seats.clear());
    hub.onDeparture((groupId, userId) => {
      if (userId) return void this.seats.delete(`${groupId}:${userId}`);
      for (const key of this.seats.keys())
        if (key.startsWith(`${groupId}:`)) this.seats.delete(key);
    });
  }

  private readonly seats = new Map<string, { seat: SenderSeat; at: number }>();

  /**
   * A message is refused, in this order: empty, from a non-member, to a group whose chat is
   * closed, too long; then the rate limit. (Sign-in is the access guard's.)
   */
  async send(user: User, groupId: string, text: string): Promise<ChatSendResponse> {
    const message = text.trim();
    if (!message) throw new DomainError('CHAT_MESSAGE_EMPTY');
    const { group, isAdmin } = await this.senderSeat(user, groupId);
    if (!isChatAvailable({ status: group.status, chat_enabled: group.chatEnabled }))
      throw new DomainError('CHAT_GROUP_INACTIVE');
    if (message.length > CHAT_LIMITS.maxLength) throw new DomainError('CHAT_MESSAGE_TOO_LONG');
    await this.consumeSendAllowance(user.id);

    const row: NamedMessage = Object.assign(new ChatMessage(), {
      id: newId(),
      groupId: group.id,
      senderId: user.id,
      message,
      senderIsAdmin: isAdmin,
      createdAt: new Date(),
      deletedAt: null,
      deletedBy: null,
      senderName: user.username,
    });
    await this.writer.write(row);
    await this.hub.publish(group.id, { type: 'new_message', message: toChatMessageDto(row) });
    return { id: row.id, timestamp: row.createdAt.toISOString() };
  }

  /** Newest page first (`before` for older ones), or what came `after` a known message. */
  async history(user: User, groupId: string, query: ChatHistoryQuery): Promise<ChatPage> {
    const seat = await this.access.assertCanOpen(user, groupId);
    const lastRead = await this.lastReadId(seat.group.id, user.id);
    const conditions = ['m.group_id = ?', 'm.deleted_at IS NULL'];
    const params: unknown[] = [seat.group.id];
    if (query.before) {
      conditions.push('m.id < ?');
      params.push(validId(query.before));
    }
    if (query.after) {
      conditions.push('m.id > ?');
      params.push(validId(query.after));
    }
    const newestFirst = !query.after;
    const rows = await this.views.namedMessages(
      `WHERE ${conditions.join(' AND ')} ORDER BY m.id ${newestFirst ? 'DESC' : 'ASC'} LIMIT ${query.limit + 1}`,
      params,
    );
    const more = rows.length > query.limit;
    const page = rows.slice(0, query.limit);
    if (newestFirst) page.reverse();
    return {
      items: await this.views.views(page, user, seat.isModerator, lastRead),
      next_cursor: newestFirst && more ? page[0]!.id : null,
      unread_count: await this.unreadIn(seat.group.id, user.id, lastRead),
      is_moderator: seat.isModerator,
    };
  }

  /** Moves the caller's read mark forward (never back) and answers what stays unread. */
  async markRead(user: User, groupId: string, messageId: string): Promise<ChatReadResponse> {
    const seat = await this.access.assertCanOpen(user, groupId);
    const message = await this.messages.findOneBy({
      id: validId(messageId),
      groupId: seat.group.id,
    });
    if (!message) throw new DomainError('CHAT_MESSAGE_NOT_FOUND');
    await this.moveReadMark(seat.group.id, user.id, message.id);
    const lastRead = await this.lastReadId(seat.group.id, user.id);
    return { unread_count: await this.unreadIn(seat.group.id, user.id, lastRead) };
  }

  private async moveReadMark(groupId: string, userId: string, messageId: string): Promise<void> {
    const repo = this.reads;
    const forward = () =>
      repo
        .createQueryBuilder()
        .update()
        .set({ lastReadMessageId: messageId, updatedAt: new Date() })
        .where('group_id = :g AND user_id = :u AND last_read_message_id < :m', {
          g: groupId,
          u: userId,
          m: messageId,
        })
        .execute();
    if ((await forward()).affected) return;
    try {
      await repo.insert({
        id: newId(),
        groupId,
        userId,
        lastReadMessageId: messageId,
        updatedAt: new Date(),
      });
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      // Another tab created the mark first, maybe behind this message: move it forward.
      await forward();
    }
  }

  /** Sending is the hot path: a seat read once serves the next few seconds of messages. */
  private async senderSeat(user: User, groupId: string): Promise<SenderSeat> {
    const key = `${groupId}:${user.id}`;
    const cached = this.seats.get(key);
    if (cached && Date.now() - cached.at < SEAT_CACHE_MS) return cached.seat;
    const seat = await this.views.senderSeat(user, groupId);
    if (this.seats.size >= 50_000) this.seats.clear();
    this.seats.set(key, { seat, at: Date.now() });
    return seat;
  }

  private async consumeSendAllowance(userId: string): Promise<void> {
    const limiter = this.limits.limiter({
      key: 'chat-send',
      points: CHAT_RATE_LIMIT.messages,
      seconds: CHAT_RATE_LIMIT.windowSeconds,
    });
    try {
      await limiter.consume(userId);
    } catch (err) {
      if (!(err instanceof RateLimiterRes)) throw err;
      throw new DomainError('CHAT_RATE_LIMITED', undefined, {
        retry_after_seconds: Math.ceil(err.msBeforeNext / 1000),
      });
    }
  }

  private async lastReadId(groupId: string, userId: string): Promise<string | null> {
    const read = await this.reads.findOneBy({ groupId, userId });
    return read?.lastReadMessageId ?? null;
  }

  private async unreadIn(groupId: string, userId: string, lastRead: string | null) {
    const rows = (await this.messages.query(
      `SELECT COUNT(*) AS n FROM chat_messages WHERE group_id = ? AND deleted_at IS NULL AND sender_id <> ?${lastRead ? ' AND id > ?' : ''}`,
      lastRead ? [groupId, userId, lastRead] : [groupId, userId],
    )) as Array<{ n: number | string }>;
    return Number(rows[0]?.n ?? 0);
  }
}

function validId(id: string): string {
  if (!ID_PATTERN.test(id)) throw new DomainError('CHAT_MESSAGE_NOT_FOUND');
  return id;
}
