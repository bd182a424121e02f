import { Inject, Injectable, Logger } from '@nestjs/common';
import { RESTART_EXIT_CODE } from '@tontine/contracts';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { DomainError } from '../common/domain-error.js';

/**
 * A graceful restart: the API stops taking connections, lets the requests in flight finish
 * (Nest's close, Fastify's drain), then exits with RESTART_EXIT_CODE; the supervisor of
 * `npm start` (scripts/start.mjs) starts it again. Without that supervisor nothing would start
 * it again, so the action is refused (501) instead of stopping the service.
 */
@Injectable()
export class RestartService {
  private readonly logger = new Logger('RestartService');
  private close: (() => Promise<void>) | undefined;
  private restarting = false;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** main.ts hands over how to close the application. */
  setCloser(close: () => Promise<void>): void {
    this.close = close;
  }

  /** Checks that a restart can happen; the restart itself starts after the answer is sent. */
  assertAvailable(): void {
    if (!this.config.supervised || !this.close) throw new DomainError('RESTART_UNAVAILABLE');
  }

  schedule(): void {
    this.assertAvailable();
    if (this.restarting) return;
    this.restarting = true;
    // After the answer has left: the console sees "restarting", then the API comes back.
    setTimeout(() => {
      this.logger.warn('restart requested from the console: draining, then exiting');
      void this.close!()
        .catch((err: unknown) => this.logger.error({ err }, 'closing before the restart failed'))
        .finally(() => process.exit(RESTART_EXIT_CODE));
    }, 200);
  }
}
