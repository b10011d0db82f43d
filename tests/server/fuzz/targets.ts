import fc from 'fast-check';
import type { ZodType } from 'zod';
import type { RouteEntry } from '../../../server/types';
import type { TestContext } from '../helpers';
import { arbitraryOf, shapeKeys } from './arbitraries';
import { injectOptions, urlText, type FuzzInput } from './requests';

/**
 * Real data of the demo district 1 to start from, found through the routes themselves: every list
 * (GET without path parameters) is read, and every record's details, so a path parameter gets an
 * id that exists (`/visitors/:id/guests/:guestId`: an invitation of the list, one of its guests).
 */

type Row = Record<string, unknown>;
export interface Harvest {
  /** Records by the URL that lists them (`/api/v3/tags`). */
  lists: Map<string, Row[]>;
  /** Records by their own URL (`/api/v3/tags/3`). */
  details: Map<string, Row>;
  /** A query each GET route answered 200 to. */
  queries: Map<RouteEntry, [string, string][]>;
}

const isRow = (v: unknown): v is Row => Boolean(v) && typeof v === 'object' && !Array.isArray(v);

/** The records an answer carries: a page, an array, or one record. */
function recordsOf(answer: unknown): Row[] {
  const data = isRow(answer) ? answer.data : undefined;
  const items = Array.isArray(data) ? data : isRow(data) && Array.isArray(data.data) ? data.data : isRow(data) ? [data] : [];
  return items.filter((r): r is Row => isRow(r) && typeof r.id === 'number');
}

/** Query pairs of an object the query schema takes; `district_id` is the demo district's. */
export function queryPairs(route: RouteEntry, value: unknown): [string, string][] {
  const pairs: [string, string][] = [];
  for (const [k, v] of Object.entries(isRow(value) ? value : {})) {
    for (const item of [v].flat()) if (item !== undefined && item !== null) pairs.push([urlText(k), urlText(String(item))]);
  }
  if (route.district !== 'query') return pairs;
  return [['district_id', '1'], ...pairs.filter(([k]) => k !== 'district_id')];
}

/** The body with the demo district where the guard reads it. */
export function withDistrict(route: RouteEntry, body: unknown): unknown {
  const key = route.district === 'body' ? 'district_id' : route.district === 'selected_district' ? 'selected_district' : undefined;
  if (!key) return body;
  return { ...(isRow(body) ? body : {}), [key]: 1 };
}

/** The URL a route's records are listed at: `/api/v3/contracts/:id/approve` → `/api/v3/contracts`. */
export const baseOf = (url: string) => url.split('/:')[0];

export async function harvest(t: TestContext, routes: RouteEntry[], tokens: string[], seed: number): Promise<Harvest> {
  const h: Harvest = { lists: new Map(), details: new Map(), queries: new Map() };
  const get = async (route: RouteEntry, input: FuzzInput, token: string) => {
    const res = await t.app.inject(injectOptions(route, input, token));
    return res.statusCode === 200 && res.headers['content-type']?.toString().includes('json') ? (res.json() as unknown) : undefined;
  };
  for (const route of routes.filter((r) => r.method === 'GET' && !r.url.includes(':'))) {
    const tries = [queryPairs(route, {}), ...fc.sample(arbitraryOf(route.schema.querystring), { numRuns: 8, seed }).map((v) => queryPairs(route, v))];
    for (const token of tokens) {
      for (const query of tries) {
        const answer = await get(route, { params: {}, query }, token);
        if (answer === undefined) continue;
        if (!h.queries.has(route)) h.queries.set(route, query);
        const rows = recordsOf(answer);
        if (rows.length > 0 && !(h.lists.get(route.url)?.length ?? 0)) h.lists.set(route.url, rows);
        break;
      }
    }
  }
  for (const route of routes.filter((r) => r.method === 'GET' && /^[^:]*\/:id$/.test(r.url))) {
    const rows = h.lists.get(baseOf(route.url)) ?? [];
    for (const row of rows.slice(0, 3)) {
      const answer = await get(route, { params: { id: String(row.id) }, query: queryPairs(route, {}) }, tokens[0]);
      const [record] = recordsOf(answer);
      if (record) h.details.set(`${baseOf(route.url)}/${row.id}`, record);
    }
  }
  return h;
}

/** Path parameters naming real records where the harvest found some; generated from the schema otherwise. */
export function validParams(route: RouteEntry, h: Harvest, seed: number): Record<string, string> {
  const segments = route.url.split('/');
  const params: Record<string, string> = {};
  let parent: Row | undefined;
  for (const [i, segment] of segments.entries()) {
    if (!segment.startsWith(':')) continue;
    const name = segment.slice(1);
    const prefix = segments
      .slice(0, i)
      .map((s) => (s.startsWith(':') ? params[s.slice(1)] : s))
      .join('/');
    let value: unknown;
    if (route.district === 'params' && name === 'id') value = 1;
    else if (parent && Array.isArray(parent[segments[i - 1]])) value = (parent[segments[i - 1]] as Row[])[0]?.id;
    else {
      const rows = h.lists.get(prefix) ?? [];
      // A record with details first, so nested segments (guests of an invitation) find theirs.
      const row = rows.find((r) => h.details.has(`${prefix}/${r.id}`)) ?? rows[0];
      value = row?.id;
      parent = row ? (h.details.get(`${prefix}/${row.id}`) ?? row) : undefined;
      if (value !== undefined) {
        params[name] = String(value);
        continue;
      }
    }
    // A field of that name in any record (`:visitor_code`), else what the schema generates.
    value ??= [...h.lists.values()].flat().find((r) => r[name] !== undefined && typeof r[name] !== 'object')?.[name];
    value ??= fc.sample(arbitraryOf(fieldOf(route.schema.params, name)), { numRuns: 1, seed })[0];
    params[name] = urlText(String(value ?? '1'));
  }
  return params;
}

const fieldOf = (schema: ZodType | undefined, key: string) => (schema as unknown as { def?: { shape?: Record<string, ZodType> } })?.def?.shape?.[key];

/** Bodies from real records: a record of the route's entity, cut to the keys the body schema has. */
export function recordBodies(route: RouteEntry, h: Harvest): unknown[] {
  const keys = shapeKeys(route.schema.body);
  if (keys.length === 0) return [];
  const base = baseOf(route.url);
  const rows = [...(h.lists.get(base) ?? []).map((r) => h.details.get(`${base}/${r.id}`) ?? r)].slice(0, 3);
  return rows.map((row) => withDistrict(route, Object.fromEntries(keys.filter((k) => k in row).map((k) => [k, row[k]]))));
}
