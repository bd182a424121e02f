import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import {
  CHAT_SOCKET_TICKET_SECONDS,
  chatHistoryQuerySchema,
  chatSocketTicketSchema,
  chatModeratorsSchema,
  chatDeleteResponseSchema,
  chatDismissResponseSchema,
  chatFlaggedListSchema,
  chatFlagResponseSchema,
  chatModeratorsDtoSchema,
  chatPageSchema,
  chatReadResponseSchema,
  chatSendResponseSchema,
  chatSocketTicketDtoSchema,
  chatUnreadListSchema,
  flagChatMessageSchema,
  markChatReadSchema,
  sendChatMessageSchema,
  type ChatHistoryQuery,
  type ChatSocketTicketDto,
} from '@tontine/contracts';
import type { z } from 'zod';
import { ClientIp, CurrentSessionId, CurrentUser } from '../auth/access.decorators.js';
import { ZodPipe } from '../common/zod-body.pipe.js';
import { SocketAuthenticator } from '../realtime/socket-authenticator.js';
import { ChatAccessService } from './chat-access.service.js';
import type { User } from '../users/user.entity.js';
import { ChatMessagesService } from './chat-messages.service.js';
import { ChatViewsService } from './chat-views.service.js';
import { ChatModerationService } from './chat-moderation.service.js';
import { Endpoint } from '../common/endpoint/endpoint.decorator.js';
import { CHAT_OPEN, shape } from '../common/endpoint/endpoint-texts.js';

@Controller('chat')
export class ChatController {
  constructor(
    private readonly messages: ChatMessagesService,
    private readonly moderation: ChatModerationService,
    private readonly views: ChatViewsService,
    private readonly access: ChatAccessService,
    private readonly sockets: SocketAuthenticator,
  ) {}

  /**
   * A one-minute ticket that opens this group's chat socket for the caller's session: the
   * desktop console's renderer never holds the session token, main adds it to this request.
   */
  @Endpoint({
    summary: "A one-minute ticket that opens a group's chat socket",
    response: chatSocketTicketDtoSchema,
    access: 'group-member',
    description:
      'For a client that does not hold the session token (the desktop console’s renderer): ' +
      'pass it as `ticket` on `/ws/chat/<groupId>`. It names the caller’s session and this ' +
      'group only, and is refused everywhere else.',
    errors: [...CHAT_OPEN],
    success: { description: `${shape('ChatSocketTicketDto')}: \`{ ticket, expires_at }\`.` },
  })
  @Post('socket-ticket')
  @HttpCode(200)
  async socketTicket(
    @CurrentUser() user: User,
    @CurrentSessionId() sessionId: string,
    @Body(new ZodPipe(chatSocketTicketSchema)) body: z.output<typeof chatSocketTicketSchema>,
  ): Promise<ChatSocketTicketDto> {
    const seat = await this.access.assertCanOpen(user, body.group_id);
    const { ticket, expiresAt } = await this.sockets.chatTicket(
      user,
      sessionId,
      seat.group.id,
      CHAT_SOCKET_TICKET_SECONDS,
    );
    return { ticket, expires_at: expiresAt.toISOString() };
  }

  @Endpoint({
    summary: "Send a message to a group's chat",
    response: chatSendResponseSchema,
    access: 'group-member',
    signInError: 'CHAT_LOGIN_REQUIRED',
    description:
      'Checked in this order: sign-in, an empty text, membership (a super admin writes in any ' +
      'group, as its admins do), the group’s state, the length; then at most 20 messages in ' +
      '10 seconds per person. The group’s sockets receive `new_message`.',
    errors: [
      'CHAT_MESSAGE_EMPTY',
      'GROUP_NOT_FOUND',
      'CHAT_NOT_MEMBER',
      'CHAT_GROUP_INACTIVE',
      'CHAT_MESSAGE_TOO_LONG',
      'CHAT_RATE_LIMITED',
    ],
    success: { description: `${shape('ChatSendResponse')}: \`{ id, timestamp }\`.` },
  })
  @Post('messages')
  send(
    @CurrentUser() user: User,
    @Body(new ZodPipe(sendChatMessageSchema)) body: z.output<typeof sendChatMessageSchema>,
  ) {
    return this.messages.send(user, body.group_id, body.message);
  }

  @Endpoint({
    summary: "A group's chat history",
    response: chatPageSchema,
    access: 'group-member',
    description:
      'Pages back with `before`; `after` gives what a reconnecting client missed. Super ' +
      'admins may read every chat.',
    parameters: {
      before: 'The `next_cursor` of the previous page (older messages).',
      after: 'A message id: the messages after it.',
      limit: 'Messages per page.',
    },
    // A cursor that names no message of the group.
    errors: [...CHAT_OPEN, 'CHAT_MESSAGE_NOT_FOUND'],
    success: {
      description: `${shape('ChatPage')}: \`{ items (oldest first), next_cursor, unread_count, is_moderator }\`.`,
    },
  })
  @Get('groups/:groupId/messages')
  history(
    @CurrentUser() user: User,
    @Param('groupId') groupId: string,
    @Query(new ZodPipe(chatHistoryQuerySchema)) query: ChatHistoryQuery,
  ) {
    return this.messages.history(user, groupId, query);
  }

