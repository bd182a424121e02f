import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { InstanceChannel } from './instance-channel.js';

const CHANNEL = 'server-caches';

interface ClearMessage {
  /** A cache's name, or '*' for all of them. The instance that asked has cleared its own. */
  cache: string;
}

/**
 * The caches every instance keeps in memory (settings, platform and console statistics, the
 * users search's counts, chat senders'
 * seats, checked tokens, the maintenance switch), by name, and the way to empty one or all of
 * them on every instance: a message on Redis when REDIS_URL is set, this process otherwise.
 * Its own two connections rather than the realtime bus: the settings are read by the sign-in
 * (auth), which the realtime layer itself depends on.
 */
@Injectable()
export class ServerCaches implements OnModuleDestroy {
  private readonly logger = new Logger('ServerCaches');
  private readonly caches = new Map<string, () => void | Promise<void>>();
  /** Absent without REDIS_URL: this process is the only instance. */
  private readonly others: InstanceChannel<ClearMessage> | undefined;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    if (!config.redisUrl) return;
    this.others = new InstanceChannel<ClearMessage>(
      config.redisUrl,
      CHANNEL,
      this.logger,
      (message) => void this.clearHere(String(message.cache)),
    );
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
    if (!this.others) return { cleared, instancesReached: false };
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

  onModuleDestroy(): void {
    this.others?.close();
  }
}
