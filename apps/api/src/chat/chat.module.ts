import { Global, Module } from '@nestjs/common';
import { ChatHub } from './chat-hub.service.js';
import { GroupsModule } from '../groups/groups.module.js';
import { UsersModule } from '../users/users.module.js';
import { ChatAccessService } from './chat-access.service.js';
import { ChatMessagesService } from './chat-messages.service.js';
import { ChatModerationService } from './chat-moderation.service.js';
import { ChatSocketServer } from './chat-socket.server.js';
import { ChatViewsService } from './chat-views.service.js';
import { ChatController } from './chat.controller.js';

/** Group chat: messages in the database, live copies over WebSocket rooms. */
@Module({
  imports: [GroupsModule, UsersModule],
  controllers: [ChatController],
  providers: [
    ChatAccessService,
    ChatMessagesService,
    ChatModerationService,
    ChatViewsService,
    ChatSocketServer,
  ],
})
export class ChatModule {}

/** The chat's fan-out, global so that leaving a group can close its sockets. */
@Global()
@Module({ providers: [ChatHub], exports: [ChatHub] })
export class ChatHubModule {}
