import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServiceTestKit, type ServiceTestKit } from '../testing/service-test-kit.js';
import { JobPeriods } from './job-periods.service.js';

describe('JobPeriods (embedded SQLite, real migrations)', () => {
  let kit: ServiceTestKit;
  let periods: JobPeriods;
  beforeAll(async () => {
    kit = await createServiceTestKit();
    periods = kit.get(JobPeriods);
  });
  afterAll(() => kit.close());

  it('gives a period to the first claim only, whatever the moment inside it', async () => {
    const at = (iso: string) => new Date(iso);
    expect(await periods.claim('reminders', 60_000, at('2026-12-01T10:00:05Z'))).toBe(true);
    expect(await periods.claim('reminders', 60_000, at('2026-12-01T10:00:59.999Z'))).toBe(false);
    // Another job's period is its own.
    expect(await periods.claim('backups', 60_000, at('2026-12-01T10:00:30Z'))).toBe(true);
    expect(await periods.claim('reminders', 60_000, at('2026-12-01T10:01:00Z'))).toBe(true);
  });

  it('lets one of several claims made at the same moment run the period', async () => {
    const now = new Date('2026-12-01T11:00:00Z');
    const won = await Promise.all(
      Array.from({ length: 5 }, () => periods.claim('crypto-checks', 15_000, now)),
    );
    expect(won.filter(Boolean)).toHaveLength(1);
  });

  it('forgets periods older than a week as new ones are claimed', async () => {
    await periods.claim('deposit-scan', 15_000, new Date('2026-11-01T00:00:00Z'));
    await periods.claim('deposit-scan', 15_000, new Date('2026-12-01T00:00:00Z'));
    const rows = (await kit.db.query(
      "SELECT period_start FROM job_periods WHERE job = 'deposit-scan'",
    )) as unknown[];
    expect(rows).toHaveLength(1);
  });
});
