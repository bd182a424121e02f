import fc from 'fast-check';

/**
 * Odd values a careless or hostile client sends, for the fuzz tier. Anything that cannot be
 * written with JSON.stringify (1e309, -0, a 19-digit number) travels as a marker string that
 * `jsonText` swaps for the raw literal.
 */

const RAW = '\u0000RAW:';
const RAW_END = '\u0000';

/** A JSON number literal written as is into the body text. */
export const rawLiteral = (text: string) => `${RAW}${text}${RAW_END}`;

/** JSON.stringify, with raw literals put back as they are. */
export function jsonText(value: unknown): string {
  const text = JSON.stringify(value) ?? 'null';
  return text.replace(/"\\u0000RAW:([^"\\]*)\\u0000"/g, '$1');
}

/** Number literals JSON can carry but JavaScript reads oddly: out of range, signed zero, … */
export const ODD_NUMBER_LITERALS = [
  '1e309',
  '-1e309',
  '-0',
  '-0.0',
  '0e0',
  '1E+2',
  '0.1e-400',
  '1e21',
  '2147483648',
  '4294967296',
  '9007199254740991',
  '-9007199254740991',
  '0.000001',
  '1.5',
  '-1',
  '0',
  '99.999',
];

/**
 * Number literals past 15 significant digits: 400 NUMBER_NOT_EXACT is being added by others;
 * until then they are read rounded, so they count as neither good nor bad input.
 */
export const INEXACT_NUMBER_LITERALS = [
  '1.000000000000000001',
  '9007199254740993',
  '1234567890123456789012',
];

/** Strings a number field may get: every way of almost writing a number. */
export const NUMBER_LIKE_STRINGS = [
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-0',
  ' 1 ',
  '1,5',
  '1.000000000000000001',
  '0x10',
  '1_000',
  '١٢٣',
  '１２３',
  '',
  ' ',
  '+1',
  '.5',
  '5.',
  '1e2',
  '12.345',
  '-12',
  '00012',
  'null',
  'undefined',
  'true',
];

const TRICKY_STRINGS = [
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '\\',
  '${7*7}',
  '{{7*7}}',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '%00',
  '%',
  '\u0000',
  '\u202e\u0645\u0631\u062d\u0628\u0627',
  '\ufeff',
  '\u200b',
  '𝕬𝖒𝖆𝖓𝖎 😀👩🏽‍🌾',
  'İ'.repeat(200),
  'ß'.repeat(200),
  '\ud800',
  '\udfff\ud800',
  'a\r\nSet-Cookie: x=1',
  'null',
  'undefined',
  '[object Object]',
  '__proto__',
];

const CONTROL = fc.string({
  unit: fc.integer({ min: 0, max: 0x1f }).map((c) => String.fromCharCode(c)),
  maxLength: 40,
});

/** Strings of every kind: unicode (lone surrogates included), control characters, huge ones. */
export const oddString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...TRICKY_STRINGS, ...NUMBER_LIKE_STRINGS), weight: 4 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 60 }), weight: 3 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 60 }), weight: 2 },
  { arbitrary: CONTROL, weight: 2 },
  {
    arbitrary: fc
      .tuple(
        fc.constantFrom('a', 'é', '😀', ' ', '0', '\u0000'),
        fc.integer({ min: 256, max: 200_000 }),
      )
      .map(([unit, n]) => unit.repeat(n)),
    weight: 1,
  },
);

/** Numbers of every kind, raw literals included. */
export const oddNumber: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...ODD_NUMBER_LITERALS).map(rawLiteral),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
  fc.constantFrom(
    Number.MAX_SAFE_INTEGER,
    Number.MIN_SAFE_INTEGER,
    Number.MIN_VALUE,
    2 ** 31,
    -(2 ** 31) - 1,
  ),
);

/** Keys that have bitten JavaScript servers, and keys no schema expects. */
export const oddKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    'toString',
    'hasOwnProperty',
    'valueOf',
    '',
    ' ',
    '$where',
    'a.b',
    'role',
    'is_admin',
    'id',
    'user_id',
    'status',
  ),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 20 }),
  fc.integer({ min: 300, max: 5_000 }).map((n) => 'k'.repeat(n)),
);

/** An object whose own keys are exactly these, `__proto__` included (a literal would set the prototype). */
export function objectOf(entries: Array<[string, unknown]>): Record<string, unknown> {
  const target: Record<string, unknown> = {};
  for (const [key, value] of entries) {
    Object.defineProperty(target, key, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return target;
}

const scalar: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: oddString, weight: 3 },
  { arbitrary: oddNumber, weight: 3 },
  { arbitrary: fc.constantFrom(true, false, null), weight: 2 },
);

/** Any JSON value, with odd leaves and keys, nested up to a few levels. */
export const oddJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { arbitrary: scalar, weight: 4 },
    { arbitrary: fc.array(tie('value'), { maxLength: 5 }), weight: 1 },
    {
      arbitrary: fc
        .array(fc.tuple(oddKey, tie('value')), { maxLength: 5 })
        .map((entries) => objectOf(entries)),
      weight: 1,
    },
  ),
})).value;

/** Nesting as deep as the body limit allows a parser to go. */
export const deepNesting: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom('[', '{"a":'), fc.integer({ min: 100, max: 200_000 }))
  .map(([open, depth]) => {
    const close = open === '[' ? ']' : '}';
    return `${open.repeat(depth)}1${close.repeat(depth)}`;
  });

/** Text that is almost JSON. */
export function brokenJson(valid: string): fc.Arbitrary<string> {
  return fc.oneof(
    fc.integer({ min: 0, max: Math.max(0, valid.length - 1) }).map((n) => valid.slice(0, n)),
    fc.constantFrom(
      '',
      ' ',
      '{',
      '}',
      '{"a":}',
      '{"a":1,}',
      '[1,]',
      "{'a':1}",
      '{a:1}',
      '{"a":1} trailing',
      '/* comment */ {}',
      '{"a":NaN}',
      '{"a":Infinity}',
      '{"a":undefined}',
      '{"a":0x10}',
      '{"a":.5}',
      '{"a":+1}',
      '{"a":01}',
      '{"a":"\\x41"}',
      '{"a":"\u0000"}',
      '"unterminated',
      'nul',
      'tru',
      '\u0000',
    ),
    fc.string({ unit: 'binary', maxLength: 80 }),
  );
}
