import { createHmac, randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type { z } from 'zod';
import type { Call } from '../route-calls.js';
import type { TableCaller } from '../route-fixture.js';
import { TABLE_CALLERS } from '../route-fixture.js';
import type { RouteRow } from '../route-table.js';
import {
  brokenJson,
  deepNesting,
  jsonText,
  NUMBER_LIKE_STRINGS,
  objectOf,
  oddJson,
  oddKey,
  oddNumber,
  oddString,
  rawLiteral,
} from './odd-values.js';
import {
  jsonBodyVerdict,
  queryVerdict,
  textBodyVerdict,
  type BodyRules,
  type Verdict,
} from './server-view.js';

/** One HTTP request exactly as sent. */
export interface RawRequest {
  method: string;
  /** Path and query string. */
  url: string;
  headers: Record<string, string>;
  /** A string (its content type is in `headers`), bytes (sent with no content type), or a form. */
  body?: string | Uint8Array<ArrayBuffer> | FormData;
}

export interface FuzzCase {
  caller: TableCaller;
  /** What makes the request wrong for the endpoint. */
  why: string;
  request: RawRequest;
}

/** A write route with everything needed to call it well, from which the bad calls are made. */
export interface Endpoint {
  row: RouteRow;
  method: string;
  path: string;
  /** A call the endpoint accepts from `allowed` (route-table.ts); never sent as it is. */
  valid: Call;
  tokens: Record<TableCaller, string | undefined>;
  /** Signs tokens for accounts that do not exist, expired ones, …; unknown: those are left out. */
  jwtSecret?: string;
  /** Calls the schema accepts that the endpoint must still refuse (well-formed-refusals.ts). */
  wellFormedRefusals?: fc.Arbitrary<{ call: Call; why: string }>;
  /**
   * A route with no row in the table: nothing is known of its callers or its input, so it gets
   * only what every route refuses before its handler runs (unreadable or poisoned JSON, an
   * unsupported content type).
   */
  generic?: true;
}

/**
 * Callers the route lets through to its handler: those it answers 2xx, those it answers 409
 * because of the state of what they ask about (two-factor sign-in not on yet), those it answers
 * 501 (a feature not available here, said by the handler) and those it answers 503 because a
 * service is not configured on the tier's API (crypto wallets without WALLET_MASTER_KEY or
 * networks): each still reads and checks their body and query.
 */
export const allowedCallers = (row: RouteRow) =>
  TABLE_CALLERS.filter(
    (c) =>
      (row.expected[c] >= 200 && row.expected[c] < 300) ||
      row.expected[c] === 409 ||
      row.expected[c] === 501 ||
      row.expected[c] === 503,
  );

const isPublic = (row: RouteRow) => row.expected.anonymous < 400;

function bodyRules(endpoint: Endpoint): BodyRules {
  return { schema: endpoint.row.body, multipart: endpoint.valid.form !== undefined };
}

/** Characters a header value may hold (latin-1, no control characters). */
const headerSafe = (s: string) =>
  [...s].map((ch) => (ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) > 0xff ? '?' : ch)).join('');

/** Lone surrogates replaced, as a UTF-8 encoder would: encodeURIComponent throws on them. */
const wellFormed = (s: string) =>
  s.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');

const encode = (s: string) => encodeURIComponent(wellFormed(s));

function pathWith(path: string, params: Record<string, string>, raw: Set<string> = new Set()) {
  return path.replace(/:(\w+)/g, (_, name: string) =>
    raw.has(name) ? params[name]! : encode(params[name] ?? ''),
  );
}

function queryString(pairs: Array<[string, string]>): string {
  return pairs.length ? `?${pairs.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&')}` : '';
}

// ---------------------------------------------------------------------------------------------
// Tokens that must not sign anyone in.

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

function signed(secret: string, payload: Record<string, unknown>, alg = 'HS256'): string {
  const head = `${b64url({ alg, typ: 'JWT' })}.${b64url(payload)}`;
  return `${head}.${createHmac('sha256', secret).update(head).digest('base64url')}`;
}

