import type { ZodType } from 'zod';
import type { RouteEntry } from '../../../server/types';
import { decoded, jsonText, type FuzzInput } from './requests';

/**
 * Whether the API contract says an input must be refused, from the route's own schemas and the
 * rules every route shares: no token on a private route (401); no permission, or a district that is
 * not the caller's (403/422); a string PostgreSQL cannot store (NUL, lone surrogate) or JSON nested
 * deeper than 32 anywhere (422); a body over 1 MB (413); an id that is not a canonical integer
 * (422); anything the route's zod schemas refuse (422). `undefined`: the contract does not say
 * (a route that reads its body itself), so the input may write.
 */

export interface Caller {
  token: string | null;
  /** The districts the caller belongs to, and whether it holds any console permission there. */
  districts: ReadonlySet<number>;
  permissions: boolean;
}

const INT4_MAX = 2_147_483_647;
const MAX_DEPTH = 32;
const BODY_LIMIT = 1024 * 1024;
const ID_PARAM = /^[1-9][0-9]{0,9}$/;

/** PostgreSQL stores neither a NUL character nor half of a surrogate pair. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const unstorable = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

/** The canonical id of a query or path text, or null. */
const idOfText = (v: unknown) => (typeof v === 'string' && ID_PARAM.test(v) && Number(v) <= INT4_MAX ? Number(v) : null);
/** The id of a JSON value: an integer number only. */
const idOfJson = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= INT4_MAX ? v : null);

/** A field is an id when its name says so and its schema takes a number (`delivery_id` is a text). */
const isIdName = (key: string) => key === 'id' || key === 'selected_district' || /_id$|Id$/.test(key);

/** Whether any string (key or value) is unstorable, or the nesting passes the limit; iterative, as the value may be 100,000 deep. */
function hostileTree(value: unknown): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [v, depth] = stack.pop()!;
    if (typeof v === 'string') {
      if (unstorable(v)) return true;
    } else if (v && typeof v === 'object') {
      if (depth >= MAX_DEPTH) return true;
      for (const [k, child] of Object.entries(v)) {
        if (unstorable(k)) return true;
        stack.push([child, depth + 1]);
      }
    }
  }
  return false;
}

/** JSON.parse as Fastify's parser does it: a `__proto__` key, or `constructor.prototype`, is refused. */
function parseBody(text: string): { ok: true; value: unknown } | { ok: false } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false };
  }
  const stack = [value];
  while (stack.length) {
    const v = stack.pop();
    if (!v || typeof v !== 'object') continue;
    if (Object.hasOwn(v, '__proto__')) return { ok: false };
    const ctor = (v as Record<string, unknown>).constructor;
    if (Object.hasOwn(v, 'constructor') && ctor && typeof ctor === 'object' && Object.hasOwn(ctor, 'prototype')) return { ok: false };
    for (const child of Object.values(v)) stack.push(child);
  }
  return { ok: true, value };
}

/** Every id field of a body (at any depth) holds an integer, or null where the schema allows none. */
function idsAreIntegers(value: unknown, accepts: (path: string[], v: unknown) => boolean): boolean {
  const stack: [unknown, string[]][] = [[value, []]];
  while (stack.length) {
    const [v, path] = stack.pop()!;
    if (!v || typeof v !== 'object') continue;
    for (const [k, child] of Object.entries(v)) {
      if (!Array.isArray(v) && isIdName(k) && child !== null && child !== undefined && accepts([...path, k], 1) && idOfJson(child) === null) return false;
      stack.push([child, [...path, k]]);
    }
  }
  return true;
}

/** The query as the router parses it: a repeated key is an array. */
export function queryView(input: FuzzInput): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = Object.create(null);
  for (const [k, v] of input.query) {
    const key = decoded(k).value;
    const value = decoded(v).value;
    const had = out[key];
    out[key] = had === undefined ? value : [...(Array.isArray(had) ? had : [had]), value];
  }
  return out;
}

function districtOf(route: RouteEntry, params: Record<string, string>, query: Record<string, unknown>, body: unknown): number | null {
  const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  switch (route.district) {
    case 'query':
      return idOfText(query.district_id);
    case 'params':
      return idOfText(params.id);
    case 'body':
      return idOfJson(b.district_id);
    case 'selected_district':
      return idOfJson(b.selected_district);
    default:
      return null;
  }
}

