import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { errorCatalog, WS_CLOSE, type ErrorCode } from '@tontine/contracts';
import { Redis } from 'ioredis';
import type { WebSocket } from 'ws';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { closeCodeFor, closeReason } from './close-reason.js';

const CHANNEL = 'tontine:socket-control';

/** Who holds an open socket: the session its token names. */
export interface SocketOwner {
  userId: string;
  sessionId: string;
  superAdmin: boolean;
}

type ControlNote =
  | { kind: 'end_sessions'; userId: string; reason: ErrorCode; only?: string; keep?: string }
  | { kind: 'maintenance_on'; message: string };

/**
 * Every authenticated socket of this instance (notifications and chat), by the session that
 * opened it, so that what ends a session on HTTP ends its sockets too, on every instance:
 * a password change, "sign out everywhere", a suspension, and maintenance for everyone but
 * super admins. With REDIS_URL the order goes through Redis; without, it acts in process.
 */
@Injectable()
export class SocketRegistry implements OnModuleDestroy {
  private readonly logger = new Logger('SocketRegistry');
  private readonly owners = new Map<WebSocket, SocketOwner>();
  private readonly publisher: Redis | undefined;
  private readonly subscriber: Redis | undefined;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    if (!config.redisUrl) return;
    this.publisher = new Redis(config.redisUrl);
    this.subscriber = new Redis(config.redisUrl);
    void this.subscriber.subscribe(CHANNEL);
    this.subscriber.on('message', (_channel, raw: string) =>
      this.actLocally(JSON.parse(raw) as ControlNote),
    );
  }

  track(socket: WebSocket, owner: SocketOwner): void {
    this.owners.set(socket, owner);
    socket.once('close', () => this.owners.delete(socket));
  }

  /** Closes the user's sockets: all, those of the session `only`, or all but the session `keep`. */
  endSessions(
    userId: string,
    reason: ErrorCode,
    which: { only?: string; keep?: string } = {},
  ): Promise<void> {
    return this.order({ kind: 'end_sessions', userId, reason, ...which });
  }

  /** Maintenance began: only super admins keep their sockets. */
  maintenanceStarted(message: string): Promise<void> {
    return this.order({ kind: 'maintenance_on', message });
  }

  private async order(note: ControlNote): Promise<void> {
    if (!this.publisher) return this.actLocally(note);
    try {
      await this.publisher.publish(CHANNEL, JSON.stringify(note));
    } catch (err) {
      this.logger.error({ err }, 'socket control publish failed; acting on this instance only');
      this.actLocally(note);
    }
  }

  private actLocally(note: ControlNote): void {
    for (const [socket, owner] of this.owners) {
      if (note.kind === 'maintenance_on') {
        if (!owner.superAdmin) socket.close(WS_CLOSE.maintenance, closeReason(note.message));
      } else if (
        owner.userId === note.userId &&
        owner.sessionId !== note.keep &&
        (note.only === undefined || owner.sessionId === note.only)
      ) {
        const { status, message } = errorCatalog[note.reason];
        socket.close(closeCodeFor(status), closeReason(message.fr));
      }
    }
  }

  onModuleDestroy(): void {
    this.publisher?.disconnect();
    this.subscriber?.disconnect();
  }
}
