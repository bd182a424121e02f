import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { Redis } from 'ioredis';
import { redisConnectionName } from '../bus/redis-connection-name.js';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';

export interface LimitSpec {
  key: string;
  points: number;
  seconds: number;
}

/**
 * Named counters for abuse limits (sign-in failures, code guessing). In Redis when REDIS_URL
 * is set, so that every API instance shares them; in memory otherwise.
 */
@Injectable()
export class RateLimitService implements OnModuleDestroy {
  private readonly redis: Redis | undefined;
  private readonly limiters = new Map<string, RateLimiterAbstract>();

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.redis = config.redisUrl
      ? new Redis(config.redisUrl, {
          connectionName: redisConnectionName('rate-limits'),
          enableOfflineQueue: false,
        })
      : undefined;
  }

  limiter({ key, points, seconds }: LimitSpec): RateLimiterAbstract {
    let limiter = this.limiters.get(key);
    if (!limiter) {
      const options = { keyPrefix: key, points, duration: seconds, blockDuration: seconds };
      limiter = this.redis
        ? new RateLimiterRedis({
            ...options,
            storeClient: this.redis,
            insuranceLimiter: new RateLimiterMemory(options),
          })
        : new RateLimiterMemory(options);
      this.limiters.set(key, limiter);
    }
    return limiter;
  }

  onModuleDestroy(): void {
    this.redis?.disconnect();
  }
}