function badAuthorization(endpoint: Endpoint): fc.Arbitrary<{ value: string; why: string }> {
  const valid = endpoint.tokens[allowedCallers(endpoint.row).find((c) => c !== 'anonymous')!] ?? '';
  const [head = '', payload = ''] = valid.split('.');
  const now = Math.floor(Date.now() / 1000);
  const forged: Array<[string, string]> = [
    ['no token', 'Bearer'],
    ['empty token', 'Bearer '],
    ['another scheme', `Basic ${Buffer.from('member:Str0ngPassw0rd').toString('base64')}`],
    ['token without scheme', valid],
    ['two tokens', `Bearer ${valid}, Bearer ${valid}`],
    ['token with a trailing word', `Bearer ${valid} extra`],
    ['signature changed', `Bearer ${valid.slice(0, -2)}${valid.endsWith('AA') ? 'BB' : 'AA'}`],
    [
      'payload changed',
      `Bearer ${head}.${b64url({ sub: 'x', role: 'super_admin' })}.${valid.split('.')[2]}`,
    ],
    ['alg none', `Bearer ${b64url({ alg: 'none', typ: 'JWT' })}.${payload}.`],
    [
      'wrong key',
      `Bearer ${signed('not-the-secret-not-the-secret-000000', { sub: randomUUID(), iss: 'tontine', exp: now + 600 })}`,
    ],
    ['huge token', `Bearer ${'a'.repeat(8_000)}`],
    ['three dots', 'Bearer ...'],
    ['null', 'Bearer null'],
    ['undefined', 'Bearer undefined'],
  ];
  if (endpoint.jwtSecret) {
    const secret = endpoint.jwtSecret;
    // The allowed caller's own account, in tokens the API must not take for theirs.
    const sub = (
      JSON.parse(Buffer.from(payload, 'base64url').toString() || '{}') as { sub?: string }
    ).sub;
    forged.push(
      [
        'account that does not exist',
        `Bearer ${signed(secret, { sub: randomUUID(), role: 'super_admin', iss: 'tontine', exp: now + 600 })}`,
      ],
      [
        'expired',
        `Bearer ${signed(secret, { sub, iss: 'tontine', iat: now - 7200, exp: now - 3600 })}`,
      ],
      ['other issuer', `Bearer ${signed(secret, { sub, iss: 'evil', exp: now + 600 })}`],
      ['no issuer', `Bearer ${signed(secret, { sub, exp: now + 600 })}`],
      [
        'sub is an object',
        `Bearer ${signed(secret, { sub: { $ne: null }, iss: 'tontine', exp: now + 600 })}`,
      ],
      [
        'alg HS512 claimed',
        `Bearer ${signed(secret, { sub, iss: 'tontine', exp: now + 600 }, 'HS512')}`,
      ],
    );
  }
  return fc.oneof(
    fc.constantFrom(...forged).map(([why, value]) => ({ why: `Authorization: ${why}`, value })),
    oddString.map((s) => ({
      why: 'Authorization: odd token',
      value: `Bearer ${headerSafe(s).slice(0, 8_000)}`,
    })),
  );
}

// ---------------------------------------------------------------------------------------------
// Bodies: odd values set into the valid body, where the schema expects something else.

/** The schema of one field, with optional/default/pipe wrappers taken off. */
function innerOf(schema: z.ZodType): z.ZodType {
  let inner = schema as z.ZodType & { _zod: { def: Record<string, unknown> } };
  for (;;) {
    const def = inner._zod.def;
    const next = (def.innerType ?? (def.type === 'pipe' ? def.in : undefined)) as
      typeof inner | undefined;
    if (!next) return inner;
    inner = next;
  }
}

