import {
  Injectable,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { SystemLog } from './monitoring.entities.js';
import { SystemLogSink } from './system-log-sink.js';

/** The table keeps the newest rows only: the console shows the last errors, not an archive. */
export const SYSTEM_LOGS_KEPT = 10_000;
const FLUSH_EVERY_MS = 1_000;
const BATCH = 500;

/**
 * Moves the warnings and errors the sink collected into `system_logs`: one INSERT per batch,
 * once a second, off the requests' path; then removes the rows beyond the newest
 * SYSTEM_LOGS_KEPT. When the database fails, the batch is dropped (the lines are still in the
 * process's standard output) and the failure goes to stderr directly, never through the logger,
 * so that it can neither recurse nor grow without bound.
 */
@Injectable()
export class SystemLogWriter implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> | undefined;

  constructor(
    @InjectRepository(SystemLog) private readonly logs: Repository<SystemLog>,
    private readonly sink: SystemLogSink,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.flush(), FLUSH_EVERY_MS);
    this.timer.unref();
  }

  async beforeApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }

  /** Writes what is waiting; a flush already running is waited for instead of doubled. */
  flush(): Promise<void> {
    this.flushing ??= this.writeWaiting().finally(() => (this.flushing = undefined));
    return this.flushing;
  }

  private async writeWaiting(): Promise<void> {
    while (this.sink.waiting > 0) {
      const batch = this.sink.take(BATCH);
      try {
        await this.logs.insert(batch);
        await this.prune();
      } catch (err) {
        this.sink.dropped += batch.length;
        process.stderr.write(
          `system logs: ${batch.length} line(s) not stored (${(err as Error).message})\n`,
        );
        return;
      }
    }
  }

  /** A range of the primary key: nothing to read when the table is under its bound. */
  private async prune(): Promise<void> {
    const [row] = (await this.logs.manager.query(
      'SELECT MAX(id) AS top FROM system_logs',
    )) as Array<{
      top: unknown;
    }>;
    const top = Number(row?.top ?? 0);
    if (top > SYSTEM_LOGS_KEPT)
      await this.logs.manager.query('DELETE FROM system_logs WHERE id <= ?', [
        top - SYSTEM_LOGS_KEPT,
      ]);
  }
}
