import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  DEFAULT_FLAG_REASON,
  type ChatDeleteResponse,
  type ChatDismissResponse,
  type ChatFlagResponse,
  type ChatMessageDto,
  type ChatModeratorsDto,
} from '@tontine/contracts';
import { IsNull, Repository, type EntityManager } from 'typeorm';
import { AuditService } from '../audit/audit.service.js';
import { DomainEvents } from '../events/domain-events.service.js';
import { DomainError } from '../common/domain-error.js';
import { newId } from '../database/ids.js';
import { Transactions } from '../database/transactions.service.js';
import { isUniqueViolation } from '../database/unique-violation.js';
import { MembershipsService } from '../memberships/memberships.service.js';
import type { User } from '../users/user.entity.js';
import { ChatAccessService } from './chat-access.service.js';
import { ChatHub } from './chat-hub.service.js';
import { ChatViewsService, type NamedMessage } from './chat-views.service.js';
import { ChatFlag, ChatMessage, ChatModerator } from './chat.entities.js';

/** Reports, deletions, the moderation list and the moderators a group admin names. */
@Injectable()
export class ChatModerationService {
  constructor(
    @InjectRepository(ChatFlag) private readonly flags: Repository<ChatFlag>,
    @InjectRepository(ChatModerator) private readonly moderatorRows: Repository<ChatModerator>,
    private readonly transactions: Transactions,
    private readonly access: ChatAccessService,
    private readonly views: ChatViewsService,
    private readonly hub: ChatHub,
    private readonly audit: AuditService,
    private readonly memberships: MembershipsService,
    events: DomainEvents,
  ) {
    // A moderator is named among the members: one who leaves the group stops being one, and
    // does not find the right again if they are let back in.
    events.on('membership.ended', ({ groupId, userId }) => this.forgetModerator(groupId, userId));
  }

