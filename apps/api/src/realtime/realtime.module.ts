import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module.js';
import { NotificationsSocketServer } from './notifications-socket.server.js';

/** The WebSocket endpoints, attached to the HTTP server's upgrade event. */
@Module({
  imports: [UsersModule],
  providers: [NotificationsSocketServer],
})
export class RealtimeModule {}
