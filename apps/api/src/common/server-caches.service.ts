import { Injectable, Logger } from '@nestjs/common';
import { InstanceBus, type BusTopic } from '../bus/instance-bus.service.js';

interface ClearMessage {
  /** A cache's name, or '*' for all of them. The instance that asked has cleared its own. */
  cache: string;
}

/**
 * The caches every instance keeps in memory (settings, platform and console statistics, the
 * users search's counts, chat senders'
 * seats, checked tokens, the maintenance switch), by name, and the way to empty one or all of
 * them on every instance: a message on the instance bus (Redis when REDIS_URL is set, this
 * process otherwise).
 */
@Injectable()
export class ServerCaches {
  private readonly logger = new Logger('ServerCaches');
  private readonly caches = new Map<string, () => void | Promise<void>>();
  private readonly others: BusTopic<ClearMessage>;

  constructor(bus: InstanceBus) {
    this.others = bus.topic<ClearMessage>('server-caches', {
      audience: 'others',
      hear: (message) => void this.clearHere(String(message.cache)),
    });
  }

  /** `clear` runs when the cache is emptied on this instance, whoever asked. */
  register(name: string, clear: () => void | Promise<void>): void {
    this.caches.set(name, clear);
  }

  names(): string[] {
    return [...this.caches.keys()].sort();
  }

  /**
   * Empties `cache` ('*': every cache) here at once, then on the other instances. Answers the
   * names emptied and whether the other instances were reached (false without Redis).
   */
  async clear(cache = '*'): Promise<{ cleared: string[]; instancesReached: boolean }> {
    const cleared = await this.clearHere(cache);
    // A failure is said in the answer rather than hidden: the other instances keep theirs until
    // they re-read (the settings within a minute).
    return { cleared, instancesReached: await this.others.publish({ cache }) };
  }

  private async clearHere(cache: string): Promise<string[]> {
    const names = cache === '*' ? this.names() : this.caches.has(cache) ? [cache] : [];
    for (const name of names) {
      try {
        await this.caches.get(name)!();
      } catch (err) {
        this.logger.error({ err, cache: name }, 'clearing a cache failed');
      }
    }
    return names;
  }
}