const parses = (schema: ZodType | undefined, value: unknown) => {
  if (!schema) return true;
  try {
    return schema.safeParse(value).success;
  } catch {
    // A schema that throws (a deep value overflowing it) is a refusal the server must give.
    return false;
  }
};

/** Whether `schema` takes `v` at `path` (for the id rule: does the field take a number?). */
function fieldAccepts(schema: ZodType | undefined, path: string[], v: unknown): boolean {
  let s: ZodType | undefined = schema;
  for (const key of path) {
    s = childSchema(s, key);
    if (!s) return false;
  }
  return parses(s, v);
}
function childSchema(schema: ZodType | undefined, key: string): ZodType | undefined {
  const def = (schema as { def?: Record<string, unknown> } | undefined)?.def;
  if (!def) return undefined;
  switch (def.type) {
    case 'object':
      return Object.hasOwn(def.shape as object, key) ? (def.shape as Record<string, ZodType>)[key] : undefined;
    case 'array':
      return /^\d+$/.test(key) ? (def.element as ZodType) : undefined;
    case 'optional':
    case 'nullable':
    case 'default':
      return childSchema(def.innerType as ZodType, key);
    case 'pipe':
      return childSchema((def.in as { def: { type: string } }).def.type === 'transform' ? (def.out as ZodType) : (def.in as ZodType), key);
    case 'union':
      return (def.options as ZodType[]).map((o) => childSchema(o, key)).find(Boolean);
    default:
      return undefined;
  }
}

/**
 * true: the contract says refuse; false: it says accept (the input may write); undefined: it does
 * not say (a route that reads its body itself: multipart, or a body it ignores).
 */
export function mustRefuse(route: RouteEntry, caller: Caller, input: FuzzInput, multipart: boolean): boolean | undefined {
  if (!route.public && !caller.token) return true;
  const needsPermission = route.permission !== undefined && (typeof route.permission === 'string' || route.permission.length > 0);
  if (needsPermission && !caller.permissions) return true;

  const params: Record<string, string> = {};
  for (const [k, text] of Object.entries(input.params)) {
    const d = decoded(text);
    // The router answers 400 to a segment it cannot decode, 404 to an empty or overlong one.
    if (!d.ok || d.value === '' || text.length > 100) return true;
    params[k] = d.value;
  }
  const query = queryView(input);
  delete query.platform;

  const sent = input.body;
  let body: unknown;
  if (sent?.kind === 'json' || (sent?.kind === 'raw' && sent.contentType === 'application/json')) {
    const text = sent.kind === 'json' ? jsonText(sent.value) : sent.text;
    if (sent.kind === 'json' && sent.value === undefined) body = undefined;
    else if (Buffer.byteLength(text) > BODY_LIMIT) return true;
    else {
      const parsed = parseBody(text);
      if (!parsed.ok) return true;
      body = parsed.value;
    }
  } else if (sent?.kind === 'raw') {
    // Text of another type: a route with a body schema (an object) or a multipart one refuses it.
    if (route.schema.body || multipart) return true;
  } else if (sent?.kind === 'multipart') {
    if (!multipart) return route.schema.body ? true : undefined;
    if (sent.parts.some((p) => [p.name, p.filename ?? '', typeof p.data === 'string' ? p.data : ''].some(unstorable))) return true;
    if (sent.mustRefuse) return true;
  }
  if (multipart && sent?.kind !== 'multipart') return true;

  if (route.district) {
    const district = districtOf(route, params, query, body);
    if (district === null || !caller.districts.has(district)) return true;
  }
  if (hostileTree(params) || hostileTree(query) || hostileTree(body)) return true;
  const idsCanonical = (values: Record<string, unknown>, schema: ZodType | undefined) =>
    Object.entries(values).every(([k, v]) => !isIdName(k) || !fieldAccepts(schema, [k], '1') || idOfText(v) !== null);
  if (!idsCanonical(params, route.schema.params) || !idsCanonical(query, route.schema.querystring)) return true;
  if (!parses(route.schema.params, params) || !parses(route.schema.querystring, query)) return true;

  if (multipart) return undefined;
  if (route.schema.body) {
    if (!idsAreIntegers(body, (path, v) => fieldAccepts(route.schema.body, path, v))) return true;
    return !parses(route.schema.body, body);
  }
  // No body schema: GET and DELETE take no body; any other route reads (or ignores) its own.
  return route.method === 'GET' || route.method === 'DELETE' ? false : undefined;
}
