import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { WS_CLOSE, type RealtimeMessage } from '@tontine/contracts';
import { WebSocket } from 'ws';
import { InstanceBus, type BusTopic } from '../bus/instance-bus.service.js';

interface UserEvent {
  userId: string;
  message: RealtimeMessage;
}

/**
 * Delivers typed events to a user's open notification sockets, on whichever instance they are
 * connected to (through the instance bus).
 */
@Injectable()
export class RealtimeHub implements OnModuleDestroy {
  private readonly sockets = new Map<string, Set<WebSocket>>();
  private readonly events: BusTopic<UserEvent>;

  constructor(bus: InstanceBus) {
    this.events = bus.topic<UserEvent>('user-events', {
      audience: 'all',
      hear: ({ userId, message }) => this.deliverLocally(userId, message),
    });
  }

  add(userId: string, socket: WebSocket): void {
    const set = this.sockets.get(userId) ?? new Set<WebSocket>();
    set.add(socket);
    this.sockets.set(userId, set);
    socket.once('close', () => {
      set.delete(socket);
      if (set.size === 0) this.sockets.delete(userId);
    });
  }

  async publish(userId: string, message: RealtimeMessage): Promise<void> {
    await this.events.publish({ userId, message });
  }

  private deliverLocally(userId: string, message: RealtimeMessage): void {
    const payload = JSON.stringify(message);
    for (const socket of this.sockets.get(userId) ?? []) {
      if (socket.readyState === WebSocket.OPEN) socket.send(payload);
    }
  }

  onModuleDestroy(): void {
    for (const set of this.sockets.values())
      for (const s of set) s.close(WS_CLOSE.goingAway, 'Server shutting down');
  }
}