  async flag(user: User, messageId: string, reason: string | undefined): Promise<ChatFlagResponse> {
    const message = await this.liveMessage(messageId);
    const seat = await this.access.assertCanOpen(user, message.groupId);
    if (message.senderId === user.id) throw new DomainError('CHAT_FLAG_OWN');
    try {
      await this.flags.insert({
        id: newId(),
        messageId: message.id,
        groupId: message.groupId,
        userId: user.id,
        reason: reason?.trim() || DEFAULT_FLAG_REASON,
        createdAt: new Date(),
        dismissedAt: null,
        dismissedBy: null,
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw new DomainError('CHAT_ALREADY_FLAGGED');
      throw err;
    }
    const [view] = await this.views.views([message], user, true, null);
    await this.hub.publish(
      message.groupId,
      { type: 'message_flagged', message: view! },
      'moderators',
    );
    return { message_id: message.id, is_moderator: seat.isModerator };
  }

  /** A moderator deletes any message, an author their own; either way it leaves every screen. */
  async remove(user: User, messageId: string, ip: string): Promise<ChatDeleteResponse> {
    const message = await this.liveMessage(messageId);
    const own = message.senderId === user.id;
    const seat = own
      ? await this.access.assertCanOpen(user, message.groupId)
      : await this.access.seat(user, message.groupId);
    if (!own && !seat.isModerator) throw new DomainError('CHAT_DELETE_FORBIDDEN');
    await this.transactions.run(async (tx) => {
      const now = new Date();
      const done = await tx
        .getRepository(ChatMessage)
        .update({ id: message.id, deletedAt: IsNull() }, { deletedAt: now, deletedBy: user.id });
      if (!done.affected) throw new DomainError('CHAT_MESSAGE_NOT_FOUND');
      if (!own) {
        await this.auditModeration(tx, user, 'chat_message_deleted', seat.group.name, message, ip);
      }
    });
    await this.hub.publish(message.groupId, {
      type: 'message_deleted',
      group_id: message.groupId,
      message_id: message.id,
    });
    return { deleted: true, message_id: message.id };
  }

  /** Messages with reports nobody dismissed yet, newest first. */
  async flagged(user: User, groupId: string): Promise<ChatMessageDto[]> {
    const seat = await this.access.assertModerator(user, groupId);
    const rows = await this.views.namedMessages(
      `WHERE m.group_id = ? AND m.deleted_at IS NULL AND m.id IN
         (SELECT f.message_id FROM chat_flags f WHERE f.group_id = ? AND f.dismissed_at IS NULL)
       ORDER BY m.id DESC LIMIT 200`,
      [seat.group.id, seat.group.id],
    );
    return this.views.views(rows, user, true, null);
  }

  /** 'Ignore': the message stays in the chat and leaves the moderation list for good. */
  async dismiss(user: User, messageId: string, ip: string): Promise<ChatDismissResponse> {
    const message = await this.liveMessage(messageId);
    const seat = await this.access.assertModerator(user, message.groupId);
    const dismissed = await this.transactions.run(async (tx) => {
      const done = await tx
        .getRepository(ChatFlag)
        .update(
          { messageId: message.id, dismissedAt: IsNull() },
          { dismissedAt: new Date(), dismissedBy: user.id },
        );
      if (!done.affected) return false;
      await this.auditModeration(tx, user, 'chat_flags_dismissed', seat.group.name, message, ip);
      return true;
    });
    if (!dismissed) return { dismissed: false, message_id: message.id };
    await this.hub.publish(
      message.groupId,
      { type: 'flag_dismissed', group_id: message.groupId, message_id: message.id },
      'moderators',
    );
    return { dismissed: true, message_id: message.id };
  }

  async moderators(user: User, groupId: string): Promise<ChatModeratorsDto> {
    const seat = await this.access.assertCanOpen(user, groupId);
    const rows = await this.moderatorRows.find({
      where: { groupId: seat.group.id },
      order: { createdAt: 'ASC' },
    });
    return { group_id: seat.group.id, moderator_ids: rows.map((r) => r.userId) };
  }

  private async forgetModerator(groupId: string, userId: string): Promise<void> {
    const repo = this.moderatorRows;
    // By primary key, as below: a range delete would lock a gap of the unique index.
    const rows = await repo.findBy({ groupId, userId });
    if (rows.length) await repo.delete(rows.map((r) => r.id));
  }

  /** The group admin names the moderators among the group's members. */
  async setModerators(
    user: User,
    groupId: string,
    userIds: string[],
    ip: string,
  ): Promise<ChatModeratorsDto> {
    const seat = await this.access.seat(user, groupId);
    if (!seat.isGroupAdmin && user.role !== 'super_admin')
      throw new DomainError('CHAT_MODERATORS_ADMIN_ONLY');
    const wanted = [...new Set(userIds)];
    const members = new Set((await this.memberships.activeOf(seat.group.id)).map((m) => m.userId));
    if (!wanted.every((id) => members.has(id))) throw new DomainError('CHAT_MODERATORS_INVALID');
    let previousIds: string[] = [];
    await this.transactions.run(async (tx) => {
      const repo = tx.getRepository(ChatModerator);
      // By primary key: a range delete on group_id locked a gap of the unique index, and two
      // admins naming moderators in different groups at once deadlocked on it.
      const previous = await repo.findBy({ groupId: seat.group.id });
      previousIds = previous.map((r) => r.userId);
      if (previous.length) await repo.delete(previous.map((r) => r.id));
      const now = new Date();
      if (wanted.length)
        await repo.insert(
          wanted.map((userId) => ({ id: newId(), groupId: seat.group.id, userId, createdAt: now })),
        );
      await this.audit.record(
        user,
        {
          action: 'chat_moderators_set',
          details: `${seat.group.name}: ${wanted.length} modérateur(s)`,
          category: 'group_management',
          ip,
        },
        tx,
      );
    });
    // Sockets carry their moderator right from the upgrade: those whose right changed reconnect.
    const before = new Set(previousIds);
    const changed = [
      ...wanted.filter((id) => !before.has(id)),
      ...previousIds.filter((id) => !wanted.includes(id)),
    ];
    await this.hub.reseat(seat.group.id, changed);
    return { group_id: seat.group.id, moderator_ids: wanted };
  }

  /** A moderator's act on a message, audited with the group, the author and how it began. */
  private auditModeration(
    tx: EntityManager,
    moderator: User,
    action: 'chat_message_deleted' | 'chat_flags_dismissed',
    groupName: string,
    message: NamedMessage,
    ip: string,
  ) {
    return this.audit.record(
      moderator,
      {
        action,
        details: `${groupName}: ${message.senderName} — « ${message.message.slice(0, 120)} »`,
        category: 'content_management',
        ip,
      },
      tx,
    );
  }

  private async liveMessage(id: string): Promise<NamedMessage> {
    if (!/^[0-9a-f-]{36}$/i.test(id)) throw new DomainError('CHAT_MESSAGE_NOT_FOUND');
    const [message] = await this.views.namedMessages('WHERE m.id = ? AND m.deleted_at IS NULL', [
      id,
    ]);
    if (!message) throw new DomainError('CHAT_MESSAGE_NOT_FOUND');
    return message;
  }
}
