import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { NOTIFICATIONS_WS_PATH } from '@tontine/contracts';
import { WebSocketServer } from 'ws';
import { RealtimeHub } from './realtime-hub.service.js';
import { SocketAuthenticator } from './socket-authenticator.js';
import { UpgradeRouter } from './upgrade-router.service.js';
import { upgradeOnceAdmitted } from './upgrade-once-admitted.js';

/**
 * `/ws/notifications?token=…`: the signed-in user's own event stream. The token is checked at
 * the upgrade, before the handshake completes; a refused connection is closed with a code and a reason the client can show.
 */
@Injectable()
export class NotificationsSocketServer implements OnModuleInit, OnModuleDestroy {
  private readonly wss = new WebSocketServer({ noServer: true });
  private readonly logger = new Logger('NotificationsSocketServer');

  constructor(
    private readonly router: UpgradeRouter,
    private readonly authenticator: SocketAuthenticator,
    private readonly hub: RealtimeHub,
  ) {}

  onModuleInit(): void {
    this.router.serve(NOTIFICATIONS_WS_PATH, (request, socket, head) => {
      const token = new URL(request.url ?? '/', 'http://localhost').searchParams.get('token');
      upgradeOnceAdmitted(
        this.wss,
        { request, socket, head },
        () => this.authenticator.admit(token),
        (ws, caller) => {
          this.authenticator.track(ws, caller);
          this.hub.add(caller.user.id, ws);
        },
        this.logger,
      );
    });
  }

  onModuleDestroy(): void {
    this.wss.close();
  }
}
