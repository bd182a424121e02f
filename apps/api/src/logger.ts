import type { LoggerService } from '@nestjs/common';
import { pino, type Level, type Logger, type StreamEntry } from 'pino';
import { systemLogSink, type SystemLogSink } from './monitoring/system-log-sink.js';

/**
 * The API's logger: standard output at the configured level, and every warning and error also
 * to the system logs (monitoring/system-log-sink.ts), whatever the configured level, since the
 * console shows what went wrong even on a quiet log.
 */
export function createLogger(level: string, sink: SystemLogSink = systemLogSink): Logger {
  const streams: StreamEntry[] = [{ level: 'warn', stream: sink }];
  if (level !== 'silent') streams.push({ level: level as Level, stream: pino.destination(1) });
  const lowest =
    level === 'silent' || pino.levels.values[level]! > pino.levels.values.warn! ? 'warn' : level;
  return pino(
    {
      level: lowest,
      base: { service: 'tontine-api' },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.passwordHash'],
    },
    pino.multistream(streams),
  );
}

/** Nest's start-up chatter (one line per module and route): useful when debugging only. */
const STARTUP_CONTEXTS = new Set([
  'InstanceLoader',
  'RoutesResolver',
  'RouterExplorer',
  'NestFactory',
]);

/** Nest's own messages go through the same structured logger as the requests. */
export class NestPinoLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}

  log(message: unknown, ...rest: unknown[]) {
    const context = rest.at(-1);
    this.write(
      typeof context === 'string' && STARTUP_CONTEXTS.has(context) ? 'debug' : 'info',
      message,
      rest,
    );
  }
  error(message: unknown, ...rest: unknown[]) {
    this.write('error', message, rest);
  }
  warn(message: unknown, ...rest: unknown[]) {
    this.write('warn', message, rest);
  }
  debug(message: unknown, ...rest: unknown[]) {
    this.write('debug', message, rest);
  }
  verbose(message: unknown, ...rest: unknown[]) {
    this.write('trace', message, rest);
  }

  private write(
    level: 'info' | 'error' | 'warn' | 'debug' | 'trace',
    message: unknown,
    rest: unknown[],
  ) {
    const context = typeof rest.at(-1) === 'string' ? (rest.at(-1) as string) : undefined;
    if (message instanceof Error) {
      this.logger[level]({ context, err: message }, message.message);
    } else if (message !== null && typeof message === 'object') {
      const extra = rest.find((r) => typeof r === 'string' && r !== context);
      this.logger[level]({ context, ...(message as object) }, extra as string | undefined);
    } else {
      this.logger[level]({ context }, String(message));
    }
  }
}
