import {
  Injectable,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LessThan, Repository } from 'typeorm';
import { sqlTime } from '../common/sql-values.js';
import { newId } from '../database/ids.js';
import { RequestMinute } from './monitoring.entities.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const FLUSH_EVERY_MS = 10_000;
/** Rows older than this are of no use to the last hour's rate: removed now and then. */
const KEEP_MS = 25 * HOUR;

interface Bucket {
  total: number;
  errors: number;
  /** Counted since its row was last written. */
  dirty: boolean;
}

/**
 * Counts the responses this instance sends, per minute, and how many were 5xx: in memory on
 * the request's path (an increment), written every few seconds as one row per minute and
 * instance in `request_minutes` (its whole count, so that writing twice is harmless). The
 * error rate of the last hour adds every instance's rows, this one's taken from memory so that
 * it is exact to the last response.
 */
@Injectable()
export class RequestCounter implements OnApplicationBootstrap, BeforeApplicationShutdown {
  readonly instanceId = newId();
  private readonly minutes = new Map<number, Bucket>();
  private timer: NodeJS.Timeout | undefined;
  private lastPrune = 0;

  constructor(
    @InjectRepository(RequestMinute) private readonly minuteRows: Repository<RequestMinute>,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.flush().catch(reportFailure), FLUSH_EVERY_MS);
    this.timer.unref();
  }

  async beforeApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.flush().catch(reportFailure);
  }

  /** One response sent with this status. */
  record(status: number, at = Date.now()): void {
    const minute = Math.floor(at / MINUTE) * MINUTE;
    let bucket = this.minutes.get(minute);
    if (!bucket) {
      bucket = { total: 0, errors: 0, dirty: true };
      this.minutes.set(minute, bucket);
    }
    bucket.total += 1;
    if (status >= 500) bucket.errors += 1;
    bucket.dirty = true;
  }

  /** Writes the minutes counted since the last write; forgets the ones past the hour. */
  async flush(now = Date.now()): Promise<void> {
    const rows: RequestMinute[] = [];
    for (const [minute, bucket] of this.minutes) {
      if (bucket.dirty) {
        bucket.dirty = false;
        rows.push(
          Object.assign(new RequestMinute(), {
            minute: new Date(minute),
            instanceId: this.instanceId,
            total: bucket.total,
            errors: bucket.errors,
          }),
        );
      } else if (minute < now - HOUR - MINUTE) this.minutes.delete(minute);
    }
    try {
      if (rows.length) await this.minuteRows.upsert(rows, ['minute', 'instanceId']);
    } catch (err) {
      for (const row of rows) {
        const bucket = this.minutes.get(row.minute.getTime());
        if (bucket) bucket.dirty = true;
      }
      throw err;
    }
    if (now - this.lastPrune > HOUR) {
      this.lastPrune = now;
      await this.minuteRows.delete({ minute: LessThan(new Date(now - KEEP_MS)) });
    }
  }

  /** Responses and 5xx answers of every instance over the last hour (61 whole minutes at most). */
  async lastHour(now = Date.now()): Promise<{ total: number; errors: number }> {
    const since = Math.floor((now - HOUR) / MINUTE) * MINUTE;
    const [others] = (await this.minuteRows.manager.query(
      `SELECT COALESCE(SUM(total), 0) AS total, COALESCE(SUM(errors), 0) AS errors
       FROM request_minutes WHERE minute >= ? AND instance_id <> ?`,
      [sqlTime(new Date(since)), this.instanceId],
    )) as Array<{ total: unknown; errors: unknown }>;
    let total = Number(others?.total ?? 0);
    let errors = Number(others?.errors ?? 0);
    for (const [minute, bucket] of this.minutes)
      if (minute >= since) {
        total += bucket.total;
        errors += bucket.errors;
      }
    return { total, errors };
  }
}

/** The share of 5xx answers in percent, two decimals, from integers: "0.00" without traffic. */
export function errorRatePercent({ total, errors }: { total: number; errors: number }): string {
  if (total === 0) return '0.00';
  return (Math.round((errors * 10_000) / total) / 100).toFixed(2);
}

function reportFailure(err: unknown): void {
  // Not through the logger: a failing database would log on every attempt.
  process.stderr.write(`request counts not stored: ${(err as Error).message}\n`);
}
