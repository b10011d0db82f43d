import { sql, TransactionRollbackError } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../../server/types';
import { arbitraryOf, enumValues, shapeKeys } from './fuzz/arbitraries';
import { changedTables, fingerprint } from './fuzz/fingerprint';
import { bodyMutation, hostileForms, plainForms, mutateBody, mutateParams, mutateQuery, queryMutation, segmentMutation } from './fuzz/hostile';
import { mustRefuse, type Caller } from './fuzz/predict';
import { describe as describeInput, injectOptions, type Body, type FuzzInput } from './fuzz/requests';
import { baseOf, harvest, queryPairs, recordBodies, validParams, withDistrict, type Harvest } from './fuzz/targets';
import { createTestApp, type TestContext } from './helpers';

/**
 * Input fuzz (issue 11), derived from the route table: every /api/v3 route, public and private,
 * gets inputs generated from its own zod schemas with one hostile change each (a path parameter,
 * a query pair, a place in the body, a whole form), sent as the admin, as a member without the
 * permission and without a token. No answer may be a 500, and what the contract says must be
 * refused changes nothing in the database. Inputs the contract lets through (they may write) are
 * sent after, and only checked for 500s.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261125);
/** Runs per route and part, by caller: the refusals of the other two come early and cheap. */
const RUNS = { admin: { params: 10, query: 16, body: 28, form: 24, valid: 8 }, member: 5, anonymous: 2 };

type Who = 'admin' | 'member' | 'anonymous';
type Part = 'params' | 'query' | 'body' | 'form' | 'valid';
interface Sent {
  route: RouteEntry;
  who: Who;
  input: FuzzInput;
}

let t: TestContext;
let routes: RouteEntry[];
let harvested: Harvest;
const callers: Record<Who, Caller> = {
  admin: { token: null, districts: new Set(), permissions: true },
  member: { token: null, districts: new Set(), permissions: false },
  anonymous: { token: null, districts: new Set(), permissions: false },
};
const EMAILS = { admin: 'admin@borgo.test', member: 'resident1.1@borgo.test' } as const;
/** Routes that read a form (they answer 415 to anything else). */
const multipart = new Set<RouteEntry>();
/** The text fields forms ask for, with the values the API knows for them. */
const formTexts = new Map<string, string[]>();
const stats = { tried: 0, errors: 0 };
const failures: string[] = [];
/** Inputs the contract lets through, sent after the refusals. */
const mayWrite: Sent[] = [];

const label = (route: RouteEntry) => `${route.method} ${route.url}`;

/** The query of a form route: the district, and the first value of each choice it names (an upload's purpose). */
function formQuery(route: RouteEntry) {
  const query = route.schema.querystring;
  const choices = shapeKeys(query).flatMap((k) =>
    enumValues(query, k)
      .slice(0, 1)
      .map((v) => [k, v] as const),
  );
  return queryPairs(route, Object.fromEntries(choices));
}

async function send({ route, who, input }: Sent) {
  stats.tried += 1;
  const res = await t.app.inject(injectOptions(route, input, callers[who].token));
  if (res.statusCode >= 500) stats.errors += 1;
  return res;
}

/** Logs a caller in again when a route ended its session (logout), and reads its districts. Whether it had to. */
async function ensureSessions(): Promise<boolean> {
  let renewed = false;
  for (const who of ['admin', 'member'] as const) {
    const caller = callers[who];
    const me = caller.token ? await t.app.inject({ method: 'GET', url: '/api/v3/auth/me', headers: { authorization: `Bearer ${caller.token}` } }) : undefined;
    if (me?.statusCode === 200) continue;
    caller.token = await t.login(EMAILS[who]);
    const profile = (await t.app.inject({ method: 'GET', url: '/api/v3/auth/me', headers: { authorization: `Bearer ${caller.token}` } })).json();
    caller.districts = new Set(profile.data.roles_by_district.map((r: { district_id: number }) => r.district_id));
    renewed = true;
  }
  return renewed;
}

