/**
 * The fuzz suite's bad input, all of it deterministic: fixed lists, and where a pick is made, a
 * seeded generator (mulberry32), so a failure names a request that the next run sends again.
 * Nothing here contains SQL keywords or stack-like text, so such words in an answer are the
 * server's own.
 */

/** A small seeded generator: the same seed gives the same sequence. */
export function seeded(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    sample: <T>(items: readonly T[], count: number): T[] => {
      const copy = [...items];
      const out: T[] = [];
      while (copy.length && out.length < count) out.push(copy.splice(Math.floor(next() * copy.length), 1)[0] as T);
      return out;
    },
  };
}
export type Random = ReturnType<typeof seeded>;

/** Odd strings: empty, control characters and NUL, unicode edge cases, quotes and wildcards, long ones. */
export const ODD_STRINGS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0001\u0007\u001b[31m\u007f',
  '\t\r\n\v\f',
  '\uFEFFbom',
  '\u202Egnp.exe',
  'e\u0301\u0301\u0301',
  '😀👩‍👩‍👧‍👦',
  '\uD800',
  '\uDC00x\uD800',
  '𝕏𝔂',
  '\u200B\u200D\u2060',
  "'",
  '"',
  '\\',
  '%',
  '_',
  '%_\\%',
  "' OR '1'='1",
  '"; --',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '9'.repeat(40),
  '-1',
  '0x10',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  'toString',
  '2024-02-30T25:61:61Z',
  '0000-00-00',
  'x'.repeat(1001),
  'ü'.repeat(5000),
];

