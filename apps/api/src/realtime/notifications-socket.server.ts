import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { NOTIFICATIONS_WS_PATH, WS_CLOSE } from '@tontine/contracts';
import { WebSocketServer } from 'ws';
import { DomainError } from '../common/domain-error.js';
import { TokenService } from '../auth/token.service.js';
import { UsersService } from '../users/users.service.js';
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
    private readonly tokens: TokenService,
    private readonly users: UsersService,
    private readonly hub: RealtimeHub,
  ) {}

  onApplicationBootstrap(): void {
    const server = this.adapterHost.httpAdapter.getHttpServer() as import('node:http').Server;
    server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      if (url.pathname !== NOTIFICATIONS_WS_PATH) return;
      this.wss.handleUpgrade(request, socket, head, (ws) => {
        void this.authenticate(url.searchParams.get('token')).then(
          (userId) => this.hub.add(userId, ws),
          (err: unknown) =>
            ws.close(
              WS_CLOSE.unauthorized,
              err instanceof DomainError ? err.detail : 'Authentification requise',
            ),
        );
      });
    });
  }

  private async authenticate(token: string | null): Promise<string> {
    if (!token) throw new DomainError('UNAUTHENTICATED');
    const claims = await this.tokens.verify(token);
    const user = await this.users.findById(claims.sub);
    if (!user || user.status !== 'active') throw new DomainError('UNAUTHENTICATED');
    return user.id;
  }

  onModuleDestroy(): void {
    this.wss.close();
  }
}
