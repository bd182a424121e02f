import { Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { errorCatalog, NOTIFICATIONS_WS_PATH } from '@tontine/contracts';
import { WebSocketServer } from 'ws';
import { DomainError } from '../common/domain-error.js';
import { closeCodeFor, closeReason } from './close-reason.js';
import { RealtimeHub } from './realtime-hub.service.js';
import { SocketAuthenticator } from './socket-authenticator.js';
import { UpgradeRouter } from './upgrade-router.service.js';

/**
 * `/ws/notifications?token=…`: the signed-in user's own event stream. The token is checked at
 * the upgrade; a refused connection is closed with a code and a reason the client can show.
 */
@Injectable()
export class NotificationsSocketServer implements OnModuleInit, OnModuleDestroy {
  private readonly wss = new WebSocketServer({ noServer: true });

  constructor(
    private readonly router: UpgradeRouter,
    private readonly authenticator: SocketAuthenticator,
    private readonly hub: RealtimeHub,
  ) {}

  onModuleInit(): void {
    this.router.serve(NOTIFICATIONS_WS_PATH, (request, socket, head) => {
      const token = new URL(request.url ?? '/', 'http://localhost').searchParams.get('token');
      this.wss.handleUpgrade(request, socket, head, (ws) => {
        this.authenticator.admit(ws, token).then(
          ({ user }) => this.hub.add(user.id, ws),
          (err: unknown) => {
            const refusal =
              err instanceof DomainError
                ? err
                : new DomainError('INTERNAL', errorCatalog.INTERNAL.message.fr);
            ws.close(closeCodeFor(refusal.status), closeReason(refusal.detail));
          },
        );
      });
    });
  }

  onModuleDestroy(): void {
    this.wss.close();
  }
}
