import {
  Inject,
  type Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import type { DataSource } from 'typeorm';
import type { DatabaseUpkeep } from '../database/database-upkeep.service.js';
import { JobPeriods } from '../database/job-periods.service.js';
import { underNamedLock } from '../database/named-lock.js';

/**
 * A background job that ticks every `intervalMs()` (0 or less: off) while the API runs. Each
 * instance's timer fires, but a period of the interval runs once across the instances: the
 * first to claim it (JobPeriods). A tick that comes while the previous one is still running is
 * skipped rather than stacked, and a failure is logged and answered with `idle`: the next tick
 * tries again.
 */
export abstract class IntervalJob<T> implements OnApplicationBootstrap, OnModuleDestroy {
  @Inject(JobPeriods) private readonly periods!: JobPeriods;
  protected abstract readonly logger: Logger;
  /** The job's name in its periods' rows. */
  protected abstract readonly jobName: string;
  /** What a skipped, refused or failed run answers. */
  protected abstract readonly idle: T;
  private timer: NodeJS.Timeout | undefined;
  private running = false;

  protected abstract intervalMs(): number;

  /** One run, as the timer makes it (tests call it directly). */
  abstract tick(): Promise<T>;

  onApplicationBootstrap(): void {
    const every = this.intervalMs();
    if (every > 0) this.timer = setInterval(() => void this.scheduledTick(every), every).unref();
  }

  /** The timer's tick: only for the instance that claims the period. */
  private async scheduledTick(every: number): Promise<void> {
    try {
      if (!(await this.periods.claim(this.jobName, every))) return;
    } catch (err) {
      this.logger.error({ err }, 'the job could not claim its period');
      return;
    }
    await this.tick();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }

  /** Runs `work` unless a run is already under way; `failure` is the log line if it throws. */
  protected async runOnce(work: () => Promise<T>, failure: string): Promise<T> {
    if (this.running) return this.idle;
    this.running = true;
    try {
      return await work();
    } catch (err) {
      this.logger.error({ err }, failure);
      return this.idle;
    } finally {
      this.running = false;
    }
  }

  /**
   * `runOnce` under the MySQL named lock `lockName`, so that of several API instances one runs
   * it; the others answer `idle`. `locks` is database/'s DatabaseUpkeep, or the data source of a
   * domain that still holds one.
   */
  protected runOnceLocked(
    locks: DataSource | Pick<DatabaseUpkeep, 'underNamedLock'>,
    lockName: string,
    work: () => Promise<T>,
    failure: string,
  ): Promise<T> {
    return this.runOnce(async () => {
      const done =
        'underNamedLock' in locks
          ? await locks.underNamedLock(lockName, work)
          : await underNamedLock(locks, lockName, work);
      return done.ran ? done.value : this.idle;
    }, failure);
  }
}
