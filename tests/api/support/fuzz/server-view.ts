import type { z } from 'zod';
import { INEXACT_NUMBER_LITERALS } from './odd-values.js';

/**
 * How the API reads a request's body and query, so that the fuzz tier only counts as bad what
 * the endpoint must refuse: Fastify's JSON parser (which also refuses `__proto__` and
 * `constructor.prototype` keys), its text parser, then the route's zod schema; a route without
 * a body schema refuses anything but an empty body (UnreadBodyInterceptor).
 */
export type Verdict =
  /** The endpoint must refuse it. */
  | 'bad'
  /** The endpoint may accept it: never sent as bad input. */
  | 'fine'
  /** Accepted today, refused once others' fixes land: not sent either. */
  | 'known elsewhere';

export interface BodyRules {
  /** The contracts' schema of the body; none: the route reads no body. */
  schema?: z.ZodType;
  /** The route reads a multipart upload itself (the profile photo): everything else is refused. */
  multipart: boolean;
}

function isEmptyBody(body: unknown): boolean {
  if (body === undefined || body === null || body === '') return true;
  return typeof body === 'object' && !Array.isArray(body) && Object.keys(body).length === 0;
}

function hasPoisonedKey(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  for (const [key, inner] of Object.entries(value)) {
    if (key === '__proto__') return true;
    if (
      key === 'constructor' &&
      typeof inner === 'object' &&
      inner !== null &&
      Object.hasOwn(inner, 'prototype')
    )
      return true;
    if (hasPoisonedKey(inner)) return true;
  }
  return false;
}

/** JSON.parse as Fastify's parser runs it: a leading BOM dropped, poisoned keys refused. */
export function parseLikeFastify(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    const value: unknown = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
    return hasPoisonedKey(value) ? { ok: false } : { ok: true, value };
  } catch {
    return { ok: false };
  }
}

function verdictOfValue(rules: BodyRules, value: unknown, text: string): Verdict {
  if (rules.multipart) return 'bad';
  const accepted = rules.schema ? rules.schema.safeParse(value ?? {}).success : isEmptyBody(value);
  if (!accepted) return 'bad';
  return INEXACT_NUMBER_LITERALS.some((literal) => text.includes(literal))
    ? 'known elsewhere'
    : 'fine';
}

/** A body sent as application/json. */
export function jsonBodyVerdict(rules: BodyRules, text: string): Verdict {
  // An empty JSON body is refused by the parser, whatever the route.
  if (text === '') return 'bad';
  const parsed = parseLikeFastify(text);
  return parsed.ok ? verdictOfValue(rules, parsed.value, text) : 'bad';
}

/** A body sent as text/plain: the handler gets the string (nothing at all when it is empty). */
export function textBodyVerdict(rules: BodyRules, text: string): Verdict {
  return verdictOfValue(rules, text === '' ? undefined : text, text);
}

/** The query as the route's schema receives it: a repeated key becomes a list. */
export function parsedQuery(pairs: Array<[string, string]>): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [key, value] of pairs) {
    const seen = query[key];
    query[key] = seen === undefined ? value : [seen, value].flat();
  }
  return query;
}

export function queryVerdict(schema: z.ZodType, pairs: Array<[string, string]>): Verdict {
  return schema.safeParse(parsedQuery(pairs)).success ? 'fine' : 'bad';
}