/** The arbitrary of one part's inputs for a route: valid seeds with one hostile change. */
function inputs(route: RouteEntry, part: Part): fc.Arbitrary<FuzzInput> | null {
  const params = validParams(route, harvested, SEED);
  const paramNames = Object.keys(params);
  const isForm = multipart.has(route);
  const querySeed: fc.Arbitrary<[string, string][]> = fc.oneof(
    fc.constant(harvested.queries.get(route) ?? (isForm ? formQuery(route) : queryPairs(route, {}))),
    arbitraryOf(route.schema.querystring).map((v) => queryPairs(route, v)),
  );
  const takesBody = !['GET', 'DELETE'].includes(route.method);
  const fromRecords = recordBodies(route, harvested);
  const jsonSeed: fc.Arbitrary<unknown> = route.schema.body
    ? fc.oneof(
        arbitraryOf(route.schema.body).map((v) => withDistrict(route, v)),
        ...(fromRecords.length ? [fc.constantFrom(...fromRecords)] : []),
      )
    : fc.constant(takesBody && !isForm ? withDistrict(route, {}) : undefined);
  const seedBody: fc.Arbitrary<Body | undefined> = isForm
    ? fc.constantFrom(...plainForms(formTexts))
    : jsonSeed.map((value) => (value === undefined ? undefined : { kind: 'json' as const, value }));
  const build = (query: [string, string][], body: Body | undefined, p = params): FuzzInput => ({ params: p, query, ...(body ? { body } : {}) });

  switch (part) {
    case 'params':
      return paramNames.length ? fc.tuple(segmentMutation(paramNames), querySeed, seedBody).map(([m, q, b]) => build(q, b, mutateParams(params, m))) : null;
    case 'query': {
      const keys = [...new Set(['district_id', ...shapeKeys(route.schema.querystring)])];
      return fc.tuple(queryMutation(keys), querySeed, seedBody).map(([m, q, b]) => build(mutateQuery(q, m), b));
    }
    case 'body':
      return takesBody ? fc.tuple(bodyMutation, querySeed, jsonSeed).map(([m, q, seed]) => build(q, mutateBody(seed, m))) : null;
    case 'form':
      return isForm ? fc.tuple(fc.constantFrom(...hostileForms(formTexts)), querySeed).map(([form, q]) => build(q, form)) : null;
    case 'valid':
      return fc.tuple(querySeed, seedBody).map(([q, b]) => build(q, b));
  }
}

/**
 * One property per route, caller and part: every input the contract refuses is sent now (a GET
 * always: it must write nothing); the others wait for the second pass. A 500 fails the property,
 * and fast-check shrinks it to a small input for the report.
 */
async function fuzzRefusals(route: RouteEntry, who: Who, part: Part, numRuns: number, seed: number) {
  const arbitrary = inputs(route, part);
  if (!arbitrary || numRuns === 0) return;
  let last: { status: number; input: FuzzInput } | undefined;
  const details = await fc.check(
    fc.asyncProperty(arbitrary, async (input) => {
      const refuse = mustRefuse(route, callers[who], input, multipart.has(route));
      if (route.method !== 'GET' && refuse !== true) {
        mayWrite.push({ route, who, input });
        return true;
      }
      const res = await send({ route, who, input });
      if (res.statusCode >= 500) {
        last = { status: res.statusCode, input };
        return false;
      }
      if (refuse === true && res.statusCode < 400) {
        failures.push(`${label(route)} as ${who}: ${res.statusCode} to an input the contract refuses: ${describeInput(input)}`);
      }
      return true;
    }),
    { seed, numRuns, plugins: [fc.interruptAfterTimeLimit(15_000)] },
  );
  if (details.failed && last)
    failures.push(`${label(route)} as ${who}, ${part}: ${last.status} for ${describeInput((details.counterexample as [FuzzInput] | null)?.[0] ?? last.input)}`);
}

