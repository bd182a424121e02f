import { Injectable } from '@nestjs/common';
import { errorCatalog, WS_CLOSE, type DomainEventMap } from '@tontine/contracts';
import type { WebSocket } from 'ws';
import { Drain } from '../common/drain.service.js';
import { DomainEvents } from '../events/domain-events.service.js';
import { closeCodeFor, closeReason } from './close-reason.js';
import { InstanceBus, type BusTopic } from '../bus/instance-bus.service.js';

/** Who holds an open socket: the session its token names. */
export interface SocketOwner {
  userId: string;
  sessionId: string;
  superAdmin: boolean;
}

type ControlNote =
  | ({ kind: 'end_sessions' } & DomainEventMap['sessions.ended'])
  | ({ kind: 'maintenance_on' } & DomainEventMap['maintenance.started']);

/**
 * Every authenticated socket of this instance (notifications and chat), by the session that
 * opened it, so that what ends a session on HTTP ends its sockets too, on every instance:
 * a password change, "sign out everywhere", a suspension; and maintenance for everyone but
 * super admins. An instance that drains closes them all with the code that says "reconnect
 * now": the client opens its socket again on another instance and reads what it missed.
 */
@Injectable()
export class SocketRegistry {
  private readonly owners = new Map<WebSocket, SocketOwner>();
  private readonly control: BusTopic<ControlNote>;

  constructor(bus: InstanceBus, events: DomainEvents, drain: Drain) {
    this.control = bus.topic<ControlNote>('socket-control', {
      audience: 'all',
      hear: (note) => this.actLocally(note),
    });
    events.on('sessions.ended', async (ended) => {
      await this.control.publish({ kind: 'end_sessions', ...ended });
    });
    events.on('maintenance.started', async (started) => {
      await this.control.publish({ kind: 'maintenance_on', ...started });
    });
    drain.onDrain(() => {
      const reason = closeReason(errorCatalog.INSTANCE_DRAINING.message.fr);
      for (const socket of this.owners.keys()) socket.close(WS_CLOSE.reconnect, reason);
    });
  }

  track(socket: WebSocket, owner: SocketOwner): void {
    this.owners.set(socket, owner);
    socket.once('close', () => this.owners.delete(socket));
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
}
