import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/audit.module.js';
import { CommonModule } from '../common/common.module.js';
import { EventsModule } from '../events/events.module.js';
import { MembershipsModule } from '../memberships/memberships.module.js';
import { GroupsModule } from '../groups/groups.module.js';
import { RealtimeModule } from '../realtime/realtime.module.js';
import { ChatHub } from './chat-hub.service.js';
import { UsersModule } from '../users/users.module.js';
import { ChatAccessService } from './chat-access.service.js';
import { ChatMessagesService } from './chat-messages.service.js';
import { ChatMessageWriter } from './chat-message-writer.service.js';
import { ChatModerationService } from './chat-moderation.service.js';
import { ChatSocketServer } from './chat-socket.server.js';
import { ChatViewsService } from './chat-views.service.js';
import { ChatController } from './chat.controller.js';
import { ChatFlag, ChatMessage, ChatModerator, ChatRead } from './chat.entities.js';
import { FlaggedQueueViewsService } from './flagged-queue-views.service.js';
import { SuperadminChatController } from './superadmin-chat.controller.js';

/** Group chat: messages in the database, live copies over WebSocket rooms. */
@Module({
  imports: [
    TypeOrmModule.forFeature([ChatMessage, ChatFlag, ChatRead, ChatModerator]),
    GroupsModule,
    MembershipsModule,
    UsersModule,
    RealtimeModule,
    EventsModule,
    AuditModule,
    CommonModule,
  ],
  controllers: [ChatController, SuperadminChatController],
  providers: [
    ChatHub,
    ChatAccessService,
    ChatMessagesService,
    ChatMessageWriter,
    ChatModerationService,
    ChatViewsService,
    ChatSocketServer,
    FlaggedQueueViewsService,
  ],
})
export class ChatModule {}