/** Values aimed at the rules of one field: past its length, its range, its type. */
function oddValueFor(field: z.ZodType | undefined): fc.Arbitrary<unknown> {
  if (!field) return oddJson;
  const inner = innerOf(field) as z.ZodType & {
    _zod: { def: { type: string } };
    maxLength?: number | null;
    minLength?: number | null;
    minValue?: number | null;
    maxValue?: number | null;
    options?: readonly unknown[];
  };
  const aimed: Array<fc.Arbitrary<unknown>> = [];
  if (inner.maxLength) {
    const max = inner.maxLength;
    aimed.push(fc.integer({ min: max + 1, max: max + 5_000 }).map((n) => 'x'.repeat(n)));
    aimed.push(fc.constant(' '.repeat(max + 1)));
  }
  if (inner.minLength)
    aimed.push(
      fc.constant('x'.repeat(inner.minLength - 1)),
      fc.constant(' '.repeat(inner.minLength)),
    );
  if (inner.minValue !== undefined && inner.minValue !== null) {
    aimed.push(fc.constant(inner.minValue - 1), fc.constant(inner.minValue - 0.5));
  }
  if (inner.maxValue !== undefined && inner.maxValue !== null) {
    aimed.push(fc.constant(inner.maxValue + 1), fc.constant(rawLiteral('1e309')));
  }
  if (inner.options) {
    const options = inner.options.map(String);
    aimed.push(
      fc
        .constantFrom(...options)
        .map((o) => (o.toLowerCase() === o ? o.toUpperCase() : o.toLowerCase())),
    );
    aimed.push(fc.constantFrom(...options).map((o) => ` ${o}`));
  }
  switch (inner._zod.def.type) {
    case 'number':
      aimed.push(fc.constantFrom(...NUMBER_LIKE_STRINGS), oddNumber);
      break;
    case 'boolean':
      aimed.push(fc.constantFrom('true', 'false', 1, 0, 'yes', null, [true]));
      break;
    case 'array':
      aimed.push(
        fc.constantFrom('a', {}, null, 1),
        fc.array(oddJson, { minLength: 1, maxLength: 3 }),
      );
      aimed.push(
        fc
          .integer({ min: 21, max: 500 })
          .map((n) => Array.from({ length: n }, (_, i) => `id-${i}`)),
      );
      break;
    default:
      aimed.push(fc.constantFrom(1, -0, true, null, [], {}, ['a']));
  }
  return fc.oneof({ arbitrary: fc.oneof(...aimed), weight: 3 }, { arbitrary: oddJson, weight: 1 });
}

function shapeOf(schema: z.ZodType | undefined): Record<string, z.ZodType> {
  return ((schema as { shape?: Record<string, z.ZodType> } | undefined)?.shape ?? {}) as Record<
    string,
    z.ZodType
  >;
}

type BodyMutation = (body: Record<string, unknown>) => unknown;

/** A mutation after one that replaced the body by a non-object starts again from `{}`. */
const asObject = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

function bodyMutations(endpoint: Endpoint): fc.Arbitrary<{ mutate: BodyMutation; why: string }> {
  const shape = shapeOf(endpoint.row.body);
  const validKeys = Object.keys(
    typeof endpoint.valid.body === 'object' && endpoint.valid.body !== null
      ? endpoint.valid.body
      : {},
  );
  const keys = [...new Set([...Object.keys(shape), ...validKeys])];
  const setField =
    keys.length > 0
      ? fc.constantFrom(...keys).chain((key) =>
          oddValueFor(shape[key]).map((value) => ({
            why: `${key} set to an odd value`,
            mutate: (b: Record<string, unknown>) => ({ ...b, [key]: value }),
          })),
        )
      : undefined;
  const dropField =
    keys.length > 0
      ? fc.constantFrom(...keys).map((key) => ({
          why: `${key} left out`,
          mutate: (b: Record<string, unknown>) => {
            const { [key]: _, ...rest } = b;
            return rest;
          },
        }))
      : undefined;
  const extraField = fc.tuple(oddKey, oddJson).map(([key, value]) => ({
    why: `extra field ${JSON.stringify(key.slice(0, 40))}`,
    mutate: (b: Record<string, unknown>) => objectOf([...Object.entries(b), [key, value]]),
  }));
  const protoField = fc.constantFrom('__proto__', 'constructor').map((key) => ({
    why: `prototype key ${key}`,
    mutate: (b: Record<string, unknown>) =>
      objectOf([
        ...Object.entries(b),
        [key, key === 'constructor' ? { prototype: { is_admin: true } } : { is_admin: true }],
      ]),
  }));
  const notAnObject = fc.oneof(oddJson, fc.constant(null)).map((value) => ({
    why: 'body replaced by another JSON value',
    mutate: () => value,
  }));
  const wrapped = fc.constantFrom('array', 'nested').map((how) => ({
    why: how === 'array' ? 'body inside an array' : 'body nested one level down',
    mutate: (b: Record<string, unknown>) => (how === 'array' ? [b] : { body: b }),
  }));
  return fc.oneof(
    ...[setField, dropField]
      .filter((a) => a !== undefined)
      .map((arbitrary) => ({ arbitrary, weight: 4 })),
    { arbitrary: extraField, weight: 2 },
    { arbitrary: protoField, weight: 1 },
    { arbitrary: notAnObject, weight: 1 },
    { arbitrary: wrapped, weight: 1 },
  );
}

