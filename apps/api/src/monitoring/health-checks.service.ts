import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { SystemLog } from './monitoring.entities.js';
import type { HealthCheck } from '@tontine/contracts';
import { Redis } from 'ioredis';
import { redisConnectionName } from '../bus/redis-connection-name.js';
import { Repository } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { MailService } from '../mail/mail.service.js';

/** A check that has not answered by then has failed: the statistics never hang on one. */
const CHECK_TIMEOUT_MS = 3_000;

/**
 * The system state card's checks: the database answers a query, Redis answers PING, the SMTP
 * server accepts a connection (and the credentials). Redis and SMTP are optional: without
 * REDIS_URL or SMTP_URL the check says `configured: false` (decision 0019).
 */
@Injectable()
export class HealthChecksService implements OnModuleDestroy {
  private readonly redis: Redis | undefined;

  constructor(
    @InjectRepository(SystemLog) private readonly logs: Repository<SystemLog>,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly mail: MailService,
  ) {
    this.redis = config.redisUrl
      ? new Redis(config.redisUrl, {
          connectionName: redisConnectionName('health-check'),
          lazyConnect: true,
          enableOfflineQueue: false,
          maxRetriesPerRequest: 0,
          connectTimeout: CHECK_TIMEOUT_MS,
        })
      : undefined;
    // A server that went away is reported by the check; the client must not crash the process.
    this.redis?.on('error', () => undefined);
  }

  async run(): Promise<HealthCheck[]> {
    const [database, redis, smtp] = await Promise.all([
      // Any table's manager reaches the one database: answering a query is what is checked.
      passes(this.logs.manager.query('SELECT 1')),
      this.redis ? passes(this.pingRedis(this.redis)) : false,
      this.mail.enabled ? passes(this.mail.verify()) : false,
    ]);
    return [
      { name: 'database', ok: database, configured: true },
      { name: 'redis', ok: redis, configured: this.redis !== undefined },
      { name: 'smtp', ok: smtp, configured: this.mail.enabled },
    ];
  }

  private async pingRedis(redis: Redis): Promise<unknown> {
    if (redis.status === 'wait' || redis.status === 'end') await redis.connect();
    return redis.ping();
  }

  onModuleDestroy(): void {
    this.redis?.disconnect();
  }
}

/** The share of the configured checks that pass, 0–100; the database is always one of them. */
export function healthPercent(checks: HealthCheck[]): number {
  const counted = checks.filter((c) => c.configured);
  if (counted.length === 0) return 0;
  return Math.round((counted.filter((c) => c.ok).length * 100) / counted.length);
}

async function passes(check: Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((done) => {
    timer = setTimeout(() => done(false), CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([check.then((v) => v !== false), late]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
