import type { LoggerService } from '@nestjs/common';
import { pino, type DestinationStream, type Level, type Logger, type StreamEntry } from 'pino';
import pretty from 'pino-pretty';
import { systemLogSink, type SystemLogSink } from './monitoring/system-log-sink.js';

/** JSON lines for a log collector, or one short line per entry for a person. */
export type LogFormat = 'json' | 'pretty';

/**
 * A person reads a terminal; anything else (a pipe, a file, a container's log driver) gets
 * JSON, which a collector parses and no one reads line by line.
 */
export function logFormatFor(stdoutIsTerminal: boolean | undefined): LogFormat {
  return stdoutIsTerminal ? 'pretty' : 'json';
}

export interface LoggerOptions {
  sink?: SystemLogSink;
  format?: LogFormat;
  /** Standard output unless a test reads the lines. */
  destination?: NodeJS.WritableStream;
}

/**
 * The API's logger: standard output at the configured level, as JSON or, on a terminal, as
 * readable lines, and every warning and error also to the system logs
 * (monitoring/system-log-sink.ts), whatever the configured level, since the console shows what
 * went wrong even on a quiet log.
 */
export function createLogger(
  level: string,
  {
    sink = systemLogSink,
    format = logFormatFor(process.stdout.isTTY),
    destination,
  }: LoggerOptions = {},
): Logger {
  const streams: StreamEntry[] = [{ level: 'warn', stream: sink }];
  if (level !== 'silent') {
    const out: DestinationStream =
      format === 'pretty'
        ? pretty({
            destination: destination ?? 1,
            sync: true,
            colorize: destination ? false : undefined,
            translateTime: 'SYS:HH:MM:ss',
            // One line per entry, its fields as JSON after the message: a request is two lines.
            singleLine: true,
            ignore: 'pid,hostname,service',
          })
        : ((destination as DestinationStream | undefined) ?? pino.destination(1));
    streams.push({ level: level as Level, stream: out });
  }
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