interface BodyChoice {
  why: string;
  text: string;
  contentType: string | null;
}

const UNSUPPORTED_TYPES = [
  'application/x-www-form-urlencoded',
  'application/xml',
  'text/html',
  'application/octet-stream',
  'text/json',
  'application/vnd.api+json',
  'application/json-patch+json',
  'image/png',
  'x/y',
];

function badBodies(endpoint: Endpoint): fc.Arbitrary<BodyChoice> {
  const rules = bodyRules(endpoint);
  const validBody =
    typeof endpoint.valid.body === 'object' && endpoint.valid.body !== null
      ? (endpoint.valid.body as Record<string, unknown>)
      : {};
  const validText = jsonText(validBody);
  const json = (why: string, text: string): BodyChoice => ({
    why,
    text,
    contentType: 'application/json',
  });
  const choices: Array<{ arbitrary: fc.Arbitrary<BodyChoice>; weight: number }> = [
    {
      arbitrary: fc
        .array(bodyMutations(endpoint), { minLength: 1, maxLength: 3 })
        .map((mutations) =>
          json(
            mutations.map((m) => m.why).join('; '),
            jsonText(mutations.reduce<unknown>((b, m) => m.mutate(asObject(b)), validBody)),
          ),
        ),
      weight: 8,
    },
    { arbitrary: oddJson.map((value) => json('any JSON value', jsonText(value))), weight: 2 },
    { arbitrary: brokenJson(validText).map((text) => json('unreadable JSON', text)), weight: 2 },
    { arbitrary: deepNesting.map((text) => json('deep nesting', text)), weight: 1 },
    {
      arbitrary: fc.constantFrom(...UNSUPPORTED_TYPES).map((contentType) => ({
        why: `content type ${contentType}`,
        text: validText,
        contentType,
      })),
      weight: 2,
    },
    {
      arbitrary: fc.constant({
        why: 'no content type',
        text: validText === '{}' ? '{"a":1}' : validText,
        contentType: null,
      }),
      weight: 1,
    },
    {
      arbitrary: fc
        .oneof(fc.constant(validText), oddString)
        .map((text) => ({ why: 'content type text/plain', text, contentType: 'text/plain' })),
      weight: 1,
    },
  ];
  if (!rules.multipart) {
    choices.push({
      arbitrary: fc.constant({
        why: 'multipart body where JSON is read',
        text: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n',
        contentType: 'multipart/form-data; boundary=x',
      }),
      weight: 1,
    });
  }
  return fc.oneof(...choices).filter((choice) => bodyVerdictOf(rules, choice) === 'bad');
}

function bodyVerdictOf(rules: BodyRules, choice: BodyChoice): Verdict {
  if (choice.contentType === 'application/json') return jsonBodyVerdict(rules, choice.text);
  if (choice.contentType === 'text/plain') return textBodyVerdict(rules, choice.text);
  if (choice.contentType?.startsWith('multipart/')) return rules.multipart ? 'fine' : 'bad';
  // An unsupported content type, or none, on a body with something in it: 415.
  return choice.text.length > 0 ? 'bad' : 'fine';
}

