import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { isChatAvailable } from '@tontine/contracts';
import { Repository } from 'typeorm';
import { DomainError } from '../common/domain-error.js';
import { GroupAccessService } from '../groups/group-access.service.js';
import type { Group } from '../groups/group.entity.js';
import type { User } from '../users/user.entity.js';
import { ChatModerator } from './chat.entities.js';

/** Who the caller is in a group's chat. */
export interface ChatSeat {
  group: Group;
  /** Member or admin of the group: may read, write and report. */
  isParticipant: boolean;
  isGroupAdmin: boolean;
  /**
   * The group's admins, the members its admin named, and super admins:
   * the account role 'admin' (anyone who ever created a group) gives nothing here.
   */
  isModerator: boolean;
}

@Injectable()
export class ChatAccessService {
  constructor(
    @InjectRepository(ChatModerator) private readonly moderators: Repository<ChatModerator>,
    private readonly access: GroupAccessService,
  ) {}

  async seat(user: User, groupId: string): Promise<ChatSeat> {
    const group = await this.access.findGroup(groupId);
    const membership = await this.access.membership(group.id, user.id);
    const isGroupAdmin = this.access.isGroupAdmin(group, user, membership);
    const isParticipant = isGroupAdmin || membership !== null;
    const named =
      isParticipant && !isGroupAdmin
        ? await this.moderators.existsBy({ groupId, userId: user.id })
        : false;
    const isModerator = user.role === 'super_admin' || isGroupAdmin || named;
    return { group, isParticipant, isGroupAdmin, isModerator };
  }

  /** Opening the chat (history, socket): members (or a super admin) of a group whose chat is open. */
  async assertCanOpen(user: User, groupId: string): Promise<ChatSeat> {
    const seat = await this.seat(user, groupId);
    if (!seat.isParticipant && user.role !== 'super_admin')
      throw new DomainError('CHAT_MEMBERS_ONLY');
    assertChatOpen(seat.group);
    return seat;
  }

  async assertModerator(user: User, groupId: string): Promise<ChatSeat> {
    const seat = await this.seat(user, groupId);
    if (!seat.isModerator) throw new DomainError('CHAT_MODERATOR_REQUIRED');
    return seat;
  }
}

/** A chat switched off is refused before a closed group, each with its own message. */
export function assertChatOpen(group: Group): void {
  if (!group.chatEnabled) throw new DomainError('CHAT_UNAVAILABLE');
  if (!isChatAvailable({ status: group.status, chat_enabled: group.chatEnabled }))
    throw new DomainError('CHAT_GROUP_CLOSED');
}
