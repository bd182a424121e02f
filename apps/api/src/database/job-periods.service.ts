import { hostname } from 'node:os';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LessThan, type Repository } from 'typeorm';
import { JobPeriod } from './job-period.entity.js';
import { isUniqueViolation } from './unique-violation.js';

/** How long a claimed period is kept: long enough to read which instance ran what. */
const KEPT_MS = 7 * 86_400_000;

/**
 * Once per period across the API instances: each instance's timer asks to claim the job's
 * current period, and only the first write of its row succeeds (the primary key). The period is
 * the interval the timer fires at, aligned on the clock, so that instances started at different
 * moments ask for the same periods.
 */
@Injectable()
export class JobPeriods {
  private readonly instance = `${hostname()}:${process.pid}`.slice(0, 120);

  constructor(@InjectRepository(JobPeriod) private readonly periods: Repository<JobPeriod>) {}

  /** Whether this instance runs `job` for the period of `intervalMs` that holds `now`. */
  async claim(job: string, intervalMs: number, now = new Date()): Promise<boolean> {
    const periodStart = new Date(Math.floor(now.getTime() / intervalMs) * intervalMs);
    try {
      await this.periods.insert({ job, periodStart, claimedAt: now, claimedBy: this.instance });
    } catch (err) {
      if (isUniqueViolation(err)) return false;
      throw err;
    }
    await this.periods.delete({ job, periodStart: LessThan(new Date(now.getTime() - KEPT_MS)) });
    return true;
  }
}
