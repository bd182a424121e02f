import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { EventsModule } from '../events/events.module.js';
import { MaintenanceModule } from '../maintenance/maintenance.module.js';
import { NotificationsSocketServer } from './notifications-socket.server.js';
import { RealtimeBus } from './realtime-bus.service.js';
import { RealtimeHub } from './realtime-hub.service.js';
import { SocketAuthenticator } from './socket-authenticator.js';
import { SocketRegistry } from './socket-registry.service.js';
import { UpgradeRouter } from './upgrade-router.service.js';

/**
 * The realtime layer: one bus between instances, one router of socket paths, one admission of
 * sockets (the same session check as HTTP), the notifications stream. Chat builds on it.
 */
@Module({
  imports: [AuthModule, EventsModule, MaintenanceModule],
  providers: [
    RealtimeBus,
    UpgradeRouter,
    SocketAuthenticator,
    SocketRegistry,
    RealtimeHub,
    NotificationsSocketServer,
  ],
  exports: [RealtimeBus, UpgradeRouter, SocketAuthenticator, RealtimeHub],
})
export class RealtimeModule {}