/** For the photo upload: forms without an image in them, and bodies that are not forms. */
function badUploads(): fc.Arbitrary<{
  why: string;
  body: string | FormData | Uint8Array<ArrayBuffer>;
  contentType?: string;
}> {
  const notImage = fc
    .uint8Array({ minLength: 0, maxLength: 2_000 })
    .filter((bytes) => !(bytes[0] === 0x89 || bytes[0] === 0xff || bytes[0] === 0x47));
  return fc.oneof(
    notImage.map((bytes) => {
      const form = new FormData();
      form.append('photo', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'me.png');
      return { why: 'a file that is not an image', body: form };
    }),
    fc.tuple(oddKey, oddString).map(([name, value]) => {
      const form = new FormData();
      form.append(wellFormed(name) || 'x', wellFormed(value));
      return { why: 'a form without a file', body: form };
    }),
    oddJson.map((value) => ({
      why: 'JSON instead of a form',
      body: jsonText(value),
      contentType: 'application/json',
    })),
    fc.integer({ min: 1, max: 300 }).map((n) => ({
      why: 'a form cut short',
      body: `--cut\r\nContent-Disposition: form-data; name="photo"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n${'\u0089PNG'.repeat(n)}`,
      contentType: 'multipart/form-data; boundary=cut',
    })),
  );
}

// ---------------------------------------------------------------------------------------------
// Queries and path parameters.

function badQueries(
  endpoint: Endpoint,
): fc.Arbitrary<{ why: string; pairs: Array<[string, string]> }> {
  const schema = endpoint.row.query!;
  const valid = Object.entries(endpoint.valid.query ?? {});
  const keys = [...new Set([...Object.keys(shapeOf(schema)), ...valid.map(([k]) => k)])];
  // The request line counts against Node's 16 KiB header limit too: values stay well inside it
  // once percent-encoded (an emoji takes 12 characters).
  const asText = (v: unknown) => {
    let text = typeof v === 'string' ? v : jsonText(v);
    while (encode(text).length > 3_000) text = text.slice(0, Math.floor(text.length / 2));
    return text;
  };
  const mutation = fc.oneof(
    fc.constantFrom(...keys).chain((key) =>
      oddValueFor(shapeOf(schema)[key]).map((value) => ({
        why: `${key}=${asText(value).slice(0, 40)}`,
        apply: (pairs: Array<[string, string]>) => [
          ...pairs.filter(([k]) => k !== key),
          [key, asText(value)] as [string, string],
        ],
      })),
    ),
    fc.constantFrom(...keys).map((key) => ({
      why: `${key} left out`,
      apply: (pairs: Array<[string, string]>) => pairs.filter(([k]) => k !== key),
    })),
    fc.constantFrom(...keys).map((key) => ({
      why: `${key} given twice`,
      apply: (pairs: Array<[string, string]>) => [
        ...pairs,
        [key, pairs.find(([k]) => k === key)?.[1] ?? '1'] as [string, string],
        [key, '2'] as [string, string],
      ],
    })),
  );
  return fc
    .array(mutation, { minLength: 1, maxLength: 3 })
    .map((mutations) => ({
      why: `query: ${mutations.map((m) => m.why).join('; ')}`,
      pairs: mutations.reduce((pairs, m) => m.apply(pairs), valid),
    }))
    .filter(({ pairs }) => queryVerdict(schema, pairs) === 'bad');
}

function badParams(
  endpoint: Endpoint,
): fc.Arbitrary<{ why: string; params: Record<string, string>; raw: Set<string> }> {
  const params = endpoint.valid.params ?? {};
  const names = Object.keys(params);
  const value = fc.oneof(
    fc.constantFrom(
      '',
      '.',
      '..',
      '0',
      '-1',
      'null',
      'undefined',
      '1e309',
      '%',
      '*',
      ' ',
      'a'.repeat(101),
      'a'.repeat(36),
    ),
    fc.uuid(),
    oddString.map((s) => s.slice(0, 300)),
  );
  return fc
    .tuple(fc.constantFrom(...names), value, fc.boolean())
    .filter(([name, v]) => v !== params[name])
    .map(([name, v, rawEscape]) => {
      // Now and then an escape the router cannot decode, written as is.
      const raw = rawEscape && v === '%' ? new Set([name]) : new Set<string>();
      return {
        why: `:${name} = ${JSON.stringify(v.slice(0, 60))}`,
        params: { ...params, [name]: v },
        raw,
      };
    });
}

