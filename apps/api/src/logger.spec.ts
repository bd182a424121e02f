import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger, logFormatFor, type LogFormat } from './logger.js';
import { SystemLogSink } from './monitoring/system-log-sink.js';

/** A logger whose standard output is kept, as lines. */
function capture(level: string, format: LogFormat) {
  const destination = new PassThrough();
  const lines: string[] = [];
  destination.on('data', (chunk: Buffer) =>
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean)),
  );
  const logger = createLogger(level, { sink: new SystemLogSink(), format, destination });
  return { logger, lines };
}

describe('the log format', () => {
  it('is readable lines on a terminal and JSON anywhere else', () => {
    expect(logFormatFor(true)).toBe('pretty');
    expect(logFormatFor(false)).toBe('json');
    expect(logFormatFor(undefined)).toBe('json');
  });

  it('writes one JSON object per entry for a log collector', () => {
    const { logger, lines } = capture('info', 'json');
    logger.info({ reqId: 'r-1' }, 'request completed');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      level: 30,
      msg: 'request completed',
      reqId: 'r-1',
      service: 'tontine-api',
    });
  });

  it('writes one line a person reads on a terminal: time, level, message, fields', () => {
    const { logger, lines } = capture('info', 'pretty');
    logger.warn('e-mail could not be sent');
    logger.info({ reqId: 'r-1', res: { statusCode: 200 } }, 'request completed');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^\[\d\d:\d\d:\d\d\] WARN: e-mail could not be sent$/);
    expect(lines[1]).toMatch(
      /^\[\d\d:\d\d:\d\d\] INFO: request completed {"reqId":"r-1","res":{"statusCode":200}}$/,
    );
  });
});

describe('the log level', () => {
  it("keeps requests' info lines off a warn log, and warnings on it", () => {
    const { logger, lines } = capture('warn', 'json');
    logger.info('incoming request');
    logger.warn('the SMTP server refused the message');
    expect(lines.map((line) => (JSON.parse(line) as { msg: string }).msg)).toEqual([
      'the SMTP server refused the message',
    ]);
  });
});
