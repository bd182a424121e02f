import type { Logger } from '@nestjs/common';
import { Redis } from 'ioredis';

/**
 * A Redis channel between the API's instances, with its own two connections: JSON messages, each
 * stamped with the instance that sent it so that the sender does not hear its own.
 */
export class InstanceChannel<M extends object> {
  private readonly instance = `${process.pid}-${Math.random().toString(36).slice(2)}`;
  private readonly publisher: Redis;
  private readonly subscriber: Redis;

  constructor(
    redisUrl: string,
    private readonly channel: string,
    private readonly logger: Logger,
    heard: (message: M) => void,
    /** Called on every (re)connection of the subscriber: messages sent meanwhile were lost. */
    connected?: () => void,
  ) {
    this.publisher = new Redis(redisUrl);
    this.subscriber = new Redis(redisUrl);
    void this.subscriber.subscribe(channel);
    this.subscriber.on('message', (_channel: string, raw: string) => {
      let message: M & { from?: string };
      try {
        message = JSON.parse(raw) as M & { from?: string };
      } catch (err) {
        return this.logger.error({ err }, `unreadable message on the ${channel} channel`);
      }
      if (message.from !== this.instance) heard(message);
    });
    if (connected) this.subscriber.on('ready', connected);
  }

  /** Tells the other instances; false (logged) when Redis could not be reached. */
  async publish(message: M): Promise<boolean> {
    try {
      await this.publisher.publish(
        this.channel,
        JSON.stringify({ ...message, from: this.instance }),
      );
      return true;
    } catch (err) {
      this.logger.error({ err }, 'telling the other instances failed');
      return false;
    }
  }

  close(): void {
    this.publisher.disconnect();
    this.subscriber.disconnect();
  }
}
