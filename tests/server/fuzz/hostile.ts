import fc from 'fast-check';
import { CONTENT_LOCALES } from '../../../src/contract/locales';
import { RawJson, urlText, type Body, type Part } from './requests';

/**
 * The hostile values of issue 11, and the mutations that put one into a route's valid input: a
 * path parameter, a query pair, or a place in the JSON body (a field replaced, removed or added).
 */

const MIB = 1024 * 1024;
const deepArray = (n: number) => new RawJson(`${'['.repeat(n)}1${']'.repeat(n)}`, `array nested ${n} deep`);
const deepObject = (n: number) => new RawJson(`${'{"a":'.repeat(n)}1${'}'.repeat(n)}`, `object nested ${n} deep`);

/** Strings: unstorable characters, prototype names, number look-alikes, SQL and path tricks, sizes. */
export const HOSTILE_STRINGS = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'a\udfffb',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  '',
  ' ',
  '1',
  '0',
  '-1',
  '1.5',
  '1e3',
  '01',
  ' 1',
  '0x1',
  '+1',
  '2147483648',
  '99999999999999999999',
  'NaN',
  'Infinity',
  'true',
  'null',
  '[1]',
  "1'; drop table users; --",
  '%_\\',
  '../../etc/passwd',
  '💩\u202e',
  'x'.repeat(300),
  'x'.repeat(MIB / 2),
  'x'.repeat(MIB),
];

/** JSON values: the strings, numbers out of every range, wrong types, ids in disguise, deep nesting. */
export const HOSTILE_JSON: unknown[] = [
  ...HOSTILE_STRINGS,
  0,
  -1,
  1.5,
  -0.5,
  2_147_483_648,
  -2_147_483_649,
  Number.MAX_SAFE_INTEGER,
  1e308,
  new RawJson('1e400', '1e400'),
  new RawJson('123456789012345678901234567890', '30-digit integer'),
  true,
  false,
  null,
  [1],
  ['1'],
  [],
  [[1]],
  [null],
  {},
  { $gt: '' },
  JSON.parse('{"__proto__":{"admin":true}}'),
  JSON.parse('{"constructor":{"prototype":{"admin":true}}}'),
  { toString: 'x', valueOf: 1 },
  deepArray(5000),
  deepObject(5000),
];

/** Keys a query or a body should not have, or that name the prototype. */
export const HOSTILE_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'unknown_field',
  'district_id[]',
  'order_by[__proto__]',
  '\u0000',
  '',
];

/** Query values: the strings as URL text, and percent-encodings that decode to nothing valid. */
const HOSTILE_QUERY_TEXT = [...HOSTILE_STRINGS.map(urlText), '%ED%A0%80', '%FF', '%', '%E0%A4%A'];

/** Path segments: ids out of range or not canonical, names of the prototype, undecodable text. */
const HOSTILE_SEGMENTS = [
  '0',
  '-1',
  '1.5',
  '1e3',
  '01',
  '%201',
  '0x1',
  '%2B1',
  '2147483648',
  '99999999999999999999',
  'abc',
  '__proto__',
  'constructor',
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%FF',
  '%',
  '..',
  '%2F',
  'x'.repeat(300),
];

/** Whole bodies: not JSON, not an object, too deep for any parser's stack, too large. */
const HOSTILE_BODIES: Body[] = [
  { kind: 'raw', text: '{', contentType: 'application/json', label: 'truncated JSON' },
  { kind: 'raw', text: '', contentType: 'application/json', label: 'empty JSON' },
  { kind: 'raw', text: '{"district_id":1,"district_id":"1"}', contentType: 'application/json', label: 'duplicate key' },
  { kind: 'raw', text: 'district_id=1', contentType: 'text/plain', label: 'text' },
  { kind: 'raw', text: '<x/>', contentType: 'application/xml', label: 'xml' },
  { kind: 'raw', text: `${'['.repeat(100_000)}1${']'.repeat(100_000)}`, contentType: 'application/json', label: 'array nested 100000 deep' },
  { kind: 'json', value: [] },
  { kind: 'json', value: 'x' },
  { kind: 'json', value: null },
  { kind: 'json', value: 1 },
  { kind: 'json', value: { pad: 'x'.repeat(MIB) } },
];

