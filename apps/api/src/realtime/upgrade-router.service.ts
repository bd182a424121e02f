import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { WEBSOCKET_ROUTES } from '@tontine/contracts';
import { match, type MatchFunction } from 'path-to-regexp';
import { Drain } from '../common/drain.service.js';
import { SocketAuthenticator } from './socket-authenticator.js';

export type WebSocketRoute = (typeof WEBSOCKET_ROUTES)[number];

export type UpgradeHandler = (
  request: IncomingMessage,
  socket: Duplex,
  head: Buffer,
  params: Record<string, string>,
) => void;

/**
 * The one owner of the HTTP server's `upgrade` event: it matches the path against the socket
 * routes of the contracts (`WEBSOCKET_ROUTES`), refuses another site's page (403) and a path
 * nobody serves (404; left alone, Node would keep such a connection open forever), any socket
 * while the instance drains (503), and hands
 * the rest to the socket server that serves the route. Every route of the contracts must be
 * served, or the API does not start.
 */
@Injectable()
export class UpgradeRouter implements OnApplicationBootstrap {
  private readonly routes: Array<{
    route: WebSocketRoute;
    match: MatchFunction<Record<string, string>>;
    handler: UpgradeHandler;
  }> = [];

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly authenticator: SocketAuthenticator,
    private readonly drain: Drain,
  ) {}

  /** Called by a socket server in its `onModuleInit`. */
  serve(route: WebSocketRoute, handler: UpgradeHandler): void {
    this.routes.push({ route, match: match(route, { decode: decodeOrRaw }), handler });
  }

  onApplicationBootstrap(): void {
    const missing = WEBSOCKET_ROUTES.filter((r) => !this.routes.some((s) => s.route === r));
    if (missing.length) throw new Error(`WebSocket routes without a server: ${missing.join(', ')}`);
    const server = this.adapterHost.httpAdapter.getHttpServer() as Server;
    server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) =>
      this.route(request, socket, head),
    );
  }

  private route(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    // A draining instance takes no new socket: nginx passes a 503 upgrade to the next instance.
    if (this.drain.draining) return refuse(socket, 503);
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    for (const served of this.routes) {
      const found = served.match(pathname);
      if (!found) continue;
      if (!this.authenticator.originAllowed(request)) return refuse(socket, 403);
      return served.handler(request, socket, head, found.params);
    }
    refuse(socket, 404);
  }
}

const STATUS_TEXTS = { 403: 'Forbidden', 404: 'Not Found', 503: 'Service Unavailable' } as const;

function refuse(socket: Duplex, status: keyof typeof STATUS_TEXTS): void {
  const text = STATUS_TEXTS[status];
  socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/** A malformed escape stays as it is: it then names nothing, rather than throwing. */
function decodeOrRaw(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