// ---------------------------------------------------------------------------------------------
// Noise: never wrong on its own, sent along with what is.

/**
 * Odd headers, within Node's limit (16 KiB for all of them): at most two of these (5 KiB) next
 * to an 8 KiB Authorization header.
 */
const noiseHeader = fc.oneof(
  fc
    .tuple(
      fc.constantFrom(
        'X-Request-Id',
        'Accept',
        'Accept-Language',
        'Origin',
        'X-Forwarded-For',
        'Cookie',
        'Idempotency-Key',
        'User-Agent',
        'X-Tontine',
      ),
      oddString,
    )
    .map(([name, value]) => [name, headerSafe(value).slice(0, 1_000)] as [string, string]),
  fc
    .integer({ min: 1_000, max: 4_000 })
    .map((n) => ['X-Padding', 'p'.repeat(n)] as [string, string]),
);

const noiseQuery = fc
  .tuple(
    oddKey.map((k) => `x${k.slice(0, 100)}`),
    oddString,
  )
  .map(([key, value]) => [wellFormed(key), wellFormed(value.slice(0, 500))] as [string, string]);

// ---------------------------------------------------------------------------------------------

type Wrong =
  | { kind: 'body'; why: string; text: string; contentType: string | null }
  | {
      kind: 'upload';
      why: string;
      body: string | FormData | Uint8Array<ArrayBuffer>;
      contentType?: string;
    }
  | { kind: 'query'; why: string; pairs: Array<[string, string]> }
  | { kind: 'params'; why: string; params: Record<string, string>; raw: Set<string> }
  | { kind: 'auth'; why: string; value: string }
  | { kind: 'well-formed'; why: string; call: Call };

/** What every route refuses before its handler runs, whatever it reads. */
function unreadableBodies(): fc.Arbitrary<Wrong> {
  const json = (why: string, text: string) => ({
    kind: 'body' as const,
    why,
    text,
    contentType: 'application/json',
  });
  return fc.oneof(
    brokenJson('{"a":1}')
      .filter((text) => jsonBodyVerdict({ multipart: false }, text) === 'bad' && !parseable(text))
      .map((text) => json('unreadable JSON', text)),
    fc
      .constantFrom(
        '{"__proto__":{"is_admin":true}}',
        '{"a":{"constructor":{"prototype":{"x":1}}}}',
      )
      .map((text) => json('prototype key', text)),
    fc
      .tuple(
        fc.constantFrom(...UNSUPPORTED_TYPES),
        oddString.filter((t) => t.length > 0),
      )
      .map(([contentType, text]) => ({
        kind: 'body' as const,
        why: `content type ${contentType}`,
        text,
        contentType,
      })),
  );
}

function parseable(text: string): boolean {
  try {
    JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
    return true;
  } catch {
    return false;
  }
}

/** Every kind of wrong input that applies to the endpoint. */
function wrongInputs(endpoint: Endpoint): fc.Arbitrary<Wrong> {
  if (endpoint.generic) return unreadableBodies();
  const kinds: Array<{ arbitrary: fc.Arbitrary<Wrong>; weight: number }> = [];
  if (endpoint.valid.form) {
    kinds.push({
      arbitrary: badUploads().map((u) => ({ kind: 'upload' as const, ...u })),
      weight: 6,
    });
  } else {
    kinds.push({
      arbitrary: badBodies(endpoint).map((b) => ({ kind: 'body' as const, ...b })),
      weight: 6,
    });
  }
  if (endpoint.row.query) {
    kinds.push({
      arbitrary: badQueries(endpoint).map((q) => ({ kind: 'query' as const, ...q })),
      weight: 4,
    });
  }
  if (Object.keys(endpoint.valid.params ?? {}).length) {
    kinds.push({
      arbitrary: badParams(endpoint).map((p) => ({ kind: 'params' as const, ...p })),
      weight: 2,
    });
  }
  if (!isPublic(endpoint.row)) {
    kinds.push({
      arbitrary: badAuthorization(endpoint).map((a) => ({ kind: 'auth' as const, ...a })),
      weight: 1,
    });
  }
  if (endpoint.wellFormedRefusals) {
    kinds.push({
      arbitrary: endpoint.wellFormedRefusals.map((w) => ({ kind: 'well-formed' as const, ...w })),
      weight: 3,
    });
  }
  return fc.oneof(...kinds);
}

