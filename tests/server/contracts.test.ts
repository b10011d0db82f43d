import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionPermissions, contractPermissions, type EntityAction, type EntityContract } from '../../src/contract/entity';
import { CONTRACTS as CONSOLE_CONTRACTS, SECTIONS as CONSOLE_SECTIONS } from '../../src/registry/contracts';
import { CONTRACTS, SECTIONS } from '../../server/contracts';
import type { RouteEntry } from '../../server/types';
import { bearer, createTestApp, NAVIGLI, type TestContext } from './helpers';

/**
 * The contract is the only source of an entity's route, flags and permissions: the server finds
 * the same contracts as the console, builds the same sections, and guards every route of an
 * entity with the contract's permissions (the generic ones with the rule of their action).
 */
let t: TestContext;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@borgo.test');
});
afterAll(() => t.close());

const GENERIC: Record<EntityAction, (c: EntityContract) => [string, string]> = {
  list: (c) => ['GET', `/api/v3/${c.name}`],
  get: (c) => ['GET', `/api/v3/${c.name}/:id`],
  create: (c) => ['POST', `/api/v3/${c.name}`],
  update: (c) => ['PUT', `/api/v3/${c.name}/:id`],
  delete: (c) => ['DELETE', `/api/v3/${c.name}/:id`],
};
const asList = (p: RouteEntry['permission']) => (p === undefined ? undefined : typeof p === 'string' ? [p] : [...p]);
/**
 * The session's own district calls (server/routes/districts.ts: its configuration, waiting counts,
 * districts for permissions) share the districts entity's path but are no route of it.
 */
const SESSION_ROUTES = new Set(['/api/v3/districts/configuration', '/api/v3/districts/waiting-activities', '/api/v3/districts/for-permissions']);
const routesOf = (c: EntityContract) =>
  t.app.routeTable.filter((r) => !SESSION_ROUTES.has(r.url) && (r.url === `/api/v3/${c.name}` || r.url.startsWith(`/api/v3/${c.name}/`)));

describe('entity contracts', () => {
  it('are the same files for the server and the console, with the same sections', () => {
    expect(CONTRACTS.map((c) => c.name).sort()).toEqual(CONSOLE_CONTRACTS.map((c) => c.name).sort());
    expect(SECTIONS).toEqual(CONSOLE_SECTIONS);
  });

  it.each(CONTRACTS.map((c) => [c.name, c] as const))("%s: each generic action has its route, guarded by the action's rule", (_, c) => {
    for (const action of c.actions) {
      const [method, url] = GENERIC[action](c);
      const route = t.app.routeTable.find((r) => r.method === method && r.url === url);
      expect(route, `${method} ${url}`).toBeDefined();
      expect(asList(route!.permission)?.sort(), `${method} ${url}`).toEqual([...actionPermissions(c, action)].sort());
    }
  });

  it.each(CONTRACTS.map((c) => [c.name, c] as const))('%s: every route of the entity needs only permissions of its contract', (_, c) => {
    const own = new Set<string>(contractPermissions(c));
    const routes = routesOf(c);
    if (c.actions.length > 0 || c.name === 'welcome_message') expect(routes.length).toBeGreaterThan(0);
    for (const route of routes) {
      const needed = asList(route.permission);
      expect(needed, `${route.method} ${route.url} is guarded`).toBeDefined();
      for (const p of needed!) expect(own.has(p), `${route.method} ${route.url}: ${p}`).toBe(true);
    }
  });

  it("sorts only by the contract's sortable fields (422 otherwise, never SQL)", async () => {
    for (const order of ['__proto__', 'district_id', 'translations', 'name;drop table tags']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v3/tags?district_id=${NAVIGLI}&order_by=${encodeURIComponent(order)}`,
        headers: bearer(admin),
      });
      expect(res.statusCode, order).toBe(422);
      expect(res.json().errors).toEqual({ order_by: ['Validations.FieldInvalid'] });
    }
  });

  it('answers a generic list in the shape of its response schema', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v3/tags?district_id=${NAVIGLI}&paginate=2&order_by=name&sort_by=desc`, headers: bearer(admin) });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body.data).sort()).toEqual(['current_page', 'data', 'last_page', 'per_page', 'total']);
    expect(Object.keys(body.data.data[0]).sort()).toEqual(['created_at', 'district_id', 'id', 'status', 'translations']);
    expect(typeof body.data.data[0].created_at).toBe('string');
  });

  it('lists the response types of the generic routes in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/v3/openapi.json' })).json();
    const list = doc.paths['/api/v3/tags'].get.responses['200'];
    expect(JSON.stringify(list)).toContain('translations');
  });
});
