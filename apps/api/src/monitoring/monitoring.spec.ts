import { describe, expect, it, vi } from 'vitest';
import { createLogger } from '../logger.js';
import { useServiceTestKit } from '../testing/service-test-kit.js';
import { healthPercent } from './health-checks.service.js';
import { MonitoringModule } from './monitoring.module.js';
import { RequestMinute, SystemLog } from './monitoring.entities.js';
import { errorRatePercent, RequestCounter } from './request-counter.service.js';
import { SystemLogSink } from './system-log-sink.js';
import { SYSTEM_LOGS_KEPT, SystemLogWriter } from './system-log-writer.service.js';

describe('the system logs', () => {
  it('keep what pino logged at warn and above, parsed, without the values of a failed query', () => {
    const sink = new SystemLogSink();
    const logger = createLogger('silent', { sink });
    logger.info('an ordinary request');
    logger.warn({ context: 'MailService', to: 'a@b.c' }, 'e-mail could not be sent');
    logger.error(
      { err: new Error('boom'), reqId: 'r-1', parameters: ['secret-hash'], sql: 'x = secret' },
      'unexpected error',
    );
    logger.fatal('gone');
    const [warn, error, fatal, ...rest] = sink.take(10);
    expect(rest).toEqual([]);
    expect(warn).toMatchObject({ level: 'warn', message: 'e-mail could not be sent' });
    expect(JSON.parse(warn!.context!)).toEqual({ context: 'MailService', to: 'a@b.c' });
    expect(error).toMatchObject({ level: 'error', message: 'unexpected error' });
    expect(error!.context).toContain('"reqId":"r-1"');
    expect(error!.context).toContain('boom');
    expect(error!.context).not.toContain('secret');
    expect(fatal).toMatchObject({ level: 'error', message: 'gone', context: null });
    expect(error!.loggedAt.getTime()).toBeGreaterThan(Date.now() - 5_000);
  });

  it('wait in a bounded buffer: past its capacity the oldest are dropped and counted', () => {
    const sink = new SystemLogSink(3);
    const logger = createLogger('silent', { sink });
    for (let i = 1; i <= 5; i += 1) logger.warn(`line ${i}`);
    expect(sink.dropped).toBe(2);
    expect(sink.take(10).map((l) => l.message)).toEqual(['line 3', 'line 4', 'line 5']);
  });

  describe('written by the writer', () => {
    const kit = useServiceTestKit(MonitoringModule);

    it('in batches, keeping the newest SYSTEM_LOGS_KEPT rows', async () => {
      const sink = new SystemLogSink(20_000);
      const writer = new SystemLogWriter(kit.db.getRepository(SystemLog), sink);
      const at = new Date();
      for (let i = 1; i <= SYSTEM_LOGS_KEPT + 50; i += 1)
        sink.push({
          level: i % 2 ? 'warn' : 'error',
          message: `line ${i}`,
          context: null,
          loggedAt: at,
        });
      await writer.flush();
      expect(sink.waiting).toBe(0);
      expect(await kit.count('system_logs')).toBe(SYSTEM_LOGS_KEPT);
      const [oldest] = await kit.rows<{ message: string }>(
        'SELECT message FROM system_logs ORDER BY id LIMIT 1',
      );
      expect(oldest!.message).toBe('line 51');
    });

    it('drop a batch the database refuses, say so on stderr, and never log it again', async () => {
      const sink = new SystemLogSink();
      const writer = new SystemLogWriter(kit.db.getRepository(SystemLog), sink);
      const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
      try {
        await kit.db.query('DROP TABLE system_logs');
        sink.push({ level: 'error', message: 'lost', context: null, loggedAt: new Date() });
        await expect(writer.flush()).resolves.toBeUndefined();
        expect(sink.dropped).toBe(1);
        expect(sink.waiting).toBe(0);
        expect(String(stderr.mock.calls[0]?.[0])).toContain('1 line(s) not stored');
      } finally {
        stderr.mockRestore();
      }
    });
  });
});

describe('the error rate', () => {
  it('is the share of 5xx answers in percent with two decimals', () => {
    expect(errorRatePercent({ total: 0, errors: 0 })).toBe('0.00');
    expect(errorRatePercent({ total: 3, errors: 1 })).toBe('33.33');
    expect(errorRatePercent({ total: 3, errors: 2 })).toBe('66.67');
    expect(errorRatePercent({ total: 7, errors: 7 })).toBe('100.00');
  });

  describe('counted per minute and instance', () => {
    const kit = useServiceTestKit(MonitoringModule);
    const MINUTE = 60_000;

    it('adds every instance over the last hour, its own from memory to the last response', async () => {
      const now = Date.UTC(2026, 10, 24, 12, 30, 15);
      const mine = new RequestCounter(kit.db.getRepository(RequestMinute));
      const other = new RequestCounter(kit.db.getRepository(RequestMinute));
      mine.record(200, now);
      mine.record(500, now);
      mine.record(503, now - 10 * MINUTE);
      mine.record(500, now - 2 * 60 * MINUTE); // past the hour
      expect(await mine.lastHour(now)).toEqual({ total: 3, errors: 2 });

      other.record(200, now - MINUTE);
      other.record(200, now - MINUTE);
      other.record(502, now);
      expect(await mine.lastHour(now)).toEqual({ total: 3, errors: 2 }); // not written yet
      await other.flush(now);
      await other.flush(now); // twice: each row holds its minute's whole count
      expect(await mine.lastHour(now)).toEqual({ total: 6, errors: 3 });
      other.record(200, now);
      await other.flush(now);
      expect(await mine.lastHour(now)).toEqual({ total: 7, errors: 3 });
      expect(await kit.count('request_minutes')).toBe(2);

      // Its own rows, once written, are not counted twice.
      await mine.flush(now);
      expect(await mine.lastHour(now)).toEqual({ total: 7, errors: 3 });
      expect(await other.lastHour(now)).toEqual({ total: 7, errors: 3 });
    });
  });
});

describe('the system health', () => {
  it('is the share of the configured checks that pass; a service not configured does not count', () => {
    const check = (name: 'database' | 'redis' | 'smtp', ok: boolean, configured = true) => ({
      name,
      ok,
      configured,
    });
    expect(
      healthPercent([
        check('database', true),
        check('redis', false, false),
        check('smtp', false, false),
      ]),
    ).toBe(100);
    expect(
      healthPercent([check('database', true), check('redis', false), check('smtp', true)]),
    ).toBe(67);
    expect(
      healthPercent([check('database', false), check('redis', false, false), check('smtp', true)]),
    ).toBe(50);
  });
});
