import fc from 'fast-check';
import { z, type ZodType } from 'zod';

/**
 * Values a route's own zod schema would take, as fast-check arbitraries: the seeds the hostile
 * mutations start from. Structure is read from `schema.def` (zod 4's public definition), the
 * bounds of a leaf (lengths, pattern, range) from `z.toJSONSchema`, so no check's internals are
 * read. Refinements are not modelled: a value may still fail one, which only makes it a refused
 * input.
 */

type Def = { type: string; [key: string]: unknown };
const defOf = (schema: unknown): Def => (schema as { def: Def }).def;

interface LeafBounds {
  type?: string;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
}
const boundsOf = (schema: ZodType): LeafBounds => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as LeafBounds;

/**
 * Strings of the shapes forms send (dates, hours, phones, colours, e-mails): a field checked by a
 * refinement rather than a pattern then also gets values that pass it.
 */
const PLAUSIBLE = ['2030-01-01', '2026-11-30', '10:00', '+393331112222', '#2BCFD1', 'resident1.1@borgo.test', 'Borgo', 'active', 'en'];

function stringArbitrary(schema: ZodType): fc.Arbitrary<string> {
  const b = boundsOf(schema);
  const min = b.minLength ?? 0;
  const max = Math.min(b.maxLength ?? 40, 40);
  const fits = (s: string) => s.length >= min && s.length <= (b.maxLength ?? Infinity);
  if (b.format === 'email') return fc.emailAddress().filter(fits);
  if (b.pattern) return fc.stringMatching(new RegExp(b.pattern)).filter(fits);
  return fc.oneof(fc.string({ minLength: min, maxLength: Math.max(min, max) }), fc.constantFrom(...PLAUSIBLE).filter(fits));
}

function numberArbitrary(schema: ZodType): fc.Arbitrary<number> {
  const b = boundsOf(schema);
  const low = b.minimum ?? (b.exclusiveMinimum !== undefined ? b.exclusiveMinimum + (b.type === 'integer' ? 1 : 0) : -1000);
  const high = b.maximum ?? (b.exclusiveMaximum !== undefined ? b.exclusiveMaximum - (b.type === 'integer' ? 1 : 0) : 1000);
  // Small values first: ids and counts of the demo data are small.
  const small = fc.integer({ min: Math.max(Math.ceil(low), -3), max: Math.min(Math.floor(high), 50) });
  if (b.type === 'integer') return fc.oneof(small, fc.integer({ min: Math.ceil(low), max: Math.floor(high) }));
  return fc.oneof(small, fc.double({ min: low, max: high, noNaN: true, noDefaultInfinity: true }));
}

/** An arbitrary of values the schema accepts (mostly), for the zod kinds the project uses. */
export function arbitraryOf(schema: ZodType | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 12) return fc.constant(undefined);
  const def = defOf(schema);
  const inner = (key: string) => arbitraryOf(def[key] as ZodType, depth + 1);
  switch (def.type) {
    case 'object': {
      const shape = def.shape as Record<string, ZodType>;
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      const required: string[] = [];
      for (const [key, field] of Object.entries(shape)) {
        model[key] = arbitraryOf(field, depth + 1);
        if (!field.safeParse(undefined).success) required.push(key);
      }
      return fc.record(model, { requiredKeys: required });
    }
    case 'string':
      return stringArbitrary(schema);
    case 'number':
      return numberArbitrary(schema);
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, string>));
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'null':
      return fc.constant(null);
    case 'union':
      return fc.oneof(...(def.options as ZodType[]).map((o) => arbitraryOf(o, depth + 1)));
    case 'array': {
      const b = boundsOf(schema);
      const minLength = b.minItems ?? 0;
      return fc.array(inner('element'), { minLength, maxLength: Math.max(minLength, Math.min(b.maxItems ?? 3, 3)) });
    }
    case 'record':
      return fc.dictionary(fc.string({ maxLength: 8 }), inner('valueType'), { maxKeys: 3 });
    case 'optional':
    case 'default':
    case 'prefault':
      return fc.option(inner('innerType'), { nil: undefined, freq: 4 });
    case 'nullable':
      return fc.option(inner('innerType'), { nil: null, freq: 4 });
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return inner('innerType');
    case 'pipe':
      // z.preprocess(fn, schema) is a pipe from a transform: what it finally checks is `out`.
      return defOf(def.in).type === 'transform' ? inner('out') : inner('in');
    case 'never':
    case 'custom':
      return fc.constant(undefined);
    default:
      // unknown, any, transform: any small JSON value.
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** The keys of an object schema (through refinements and pipes), or [] for any other kind. */
export function shapeKeys(schema: ZodType | undefined): string[] {
  if (!schema) return [];
  const def = defOf(schema);
  if (def.type === 'object') return Object.keys(def.shape as object);
  if (def.type === 'pipe') return shapeKeys(def.in as ZodType);
  if (def.type === 'union') return [...new Set((def.options as ZodType[]).flatMap(shapeKeys))];
  return [];
}

/** The values of an enum field of an object schema (through optional and default), or []. */
export function enumValues(schema: ZodType | undefined, key: string): string[] {
  const field = schema && defOf(schema).type === 'object' ? (defOf(schema).shape as Record<string, ZodType>)[key] : undefined;
  let def = field ? defOf(field) : undefined;
  while (def && ['optional', 'default', 'nullable'].includes(def.type)) def = defOf(def.innerType);
  return def?.type === 'enum' ? Object.values(def.entries as Record<string, string>) : [];
}