  @Endpoint({
    summary: 'Mark the chat read up to a message',
    response: chatReadResponseSchema,
    access: 'group-member',
    description: 'The mark only moves forward.',
    errors: [...CHAT_OPEN, 'CHAT_MESSAGE_NOT_FOUND'],
    success: { description: '`{ unread_count }`.' },
  })
  @Post('groups/:groupId/read')
  @HttpCode(200)
  markRead(
    @CurrentUser() user: User,
    @Param('groupId') groupId: string,
    @Body(new ZodPipe(markChatReadSchema)) body: z.output<typeof markChatReadSchema>,
  ) {
    return this.messages.markRead(user, groupId, body.message_id);
  }

  @Endpoint({
    summary: "Unread messages in each of the caller's groups",
    response: chatUnreadListSchema,
    access: 'signed-in',
    success: { description: `A list of ${shape('ChatUnreadDto')}.` },
  })
  @Get('unread')
  unread(@CurrentUser() user: User) {
    return this.views.unread(user);
  }

  @Endpoint({
    summary: 'Report a message',
    response: chatFlagResponseSchema,
    access: 'group-member',
    description:
      'Not one’s own message; once per person. The moderators’ sockets receive `message_flagged`.',
    errors: ['CHAT_MESSAGE_NOT_FOUND', ...CHAT_OPEN, 'CHAT_FLAG_OWN', 'CHAT_ALREADY_FLAGGED'],
    success: { description: '`{ message_id, is_moderator }`.' },
  })
  @Post('messages/:id/flag')
  flag(
    @CurrentUser() user: User,
    @Param('id') id: string,
    @Body(new ZodPipe(flagChatMessageSchema)) body: z.output<typeof flagChatMessageSchema>,
  ) {
    return this.moderation.flag(user, id, body.reason);
  }

  @Endpoint({
    summary: 'Delete a message',
    response: chatDeleteResponseSchema,
    access: 'group-admin',
    description:
      'Its author, or a moderator (audited). The group’s sockets receive `message_deleted`.',
    errors: ['CHAT_MESSAGE_NOT_FOUND', ...CHAT_OPEN, 'CHAT_DELETE_FORBIDDEN'],
    success: { description: '`{ deleted, message_id }`.' },
  })
  @Delete('messages/:id')
  remove(@CurrentUser() user: User, @Param('id') id: string, @ClientIp() ip: string) {
    return this.moderation.remove(user, id, ip);
  }

  @Endpoint({
    summary: 'Reported messages waiting for a moderator',
    response: chatFlaggedListSchema,
    access: 'group-admin',
    errors: ['GROUP_NOT_FOUND', 'CHAT_MODERATOR_REQUIRED'],
    success: {
      description: `A list of ${shape('ChatMessageDto')} with \`flag_count\` and \`flag_reasons\`.`,
    },
  })
  @Get('groups/:groupId/flagged')
  flagged(@CurrentUser() user: User, @Param('groupId') groupId: string) {
    return this.moderation.flagged(user, groupId);
  }

  @Endpoint({
    summary: "Dismiss a message's reports",
    response: chatDismissResponseSchema,
    access: 'group-admin',
    description: 'The reports are kept but the message leaves the list for good. Audited.',
    errors: ['CHAT_MESSAGE_NOT_FOUND', 'GROUP_NOT_FOUND', 'CHAT_MODERATOR_REQUIRED'],
    success: {
      description: '`{ dismissed, message_id }`: `dismissed` is false when nothing was waiting.',
    },
  })
  @Post('messages/:id/dismiss-flags')
  @HttpCode(200)
  dismiss(@CurrentUser() user: User, @Param('id') id: string, @ClientIp() ip: string) {
    return this.moderation.dismiss(user, id, ip);
  }

  @Endpoint({
    summary: "A group's chat moderators",
    response: chatModeratorsDtoSchema,
    access: 'group-member',
    errors: [...CHAT_OPEN],
    success: { description: `${shape('ChatModeratorsDto')}: \`{ group_id, moderator_ids }\`.` },
  })
  @Get('groups/:groupId/moderators')
  moderators(@CurrentUser() user: User, @Param('groupId') groupId: string) {
    return this.moderation.moderators(user, groupId);
  }

  @Endpoint({
    summary: "Name a group's chat moderators",
    response: chatModeratorsDtoSchema,
    access: 'group-admin',
    description: 'Members of the group, at most 20; the whole list. Audited.',
    errors: ['GROUP_NOT_FOUND', 'CHAT_MODERATORS_ADMIN_ONLY', 'CHAT_MODERATORS_INVALID'],
    success: { description: `The new list, ${shape('ChatModeratorsDto')}.` },
  })
  @Put('groups/:groupId/moderators')
  setModerators(
    @CurrentUser() user: User,
    @Param('groupId') groupId: string,
    @ClientIp() ip: string,
    @Body(new ZodPipe(chatModeratorsSchema)) body: z.output<typeof chatModeratorsSchema>,
  ) {
    return this.moderation.setModerators(user, groupId, body.user_ids, ip);
  }
}
