import type { FastifyRequest } from 'fastify';
import secureJson from 'secure-json-parse';
import { DomainError } from './domain-error.js';

/**
 * A double holds every number of up to 15 significant digits exactly (DBL_DIG); past that,
 * JSON.parse silently rounds (1234567890123456.78 becomes …456.8). Money must never be
 * rounded, so a body whose numbers lose digits is refused and the client is asked for a
 * decimal string, which the schemas take as it is.
 */
const MAX_EXACT_DIGITS = 15;

class InexactNumber extends Error {
  constructor(readonly key: string) {
    super('inexact number');
  }
}

/** Significant digits of a JSON number as written: "0.0012300" has 3, "-1.5e10" has 2. */
export function significantDigits(source: string): number {
  const mantissa = source.replace(/^-/, '').split(/e/i)[0] ?? '';
  return mantissa.replace('.', '').replace(/^0+/, '').replace(/0+$/, '').length;
}

function reviveExactly(key: string, value: unknown, context?: { source?: string }): unknown {
  if (typeof value !== 'number') return value;
  if (!Number.isFinite(value)) throw new InexactNumber(key);
  if (context?.source !== undefined && significantDigits(context.source) > MAX_EXACT_DIGITS)
    throw new InexactNumber(key);
  return value;
}

/**
 * The API's JSON body parser: Fastify's own rules (an empty body and `__proto__` /
 * `constructor.prototype` keys refused, via the same secure-json-parse), plus the check above.
 */
export function parseExactJson(
  _request: FastifyRequest,
  body: Buffer,
  done: (err: Error | null, parsed?: unknown) => void,
): void {
  const text = body.toString('utf8');
  if (text.trim() === '') return done(badRequest('empty JSON body'));
  try {
    done(
      null,
      secureJson.parse(text, reviveExactly as (key: string, value: unknown) => unknown, {
        protoAction: 'error',
        constructorAction: 'error',
      }),
    );
  } catch (err) {
    if (err instanceof InexactNumber)
      return done(new DomainError('NUMBER_NOT_EXACT', undefined, { field: err.key || undefined }));
    done(badRequest((err as Error).message));
  }
}

function badRequest(message: string): Error {
  return Object.assign(new Error(message), { statusCode: 400 });
}
