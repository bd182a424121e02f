import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { CHAT_WS_LEGACY_PATH_PREFIX, CHAT_WS_PATH_PREFIX } from '@tontine/contracts';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Authenticated } from '../auth/sessions.service.js';
import { SocketAuthenticator } from '../realtime/socket-authenticator.js';
import { UpgradeRouter } from '../realtime/upgrade-router.service.js';
import { upgradeOnceAdmitted } from '../realtime/upgrade-once-admitted.js';
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
      upgradeOnceAdmitted(
        this.wss,
        { request, socket, head },
        () => this.admit(groupId!, credential),
        (ws, seat) => this.serve(ws, seat),
        this.logger,
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
    groupId: string,
    credential: string | { ticket: string; groupId: string } | null,
  ): Promise<{ caller: Authenticated; groupId: string; moderator: boolean }> {
    const caller = await this.authenticator.admit(credential);
    const seat = await this.access.assertCanOpen(caller.user, groupId);
    return { caller, groupId: seat.group.id, moderator: seat.isModerator };
  }

  private serve(
    ws: WebSocket,
    seat: { caller: Authenticated; groupId: string; moderator: boolean },
  ): void {
    this.alive.add(ws);
    ws.on('pong', () => this.alive.add(ws));
    // Clients only listen; anything they send is ignored rather than trusted.
    ws.on('message', () => undefined);
    this.authenticator.track(ws, seat.caller);
    this.hub.join(seat.groupId, ws, { userId: seat.caller.user.id, moderator: seat.moderator });
  }

  onModuleDestroy(): void {
    clearInterval(this.heartbeat);
    this.wss.close();
  }
}