/** Bad requests for one endpoint, each refused by the endpoint whoever sends it. */
export function badRequests(endpoint: Endpoint): fc.Arbitrary<FuzzCase> {
  const allowed = allowedCallers(endpoint.row);
  const others = TABLE_CALLERS.filter((c) => !allowed.includes(c));
  const caller = others.length
    ? fc.oneof(
        { arbitrary: fc.constantFrom(...allowed), weight: 3 },
        { arbitrary: fc.constantFrom(...others), weight: 1 },
      )
    : fc.constantFrom(...allowed);
  return fc
    .record({
      caller,
      wrong: wrongInputs(endpoint),
      headers: fc.array(noiseHeader, { maxLength: 2 }),
      query: fc.array(noiseQuery, { maxLength: 2 }),
    })
    .map(({ caller, wrong, headers, query }) => ({
      caller,
      why: wrong.why,
      request: build(endpoint, caller, wrong, headers, query),
    }));
}

function build(
  endpoint: Endpoint,
  caller: TableCaller,
  wrong: Wrong,
  noiseHeaders: Array<[string, string]>,
  noiseQuery: Array<[string, string]>,
): RawRequest {
  const call: Call = wrong.kind === 'well-formed' ? wrong.call : endpoint.valid;
  const headers: Record<string, string> = { ...Object.fromEntries(noiseHeaders), ...call.headers };
  const token = endpoint.tokens[caller];
  if (wrong.kind === 'auth') headers.authorization = wrong.value;
  else if (token) headers.authorization = `Bearer ${token}`;

  const params = wrong.kind === 'params' ? wrong.params : (call.params ?? {});
  const raw = wrong.kind === 'params' ? wrong.raw : new Set<string>();
  const queryPairs: Array<[string, string]> =
    wrong.kind === 'query' ? wrong.pairs : Object.entries(call.query ?? {});
  // Noise keys start with 'x', which no query schema has: they stay noise.
  const url = `${call.path ?? pathWith(endpoint.path, params, raw)}${queryString([...queryPairs, ...noiseQuery])}`;

  let body: RawRequest['body'];
  if (wrong.kind === 'body') {
    if (wrong.contentType === null) body = new TextEncoder().encode(wrong.text);
    else {
      body = wrong.text;
      headers['content-type'] = wrong.contentType;
    }
  } else if (wrong.kind === 'upload') {
    body = wrong.body;
    if (wrong.contentType) headers['content-type'] = wrong.contentType;
  } else if (call.form) {
    body = call.form();
  } else if (call.body !== undefined) {
    body = JSON.stringify(call.body);
    headers['content-type'] = 'application/json';
  }
  return { method: endpoint.method, url, headers, body };
}

/** The request as a person reads it in a failure message: long parts shortened. */
export function describeRequest(request: RawRequest): string {
  const cut = (s: string, n = 600) =>
    s.length > n ? `${s.slice(0, n)}… (${s.length} characters)` : s;
  const headers = Object.entries(request.headers)
    .map(([k, v]) => `${k}: ${cut(v, 200)}`)
    .join('\n');
  const body =
    request.body === undefined
      ? ''
      : typeof request.body === 'string'
        ? cut(JSON.stringify(request.body))
        : request.body instanceof FormData
          ? `multipart form: ${[...request.body.keys()].join(', ')}`
          : `bytes, no content type: ${cut(JSON.stringify(new TextDecoder().decode(request.body)))}`;
  return `${request.method} ${cut(request.url, 300)}\n${headers}${body ? `\n\n${body}` : ''}`;
}
