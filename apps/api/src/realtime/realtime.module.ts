import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { BusModule } from '../bus/bus.module.js';
import { CommonModule } from '../common/common.module.js';
import { EventsModule } from '../events/events.module.js';
import { MaintenanceModule } from '../maintenance/maintenance.module.js';
import { NotificationsSocketServer } from './notifications-socket.server.js';
import { RealtimeHub } from './realtime-hub.service.js';
import { SocketAuthenticator } from './socket-authenticator.js';
import { SocketRegistry } from './socket-registry.service.js';
import { UpgradeRouter } from './upgrade-router.service.js';

/**
 * The realtime layer over the instance bus: one router of socket paths, one admission of
 * sockets (the same session check as HTTP), the notifications stream. Chat builds on it.
 */
@Module({
  imports: [AuthModule, BusModule, CommonModule, EventsModule, MaintenanceModule],
  providers: [
    UpgradeRouter,
    SocketAuthenticator,
    SocketRegistry,
    RealtimeHub,
    NotificationsSocketServer,
  ],
  exports: [BusModule, UpgradeRouter, SocketAuthenticator, RealtimeHub],
})
export class RealtimeModule {}