beforeAll(async () => {
  t = await createTestApp();
  await ensureSessions();
  routes = t.app.routeTable.filter((r) => r.url.startsWith('/api/v3/'));
  harvested = await harvest(t, routes, [callers.admin.token!, callers.member.token!], SEED);
  // A route that answers 415 to text reads a form; asked with a session of its own, anew after logout ended it.
  let probe = await t.login(EMAILS.admin);
  for (const route of routes.filter((r) => !['GET', 'DELETE'].includes(r.method) && !r.schema.body)) {
    const input: FuzzInput = {
      params: validParams(route, harvested, SEED),
      query: formQuery(route),
      body: { kind: 'raw', text: 'x', contentType: 'text/plain', label: 'text' },
    };
    const status = (await t.app.inject(injectOptions(route, input, probe))).statusCode;
    if (status === 415) multipart.add(route);
    probe = await t.login(EMAILS.admin);
  }
  // An empty form names the fields it lacks; a text one takes the values the GET of the same URL takes in its query.
  for (const route of multipart) {
    const input: FuzzInput = {
      params: validParams(route, harvested, SEED),
      query: formQuery(route),
      body: { kind: 'multipart', parts: [], label: 'empty form' },
    };
    const lacking = Object.keys((await t.app.inject(injectOptions(route, input, probe))).json().errors ?? {});
    const list = routes.find((r) => r.method === 'GET' && r.url === baseOf(route.url));
    for (const name of lacking) {
      const values = enumValues(list?.schema.querystring, name);
      if (values.length) formTexts.set(name, values);
    }
  }
  // One probe per route: the route table grows with every entity.
}, 180_000);
afterAll(async () => {
  console.log(`input fuzz, seed ${SEED}: ${stats.tried} inputs tried on ${routes.length} routes, ${stats.errors} answers ≥ 500, ${failures.length} failures`);
  await t.close();
});

describe('input fuzz, every /api/v3 route', () => {
  it('finds routes, data to start from and the form routes', () => {
    expect(routes.length).toBeGreaterThan(50);
    expect(harvested.lists.size).toBeGreaterThan(5);
    expect(multipart.size).toBeGreaterThan(0);
    expect(formTexts.size).toBeGreaterThan(0);
  });

  it("fingerprints a change of any row, a same-value update too, and not a rolled-back write or a session's touch", async () => {
    const db = t.database.db;
    const run = (text: string) => db.execute(sql.raw(text));
    await run('create table fp_probe (id int primary key, v text)');
    try {
      const rolledBack = () =>
        db
          .transaction(async (tx) => {
            await tx.execute(sql.raw("insert into fp_probe values (3, 'c')"));
            tx.rollback();
          })
          .catch((error: unknown) => {
            if (!(error instanceof TransactionRollbackError)) throw error;
          });
      const steps: [string, () => Promise<unknown>, boolean][] = [
        ['an insert', () => run("insert into fp_probe values (1, 'a'), (2, 'b')"), true],
        ['an update to the same value', () => run("update fp_probe set v = 'a' where id = 1"), true],
        ['a delete', () => run('delete from fp_probe where id = 1'), true],
        ['a rolled-back insert', rolledBack, false],
        ['a touch of last_used_at', () => run('update sessions set last_used_at = now()'), false],
      ];
      for (const [what, step, changes] of steps) {
        const before = await fingerprint(db);
        await step();
        const changed = changedTables(before, await fingerprint(db));
        expect(changed.length > 0, `${what}: ${changed.join(', ')}`).toBe(changes);
      }
    } finally {
      await run('drop table fp_probe');
    }
  });

  it('answers every refused input with a 4xx, and a refused input changes nothing', async () => {
    let seed = SEED;
    // One fingerprint of the database per route: the one after a route is the one before the next,
    // unless a new sign-in (a new session row) came between them.
    let before = await fingerprint(t.database.db);
    for (const route of routes) {
      for (const who of ['anonymous', 'member', 'admin'] as const) {
        for (const part of ['params', 'query', 'body', 'form', 'valid'] as const) {
          const runs = who === 'admin' ? RUNS.admin[part] : part === 'valid' ? 0 : RUNS[who];
          await fuzzRefusals(route, who, part, runs, (seed += 1));
        }
      }
      const after = await fingerprint(t.database.db);
      const changed = changedTables(before, after);
      if (changed.length) failures.push(`${label(route)}: refused inputs changed ${changed.join(', ')}`);
      before = (await ensureSessions()) ? await fingerprint(t.database.db) : after;
    }
    expect(failures, failures.join('\n')).toEqual([]);
  }, 480_000);

  it('answers every input the contract lets through without a 500 (writes last, deletes at the very end)', async () => {
    const order = (s: Sent) => (s.route.method === 'DELETE' ? 1 : 0);
    const errors: string[] = [];
    for (const sent of [...mayWrite].sort((a, b) => order(a) - order(b))) {
      const res = await send(sent);
      if (res.statusCode >= 500) errors.push(`${label(sent.route)} as ${sent.who}: ${res.statusCode} for ${describeInput(sent.input)}`);
      if (res.statusCode === 401 && sent.who !== 'anonymous') await ensureSessions();
    }
    failures.push(...errors);
    expect(errors, errors.join('\n')).toEqual([]);
  }, 480_000);
});