/** Paths to every value of a JSON tree (the root is []), breadth first, at most `limit`. */
function pathsOf(value: unknown, limit = 64): (string | number)[][] {
  const out: (string | number)[][] = [[]];
  const queue: [unknown, (string | number)[]][] = [[value, []]];
  while (queue.length && out.length < limit) {
    const [v, path] = queue.shift()!;
    if (!v || typeof v !== 'object' || v instanceof RawJson) continue;
    for (const [k, child] of Object.entries(v)) {
      const p = [...path, Array.isArray(v) ? Number(k) : k];
      out.push(p);
      queue.push([child, p]);
    }
  }
  return out;
}

const clone = (v: unknown): unknown =>
  v && typeof v === 'object' && !(v instanceof RawJson)
    ? Array.isArray(v)
      ? v.map(clone)
      : Object.fromEntries(Object.entries(v).map(([k, c]) => [k, clone(c)]))
    : v;

type BodyMutation = { op: 'set' | 'remove' | 'add'; at: number; key: string; value: unknown } | { op: 'whole'; body: Body };

export const bodyMutation: fc.Arbitrary<BodyMutation> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ op: fc.constant('set' as const), at: fc.nat(), key: fc.constant(''), value: fc.constantFrom(...HOSTILE_JSON) }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('remove' as const), at: fc.nat(), key: fc.constant(''), value: fc.constant(undefined) }) },
  {
    weight: 2,
    arbitrary: fc.record({ op: fc.constant('add' as const), at: fc.nat(), key: fc.constantFrom(...HOSTILE_KEYS), value: fc.constantFrom(...HOSTILE_JSON) }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('whole' as const), body: fc.constantFrom(...HOSTILE_BODIES) }) },
);

/** The seed body with one mutation applied (the seed itself is not changed). */
export function mutateBody(seed: unknown, m: BodyMutation): Body {
  if (m.op === 'whole') return m.body;
  const root = clone(seed ?? {});
  const paths = pathsOf(root);
  const path = paths[m.at % paths.length];
  if (path.length === 0) {
    if (m.op === 'set') return { kind: 'json', value: m.value };
    if (m.op === 'remove') return { kind: 'json', value: undefined };
  }
  const parent = path.slice(0, -1).reduce<unknown>((v, k) => (v as Record<string | number, unknown>)[k], root) as Record<string | number, unknown>;
  const last = path.at(-1)!;
  if (m.op === 'set') parent[last] = m.value;
  else if (m.op === 'remove') {
    if (Array.isArray(parent)) parent.splice(Number(last), 1);
    else delete parent[last];
  } else {
    // Added beside the chosen value, in its object (or in the root when it is in an array).
    const target = path.length === 0 || Array.isArray(parent) ? root : parent;
    if (target && typeof target === 'object' && !Array.isArray(target))
      Object.defineProperty(target, m.key, { value: m.value, enumerable: true, configurable: true, writable: true });
  }
  return { kind: 'json', value: root };
}

type QueryMutation = { op: 'set' | 'repeat' | 'remove'; key: number | string; value: string };

export const queryMutation = (keys: readonly string[]): fc.Arbitrary<QueryMutation> =>
  fc.oneof(
    { weight: 6, arbitrary: fc.record({ op: fc.constant('set' as const), key: fc.constantFrom(...keys), value: fc.constantFrom(...HOSTILE_QUERY_TEXT) }) },
    {
      weight: 2,
      arbitrary: fc.record({
        op: fc.constant('set' as const),
        key: fc.constantFrom(...HOSTILE_KEYS.map(urlText)),
        value: fc.constantFrom('1', ...HOSTILE_QUERY_TEXT),
      }),
    },
    { weight: 1, arbitrary: fc.record({ op: fc.constant('repeat' as const), key: fc.constantFrom(...keys), value: fc.constantFrom('1', '__proto__', 'asc') }) },
    { weight: 1, arbitrary: fc.record({ op: fc.constant('remove' as const), key: fc.constantFrom(...keys), value: fc.constant('') }) },
  );

export function mutateQuery(seed: [string, string][], m: QueryMutation): [string, string][] {
  const key = String(m.key);
  if (m.op === 'remove') return seed.filter(([k]) => k !== key);
  if (m.op === 'repeat') return [...seed, [key, m.value], [key, m.value]];
  return [...seed.filter(([k]) => k !== key), [key, m.value]];
}

export const segmentMutation = (names: readonly string[]) => fc.record({ name: fc.constantFrom(...names), value: fc.constantFrom(...HOSTILE_SEGMENTS) });

export function mutateParams(seed: Record<string, string>, m: { name: string; value: string }): Record<string, string> {
  return { ...seed, [m.name]: m.value };
}

/** The smallest files each multipart route could take: a PNG, a JPEG, a PDF. */
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0]);
const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');

