import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import type { RealtimeMessage } from '@tontine/contracts';
import { Redis } from 'ioredis';
import { WebSocket } from 'ws';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';

const CHANNEL = 'tontine:user-events';

/**
 * Delivers typed events to a user's open sockets. With REDIS_URL every instance publishes to
 * Redis and delivers what it receives to its own sockets, so a user connected to another
 * instance still gets the event; without Redis delivery stays in process.
 */
@Injectable()
export class RealtimeHub implements OnModuleDestroy {
  private readonly logger = new Logger('RealtimeHub');
  private readonly sockets = new Map<string, Set<WebSocket>>();
  private readonly publisher: Redis | undefined;
  private readonly subscriber: Redis | undefined;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    if (!config.redisUrl) return;
    this.publisher = new Redis(config.redisUrl);
    this.subscriber = new Redis(config.redisUrl);
    void this.subscriber.subscribe(CHANNEL);
    this.subscriber.on('message', (_channel, raw: string) => {
      const { userId, message } = JSON.parse(raw) as { userId: string; message: RealtimeMessage };
      this.deliverLocally(userId, message);
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
    if (!this.publisher) return this.deliverLocally(userId, message);
    try {
      await this.publisher.publish(CHANNEL, JSON.stringify({ userId, message }));
    } catch (err) {
      this.logger.error({ err }, 'realtime publish failed; delivering locally only');
      this.deliverLocally(userId, message);
    }
  }

  private deliverLocally(userId: string, message: RealtimeMessage): void {
    const payload = JSON.stringify(message);
    for (const socket of this.sockets.get(userId) ?? []) {
      if (socket.readyState === WebSocket.OPEN) socket.send(payload);
    }
  }

  onModuleDestroy(): void {
    for (const set of this.sockets.values())
      for (const s of set) s.close(1001, 'Server shutting down');
    this.publisher?.disconnect();
    this.subscriber?.disconnect();
  }
}
