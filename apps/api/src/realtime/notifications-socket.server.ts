import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { errorCatalog, NOTIFICATIONS_WS_PATH } from '@tontine/contracts';
import { WebSocketServer } from 'ws';
import { DomainError } from '../common/domain-error.js';
import { refuseUpgrade, SocketAuthenticator } from '../auth/socket-authenticator.js';
import { closeCodeFor, closeReason } from './close-reason.js';
import { RealtimeHub } from './realtime-hub.service.js';

/**
 * `/ws/notifications?token=…`: the signed-in user's own event stream. The token is checked at
 * the upgrade; a refused connection is closed with a code and a reason the client can show.
 */
@Injectable()
export class NotificationsSocketServer implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly wss = new WebSocketServer({ noServer: true });

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly authenticator: SocketAuthenticator,
    private readonly hub: RealtimeHub,
  ) {}

  onApplicationBootstrap(): void {
    const server = this.adapterHost.httpAdapter.getHttpServer() as import('node:http').Server;
    server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      if (url.pathname !== NOTIFICATIONS_WS_PATH) return;
      if (!this.authenticator.originAllowed(request)) return refuseUpgrade(socket, 403);
      this.wss.handleUpgrade(request, socket, head, (ws) => {
        this.authenticator.admit(ws, url.searchParams.get('token')).then(
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
