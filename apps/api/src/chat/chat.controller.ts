import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import {
  CHAT_SOCKET_TICKET_SECONDS,
  chatHistoryQuerySchema,
  chatSocketTicketSchema,
  chatModeratorsSchema,
  flagChatMessageSchema,
  markChatReadSchema,
  sendChatMessageSchema,
  type ChatHistoryQuery,
  type ChatSocketTicketDto,
} from '@tontine/contracts';
import type { z } from 'zod';
import { ClientIp, CurrentSessionId, CurrentUser, SignInError } from '../auth/access.decorators.js';
import { ZodPipe } from '../common/zod-body.pipe.js';
import { SocketAuthenticator } from '../realtime/socket-authenticator.js';
import { ChatAccessService } from './chat-access.service.js';
import type { User } from '../users/user.entity.js';
import { ChatMessagesService } from './chat-messages.service.js';
import { ChatViewsService } from './chat-views.service.js';
import { ChatModerationService } from './chat-moderation.service.js';

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

  @Post('messages')
  @SignInError('CHAT_LOGIN_REQUIRED')
  send(
    @CurrentUser() user: User,
    @Body(new ZodPipe(sendChatMessageSchema)) body: z.output<typeof sendChatMessageSchema>,
  ) {
    return this.messages.send(user, body.group_id, body.message);
  }

  @Get('groups/:groupId/messages')
  history(
    @CurrentUser() user: User,
    @Param('groupId') groupId: string,
    @Query(new ZodPipe(chatHistoryQuerySchema)) query: ChatHistoryQuery,
  ) {
    return this.messages.history(user, groupId, query);
  }

  @Post('groups/:groupId/read')
  @HttpCode(200)
  markRead(
    @CurrentUser() user: User,
    @Param('groupId') groupId: string,
    @Body(new ZodPipe(markChatReadSchema)) body: z.output<typeof markChatReadSchema>,
  ) {
    return this.messages.markRead(user, groupId, body.message_id);
  }

  @Get('unread')
  unread(@CurrentUser() user: User) {
    return this.views.unread(user);
  }

  @Post('messages/:id/flag')
  flag(
    @CurrentUser() user: User,
    @Param('id') id: string,
    @Body(new ZodPipe(flagChatMessageSchema)) body: z.output<typeof flagChatMessageSchema>,
  ) {
    return this.moderation.flag(user, id, body.reason);
  }

  @Delete('messages/:id')
  remove(@CurrentUser() user: User, @Param('id') id: string, @ClientIp() ip: string) {
    return this.moderation.remove(user, id, ip);
  }

  @Get('groups/:groupId/flagged')
  flagged(@CurrentUser() user: User, @Param('groupId') groupId: string) {
    return this.moderation.flagged(user, groupId);
  }

  @Post('messages/:id/dismiss-flags')
  @HttpCode(200)
  dismiss(@CurrentUser() user: User, @Param('id') id: string, @ClientIp() ip: string) {
    return this.moderation.dismiss(user, id, ip);
  }

  @Get('groups/:groupId/moderators')
  moderators(@CurrentUser() user: User, @Param('groupId') groupId: string) {
    return this.moderation.moderators(user, groupId);
  }

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
