import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { groupIdOfChatPath, NOTIFICATIONS_WS_PATH } from '@tontine/contracts';

/**
 * A WebSocket upgrade to a path no socket server serves is answered 404 and closed; left
 * alone, Node keeps such a connection open forever.
 */
@Injectable()
export class UnclaimedUpgrades implements OnApplicationBootstrap {
  constructor(private readonly adapterHost: HttpAdapterHost) {}

  onApplicationBootstrap(): void {
    const server = this.adapterHost.httpAdapter.getHttpServer() as Server;
    server.on('upgrade', (request: IncomingMessage, socket: Duplex) => {
      const { pathname } = new URL(request.url ?? '/', 'http://localhost');
      if (pathname === NOTIFICATIONS_WS_PATH || groupIdOfChatPath(pathname) !== null) return;
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
    });
  }
}