/** Percent-encodes any string as UTF-8, lone surrogates included (encodeURIComponent throws on those). */
export function encode(text: string): string {
  return [...Buffer.from(text, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).padStart(2, '0').toUpperCase()}`,
    )
    .join('');
}

/** Ids no record has, already as URL path segments (some deliberately badly encoded). */
export const BAD_IDS: readonly string[] = [
  '0',
  '-1',
  'x',
  'null',
  '__proto__',
  'constructor',
  '99999999999999999999',
  '1e309',
  '00000000-0000-0000-0000-000000000000',
  'ZZZZZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZZZZZZZZZZ',
  '%00',
  '%FF%FE',
  '%C3%28',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e',
  encode("' OR '1'='1"),
  encode('😀'),
  encode('\u202Ex'),
  'a'.repeat(3000),
];

/** Paging and sorting values of every kind that is wrong. */
export const BAD_PAGING: readonly string[] = [
  '_start=-1',
  '_end=abc',
  '_start=99999999999999999999',
  '_end=1e309',
  '_start=10&_end=5',
  '_end=100000000',
  '_start=1.5&_end=2.5',
  '_start=&_end=',
  '_start[]=1',
  '_start=1&_start=2',
  '_end=-0',
  '_start=0x10',
  '_sort=__proto__',
  '_sort=id&_order=sideways',
  '_sort=,,,&_order=,,',
  `_sort=${'a,'.repeat(500)}`,
  '_order=',
  `_start=${encode('\u0000')}`,
];

/** Query shapes a parser can trip on: prototype keys, nested and repeated keys, bad encodings. */
export const BAD_QUERY_SHAPES: readonly string[] = [
  '__proto__=1',
  'constructor[prototype][polluted]=1',
  'toString=1&valueOf=2&hasOwnProperty=3',
  'a[b][c][d][e]=1',
  `${'k'.repeat(2000)}=1`,
  'x=%',
  'x=%FF',
  'x=%C3%28',
  '%00=1',
  '=1',
  '&&&',
  `many=${'1&many='.repeat(150)}1`,
];

/** Range header values no file can satisfy as asked (and some that are not ranges at all). */
export const BAD_RANGES: readonly string[] = [
  'bytes=abc',
  'bytes=-',
  'bytes=5-1',
  'bytes=0-0,2-3',
  'bytes=99999999999999999999-',
  'bytes=-99999999999999999999',
  'items=0-1',
  'bytes=1e3-',
  'bytes= 0 - 1',
  `bytes=${'0-1,'.repeat(300)}0-1`,
  'bytes=-0',
  'bytes=999999-',
  'bytes',
  '',
];

export const BAD_UPLOAD_LENGTHS: readonly string[] = [
  '-1',
  'abc',
  '1e309',
  '99999999999999999999',
  '',
  '1.5',
  '0x10',
  '0',
];
export const BAD_UPLOAD_OFFSETS: readonly string[] = [
  '-1',
  'abc',
  '1e309',
  '99999999999999999999',
  '',
  '1.5',
  '999999',
];
export const BAD_TUS_VERSIONS: readonly string[] = ['0.0.1', 'x'.repeat(200), '1.0.0, 1.0.0', '2.0.0', '1.0'];

export const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

/** Upload-Metadata headers that are malformed, incomplete, odd or name a location the caller lacks. */
export function badMetadata(otherTenantLocation: string, ownLocation: string): string[] {
  return [
    `filename ${base64('a\u0000.pdf')},locationId ${base64(ownLocation)}`,
    `filename ${base64('x'.repeat(201))},locationId ${base64(ownLocation)}`,
    `filename ${base64('   ')},locationId ${base64(ownLocation)}`,
    '',
    'filename',
    'filename !!!notbase64',
    `locationId ${base64('x')}`,
    `filename ${base64('a.pdf')}`,
    `filename ${base64('a.pdf')},locationId ${base64(otherTenantLocation)}`,
    `filename ${base64('\u0000\u202E.pdf')},locationId ${base64("' OR '1'='1")}`,
    `__proto__ ${base64('x')},constructor ${base64('y')}`,
    'a b c d',
    ','.repeat(500),
    `filename ${'A'.repeat(8000)}`,
    `filename ${base64('a.pdf')},filename ${base64('b.pdf')}`,
  ];
}

/** JSON text nested `depth` levels deep. */
export const nested = (depth: number) => `${'['.repeat(depth)}1${']'.repeat(depth)}`;

/** Bodies the server must refuse before any route sees them (parser: malformed, refused keys, too deep, empty). */
export const PARSER_REFUSED_JSON: readonly string[] = [
  '{',
  '{"a":',
  '[1,]',
  '{"a":1}}',
  "{'a':1}",
  '\u0000',
  'NaN',
  '{"__proto__":{"polluted":1}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  nested(65),
  `{"a":${nested(2000)}}`,
  '',
];

/** Media types no route reads: refused with 415 before any route sees the body. */
export const UNREAD_MEDIA_TYPES: readonly string[] = [
  'application/xml',
  'multipart/form-data; boundary=x',
  'application/x-www-form-urlencoded',
  'image/png',
  'application/offset+octet-stream',
];

export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

const typeOf = (schema: JsonSchema): string | undefined => {
  if (Array.isArray(schema.type)) return schema.type.find((t) => t !== 'null');
  if (schema.type) return schema.type;
  const inner = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  return inner ? typeOf(inner.find((s) => typeOf(s) !== 'null') ?? {}) : undefined;
};

/** A plausible value for a JSON schema (the first option, a one-item array, each property). */
export function sampleOf(schema: JsonSchema, depth = 0): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const choice = schema.anyOf ?? schema.oneOf;
  if (choice?.length) return sampleOf(choice.find((s) => typeOf(s) !== 'null') ?? choice[0] ?? {}, depth);
  switch (typeOf(schema)) {
    case 'string':
      return 'x';
    case 'number':
    case 'integer':
      return 1;
    case 'boolean':
      return true;
    case 'array':
      return depth > 4 ? [] : [sampleOf(schema.items ?? {}, depth + 1)];
    case 'object':
      return Object.fromEntries(
        Object.entries(depth > 4 ? {} : (schema.properties ?? {})).map(([k, s]) => [k, sampleOf(s, depth + 1)]),
      );
    default:
      return 'x';
  }
}

/** A value of the wrong type for a schema. */
export function wrongFor(schema: JsonSchema): unknown {
  switch (typeOf(schema)) {
    case 'string':
      return 12345;
    case 'number':
    case 'integer':
      return '12abc';
    case 'boolean':
      return 'yes';
    case 'array':
      return { 0: 'x', length: 1 };
    case 'object':
      return ['x'];
    default:
      return { nested: [null] };
  }
}

/**
 * JSON bodies for a route that reads a body with a schema. Each carries an unknown field, so a
 * strict schema refuses every one of them and nothing is written, while the other fields still
 * carry wrong types, odd and huge strings and deep values through validation.
 */
export function badBodies(schema: JsonSchema, random: Random): string[] {
  const base = sampleOf(schema);
  const properties = Object.entries(schema.properties ?? {});
  const unknown = { fuzzUnknownField: 1 };
  const bodies: unknown[] = [null, 1, 'text', [], true, [base], { ...(base as object), ...unknown }, unknown];
  if (properties.length) {
    for (const [name, property] of random.sample(properties, 6))
      bodies.push({ ...(base as object), [name]: wrongFor(property), ...unknown });
    for (const [name] of random.sample(properties, 4))
      bodies.push({ ...(base as object), [name]: random.pick(ODD_STRINGS), ...unknown });
    const [first] = properties[0] ?? [];
    if (first) {
      bodies.push({ ...(base as object), [first]: 'y'.repeat(200_000), ...unknown });
      bodies.push({ ...(base as object), [first]: JSON.parse(nested(60)), ...unknown });
    }
  }
  return [
    ...bodies.map((body) => JSON.stringify(body)),
    // Valid JSON that JSON.parse reads oddly: a number too large, a byte order mark.
    `{"fuzzUnknownField":1e999999}`,
    `\uFEFF${JSON.stringify({ ...(base as object), ...unknown })}`,
  ];
}