/** The part names the project's forms use (uploads, profile photo, terms per language). */
export const FILE_FIELDS = ['file', 'photo', ...CONTENT_LOCALES.map((locale) => `file_${locale}`)];
const SIX_MB = Buffer.alloc(6 * MIB, 0x41);

/**
 * Hostile forms for the multipart routes. `mustRefuse` marks the forms no route takes whatever its
 * fields: a part of no known name, bytes of no file type, a form cut short, a file over every
 * limit. A good file under an unstorable name is refused by the rule on strings; it also comes
 * with the text fields a form may need (`texts`: values the API knows for that name), so it gets
 * as far as the write.
 */
export function hostileForms(texts: ReadonlyMap<string, readonly string[]>): Body[] {
  const forms: Body[] = [];
  const form = (label: string, parts: Part[], extra: Partial<Extract<Body, { kind: 'multipart' }>> = {}): Body => ({
    kind: 'multipart',
    label,
    parts,
    ...extra,
  });
  const withTexts: Part[] = [...texts].map(([name, values]) => ({ name, data: values[0] }));
  for (const name of FILE_FIELDS) {
    for (const [kind, data] of [
      ['png', PNG],
      ['jpeg', JPEG],
      ['pdf', PDF],
    ] as const) {
      forms.push(form(`${kind} in ${name}, NUL in its file name`, [{ name, filename: `a\u0000.${kind}`, data }]));
      forms.push(form(`${kind} in ${name} with the text fields, NUL in its file name`, [...withTexts, { name, filename: `a\u0000.${kind}`, data }]));
      forms.push(form(`${kind} in ${name} with the text fields, file name a path`, [...withTexts, { name, filename: `../../${kind}`, data }]));
    }
    forms.push(form(`text in ${name}`, [{ name, filename: 'a.png', contentType: 'image/png', data: 'not an image' }], { mustRefuse: true }));
    forms.push(form(`empty file in ${name}`, [{ name, filename: 'a.png', data: '' }], { mustRefuse: true }));
    forms.push(form(`${name} as a text field with NUL`, [{ name, data: 'a\u0000' }]));
    forms.push(
      form(
        `${name} twice`,
        [
          { name, filename: 'a.png', data: 'x' },
          { name, filename: 'b.png', data: 'y' },
        ],
        { mustRefuse: true },
      ),
    );
  }
  for (const [name, values] of texts) {
    forms.push(
      form(`${name} with NUL, and a PDF`, [
        { name, data: `${values[0]}\u0000` },
        { name: FILE_FIELDS.at(-1)!, filename: 'a.pdf', data: PDF },
      ]),
    );
    forms.push(form(`${name} as a file`, [{ name, filename: 'a.pdf', data: PDF }], { mustRefuse: true }));
  }
  forms.push(form('a part named __proto__', [{ name: '__proto__', filename: 'a.png', data: PNG }], { mustRefuse: true }));
  forms.push(form('a part named constructor', [{ name: 'constructor', data: 'x' }], { mustRefuse: true }));
  forms.push(form('a part name with NUL', [{ name: 'file\u0000', filename: 'a.png', data: PNG }]));
  forms.push(
    form(
      'eleven unknown files',
      Array.from({ length: 11 }, (_, i) => ({ name: `f${i}`, filename: `${i}.png`, data: 'x' })),
      { mustRefuse: true },
    ),
  );
  forms.push(form('cut short', [{ name: 'file', filename: 'a.png', data: PNG }], { broken: true, mustRefuse: true }));
  forms.push(form('a file of 6 MB of text', [{ name: 'file', filename: 'a.png', data: SIX_MB }], { mustRefuse: true }));
  return forms;
}

/** Forms of one good file under each name (a PDF for the per-language ones, with the text fields), and the empty form. */
export function plainForms(texts: ReadonlyMap<string, readonly string[]>): Body[] {
  const withTexts: Part[] = [...texts].map(([name, values]) => ({ name, data: values[0] }));
  return [
    { kind: 'multipart', label: 'empty form', parts: [] },
    ...FILE_FIELDS.map((name): Body => ({
      kind: 'multipart',
      label: `a file in ${name}`,
      parts: [{ name, filename: 'a', data: name.startsWith('file_') ? PDF : PNG }],
    })),
    ...FILE_FIELDS.map((name): Body => ({
      kind: 'multipart',
      label: `a file in ${name} with the text fields`,
      parts: [...withTexts, { name, filename: 'a.pdf', data: PDF }],
    })),
  ];
}
