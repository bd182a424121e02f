import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { DataSource } from 'typeorm';
import { redisConnectionName } from '../../bus/redis-connection-name.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';

/** How long a caller's last write position is kept: far longer than any replica may lag. */
const KEPT_SECONDS = 3600;
const KEY_PREFIX = 'tontine:written:';

/**
 * Where each caller's last write stands in the primary's binlog (its GTID position), so that
 * what they read next comes from a replica only once the replica has applied it: a person
 * reads their own writes whichever instance answers. Kept in Redis when the instances share
 * one, in this process otherwise. Only used where a replica is configured.
 */
@Injectable()
export class WritePositions implements OnApplicationShutdown {
  private readonly logger = new Logger('WritePositions');
  private readonly redis: Redis | undefined;
  private readonly local = new LRUCache<string, string>({ max: 100_000, ttl: KEPT_SECONDS * 1000 });

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @InjectDataSource() private readonly primary: DataSource,
  ) {
    if (config.replica && config.redisUrl)
      this.redis = new Redis(config.redisUrl, {
        connectionName: redisConnectionName('write-positions'),
      });
    this.redis?.on('error', (err) => this.logger.warn({ err }, 'write positions: Redis error'));
  }

  /**
   * Records the primary's binlog position after `callerId`'s write, before their answer is
   * sent: every transaction committed so far, theirs included, is at or before it.
   */
  async wrote(callerId: string): Promise<void> {
    const position = await this.primaryPosition();
    if (!position) return;
    if (!this.redis) {
      this.local.set(callerId, position);
      return;
    }
    // Not shared, the other instances would not know of the write: they read the primary.
    await this.redis
      .set(KEY_PREFIX + callerId, position, 'EX', KEPT_SECONDS)
      .catch(async (err: unknown) => {
        this.logger.warn({ err }, 'a write position was not shared');
        await this.redis?.del(KEY_PREFIX + callerId).catch(() => undefined);
      });
  }

  /** The primary's binlog position: every transaction committed so far is at or before it. */
  async primaryPosition(): Promise<string | undefined> {
    const [row] = (await this.primary.query('SELECT @@gtid_binlog_pos AS position')) as Array<{
      position: string | null;
    }>;
    return row?.position || undefined;
  }

  /**
   * The position of `callerId`'s last write, or undefined when they have written nothing for
   * an hour. Redis unreachable: answers `'unknown'`, and the caller reads the primary.
   */
  async lastOf(callerId: string): Promise<string | 'unknown' | undefined> {
    if (!this.redis) return this.local.get(callerId);
    try {
      return (await this.redis.get(KEY_PREFIX + callerId)) ?? undefined;
    } catch {
      return 'unknown';
    }
  }

  onApplicationShutdown(): void {
    this.redis?.disconnect();
  }
}
