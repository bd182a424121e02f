import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';

/** What goes over the bus between instances; each channel knows its own messages. */
export interface BusChannel<T> {
  publish(message: T): Promise<void>;
}

/**
 * Fan-out between API instances. With REDIS_URL each channel is a Redis channel: a message
 * published on one instance is delivered on every instance (itself included), which then acts
 * on its own sockets; without Redis, or when a publish fails, it is delivered in this process
 * only. One publishing and one subscribing connection serve every channel.
 */
@Injectable()
export class RealtimeBus implements OnModuleDestroy {
  private readonly logger = new Logger('RealtimeBus');
  private readonly publisher: Redis | undefined;
  private readonly subscriber: Redis | undefined;
  private readonly deliveries = new Map<string, (message: unknown) => void>();

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    if (!config.redisUrl) return;
    this.publisher = new Redis(config.redisUrl);
    this.subscriber = new Redis(config.redisUrl);
    this.subscriber.on('message', (channel: string, raw: string) => {
      const deliver = this.deliveries.get(channel);
      if (!deliver) return;
      try {
        deliver(JSON.parse(raw));
      } catch (err) {
        this.logger.error({ err, channel }, 'realtime delivery failed');
      }
    });
  }

  /** Opens `name`; `deliver` runs on every instance for each message published on it. */
  channel<T>(name: string, deliver: (message: T) => void): BusChannel<T> {
    if (this.deliveries.has(name)) throw new Error(`realtime channel ${name} opened twice`);
    this.deliveries.set(name, deliver as (message: unknown) => void);
    void this.subscriber?.subscribe(name);
    return {
      publish: async (message: T) => {
        if (!this.publisher) return deliver(message);
        try {
          await this.publisher.publish(name, JSON.stringify(message));
        } catch (err) {
          this.logger.error({ err, channel: name }, 'realtime publish failed; this instance only');
          deliver(message);
        }
      },
    };
  }

  onModuleDestroy(): void {
    this.publisher?.disconnect();
    this.subscriber?.disconnect();
  }
}
