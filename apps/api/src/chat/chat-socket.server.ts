import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { errorCatalog, groupIdOfChatPath } from '@tontine/contracts';
import { WebSocketServer, type WebSocket } from 'ws';
import { refuseUpgrade, SocketAuthenticator } from '../auth/socket-authenticator.js';
import { DomainError } from '../common/domain-error.js';
import { closeCodeFor, closeReason } from '../realtime/close-reason.js';
import { ChatAccessService } from './chat-access.service.js';
import { ChatHub } from './chat-hub.service.js';

const HEARTBEAT_MS = 30_000;

/**
 * `/ws/chat/:groupId?token=…` (and `/api/ws/:groupId`): the token and the membership are
 * checked at the upgrade; a refusal closes with a code and the documents' reason.
 */
@Injectable()
export class ChatSocketServer implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: 4096 });
  private heartbeat: NodeJS.Timeout | undefined;
  private readonly alive = new WeakSet<WebSocket>();
  private readonly logger = new Logger('ChatSocketServer');

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly authenticator: SocketAuthenticator,
    private readonly access: ChatAccessService,
    private readonly hub: ChatHub,
  ) {}

  onApplicationBootstrap(): void {
    const server = this.adapterHost.httpAdapter.getHttpServer() as Server;
    server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const groupId = groupIdOfChatPath(url.pathname);
      if (groupId === null) return;
      if (!this.authenticator.originAllowed(request)) return refuseUpgrade(socket, 403);
      this.wss.handleUpgrade(request, socket, head, (ws) => {
        void this.admit(ws, groupId, url.searchParams.get('token'));
      });
    });
    // Dead peers (a phone that lost its network) are dropped so rooms do not fill with them.
    this.heartbeat = setInterval(() => {
      for (const ws of this.wss.clients) {
        if (!this.alive.has(ws)) {
          ws.terminate();
          continue;
        }
        this.alive.delete(ws);
        ws.ping();
      }
    }, HEARTBEAT_MS);
  }

  private async admit(ws: WebSocket, groupId: string, token: string | null): Promise<void> {
    this.alive.add(ws);
    ws.on('pong', () => this.alive.add(ws));
    // Clients only listen; anything they send is ignored rather than trusted.
    ws.on('message', () => undefined);
    try {
      const { user } = await this.authenticator.admit(ws, token);
      const seat = await this.access.assertCanOpen(user, groupId);
      if (ws.readyState !== ws.OPEN) return;
      this.hub.join(seat.group.id, ws, { userId: user.id, moderator: seat.isModerator });
    } catch (err) {
      if (err instanceof DomainError)
        return ws.close(closeCodeFor(err.status), closeReason(err.detail));
      // A database hiccup must not become an unhandled rejection that ends the process.
      this.logger.error({ err }, 'chat socket admission failed');
      ws.close(1011, errorCatalog.INTERNAL.message.fr);
    }
  }

  onModuleDestroy(): void {
    clearInterval(this.heartbeat);
    this.wss.close();
  }
}
