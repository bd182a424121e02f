import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module.js';
import { NotificationsSocketServer } from './notifications-socket.server.js';
import { UnclaimedUpgrades } from './unclaimed-upgrades.js';

/** The WebSocket endpoints, attached to the HTTP server's upgrade event. */
@Module({
  imports: [UsersModule],
  providers: [NotificationsSocketServer, UnclaimedUpgrades],
})
export class RealtimeModule {}
