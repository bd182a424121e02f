import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Logger } from '@nestjs/common';
import { errorCatalog, WS_CLOSE } from '@tontine/contracts';
import type { WebSocket, WebSocketServer } from 'ws';
import { DomainError } from '../common/domain-error.js';
import { closeCodeFor, closeReason } from './close-reason.js';

/**
 * Completes a WebSocket handshake only once `admit` has answered, and serves the socket in the
 * same turn: when the client's socket opens, the server already delivers to it, so a client that
 * reads again on `open` what it may have missed misses nothing in between. A refusal still
 * completes the handshake, to close with a code and a reason the client can show.
 */
export function upgradeOnceAdmitted<T>(
  wss: WebSocketServer,
  upgrade: { request: IncomingMessage; socket: Duplex; head: Buffer },
  admit: () => Promise<T>,
  serve: (ws: WebSocket, admitted: T) => void,
  logger: Logger,
): void {
  const { request, socket, head } = upgrade;
  const closeWith = (code: number, reason: string) =>
    wss.handleUpgrade(request, socket, head, (ws) => ws.close(code, closeReason(reason)));
  admit().then(
    (admitted) => wss.handleUpgrade(request, socket, head, (ws) => serve(ws, admitted)),
    (err: unknown) => {
      if (err instanceof DomainError) return closeWith(closeCodeFor(err.status), err.detail);
      // A database hiccup must not become an unhandled rejection that ends the process.
      logger.error({ err }, 'socket admission failed');
      closeWith(WS_CLOSE.internalError, errorCatalog.INTERNAL.message.fr);
    },
  );
}
