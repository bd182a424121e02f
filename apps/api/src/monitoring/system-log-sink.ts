import type { SystemLogLevel } from '@tontine/contracts';

/** A warning or an error as pino serialized it, waiting to be written to `system_logs`. */
export interface CapturedLog {
  level: SystemLogLevel;
  message: string;
  /** The line's other fields (request id, error and stack, …) as JSON, or null. */
  context: string | null;
  loggedAt: Date;
}

/** pino's numeric levels: 40 warn, 50 error, 60 fatal (kept as an error). */
const WARN = 40;
const ERROR = 50;
/** Fields every line carries, said again by the row's own columns or of no use there. */
const PLAIN_FIELDS = new Set(['level', 'time', 'msg', 'service', 'pid', 'hostname']);
/**
 * The values a failed query carried (a password hash, an e-mail…): kept in the process's own
 * log, left out of what the console shows. The query's text, with its placeholders, stays.
 */
const VALUE_FIELDS = new Set(['parameters', 'sql']);
const MESSAGE_MAX = 2_000;
const CONTEXT_MAX = 8_000;

/**
 * A pino destination for the lines at warn and above: it keeps them in memory, parsed, for the
 * writer (system-log-writer.service.ts) to store in batches. Writing here never waits for the
 * database and never logs: a failing database cannot slow the logging nor make it recurse. The
 * buffer is bounded: past `capacity` the oldest lines are dropped and counted.
 */
export class SystemLogSink {
  private buffer: CapturedLog[] = [];
  /** Lines dropped because the buffer was full or the database refused them. */
  dropped = 0;

  constructor(private readonly capacity = 5_000) {}

  /** pino calls this with each serialized line (one JSON object and a newline). */
  write(line: string): void {
    let parsed: Record<string, unknown>;
    try {
      parsed = JSON.parse(line) as Record<string, unknown>;
    } catch {
      return;
    }
    const level = Number(parsed.level);
    if (!(level >= WARN)) return;
    const rest = withoutValues(
      Object.fromEntries(Object.entries(parsed).filter(([k]) => !PLAIN_FIELDS.has(k))),
    ) as Record<string, unknown>;
    const time = typeof parsed.time === 'string' ? new Date(parsed.time) : new Date();
    this.push({
      level: level >= ERROR ? 'error' : 'warn',
      message: clip(typeof parsed.msg === 'string' ? parsed.msg : '', MESSAGE_MAX),
      context: Object.keys(rest).length ? clip(JSON.stringify(rest), CONTEXT_MAX) : null,
      loggedAt: Number.isNaN(time.getTime()) ? new Date() : time,
    });
  }

  push(entry: CapturedLog): void {
    this.buffer.push(entry);
    if (this.buffer.length > this.capacity) {
      this.buffer.shift();
      this.dropped += 1;
    }
  }

  /** Takes up to `max` of the oldest lines waiting. */
  take(max: number): CapturedLog[] {
    return this.buffer.splice(0, max);
  }

  get waiting(): number {
    return this.buffer.length;
  }
}

function withoutValues(value: unknown, depth = 0): unknown {
  if (depth > 8 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => withoutValues(v, depth + 1));
  return Object.fromEntries(
    Object.entries(value)
      .filter(([k]) => !VALUE_FIELDS.has(k))
      .map(([k, v]) => [k, withoutValues(v, depth + 1)]),
  );
}

function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/**
 * The process's sink: the logger (logger.ts) writes into it from the first line, before the
 * application and its database exist; the writer drains it once they do.
 */
export const systemLogSink = new SystemLogSink();
