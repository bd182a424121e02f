import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import {
  CHAT_WS_LEGACY_PATH_PREFIX,
  CHAT_WS_PATH_PREFIX,
  errorCatalog,
  WS_CLOSE,
} from '@tontine/contracts';
import { WebSocketServer, type WebSocket } from 'ws';
import { DomainError } from '../common/domain-error.js';
import { closeCodeFor, closeReason } from '../realtime/close-reason.js';
import { SocketAuthenticator } from '../realtime/socket-authenticator.js';
import { UpgradeRouter } from '../realtime/upgrade-router.service.js';
import { ChatAccessService } from './chat-access.service.js';
import { ChatHub } from './chat-hub.service.js';

const HEARTBEAT_MS = 30_000;

/**
 * `/ws/chat/:groupId?token=…` or `?ticket=…` (and `/api/ws/:groupId`): the token and the membership are
 * checked at the upgrade; a refusal closes with a code and the documents' reason.
 */
@Injectable()
export class ChatSocketServer implements OnModuleInit, OnModuleDestroy {
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: 4096 });
  private heartbeat: NodeJS.Timeout | undefined;
  private readonly alive = new WeakSet<WebSocket>();
  private readonly logger = new Logger('ChatSocketServer');

  constructor(
    private readonly router: UpgradeRouter,
    private readonly authenticator: SocketAuthenticator,
    private readonly access: ChatAccessService,
    private readonly hub: ChatHub,
  ) {}

  onModuleInit(): void {
    const open = (
      request: IncomingMessage,
      socket: Duplex,
      head: Buffer,
      { groupId }: Record<string, string>,
    ) => {
      const query = new URL(request.url ?? '/', 'http://localhost').searchParams;
      const ticket = query.get('ticket');
      const credential = ticket ? { ticket, groupId: groupId! } : query.get('token');
      this.wss.handleUpgrade(
        request,
        socket,
        head,
        (ws) => void this.admit(ws, groupId!, credential),
      );
    };
    this.router.serve(`${CHAT_WS_PATH_PREFIX}:groupId`, open);
    this.router.serve(`${CHAT_WS_LEGACY_PATH_PREFIX}:groupId`, open);
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

  private async admit(
    ws: WebSocket,
    groupId: string,
    credential: string | { ticket: string; groupId: string } | null,
  ): Promise<void> {
    this.alive.add(ws);
    ws.on('pong', () => this.alive.add(ws));
    // Clients only listen; anything they send is ignored rather than trusted.
    ws.on('message', () => undefined);
    try {
      const { user } = await this.authenticator.admit(ws, credential);
      const seat = await this.access.assertCanOpen(user, groupId);
      if (ws.readyState !== ws.OPEN) return;
      this.hub.join(seat.group.id, ws, { userId: user.id, moderator: seat.isModerator });
    } catch (err) {
      if (err instanceof DomainError)
        return ws.close(closeCodeFor(err.status), closeReason(err.detail));
      // A database hiccup must not become an unhandled rejection that ends the process.
      this.logger.error({ err }, 'chat socket admission failed');
      ws.close(WS_CLOSE.internalError, errorCatalog.INTERNAL.message.fr);
    }
  }

  onModuleDestroy(): void {
    clearInterval(this.heartbeat);
    this.wss.close();
  }
}
