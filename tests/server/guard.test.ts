import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holds, type Permission } from '../../src/lib/permissions';
import type { RouteEntry } from '../../server/types';
import { AURORA, bearer, createTestApp, NAVIGLI, type TestContext } from './helpers';

/**
 * The permission matrix, generated from the route table: every private route refuses a missing
 * token; every guarded route refuses a member of the district who lacks its permission, and a
 * user of another district.
 */
let t: TestContext;
let resident: string; // a member of Borgo Navigli with no permission at all
let gate: string; // visitors_view and visitors_add in Borgo Navigli
let manager: string; // Borgo Navigli only
let routes: RouteEntry[];
beforeAll(async () => {
  t = await createTestApp();
  [resident, gate, manager] = await Promise.all([t.login('resident1.1@borgo.test'), t.login('gate@borgo.test'), t.login('manager@borgo.test')]);
  routes = t.app.routeTable.filter((r) => r.url.startsWith('/api/v3/'));
});
afterAll(() => t.close());

function call(route: RouteEntry, token: string | null, districtId: number) {
  // A route whose district is its own `:id` gets the district there; other parameters are 1.
  const url = route.url.replace(/:(\w+)/g, (_, name: string) => (route.district === 'params' && name === 'id' ? String(districtId) : '1'));
  const withDistrict = route.district === 'query' ? `${url}?district_id=${districtId}` : url;
  const payload =
    route.district === 'body' ? { district_id: districtId } : route.district === 'selected_district' ? { selected_district: districtId } : undefined;
  return t.app.inject({
    method: route.method as 'GET',
    url: withDistrict,
    headers: token ? bearer(token) : {},
    ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: payload ?? {} }),
  });
}

const guarded = () => routes.filter((r) => r.permission !== undefined);
const needsPermission = () => guarded().filter((r) => (typeof r.permission === 'string' ? [r.permission] : r.permission!).length > 0);

describe('route table', () => {
  it('has guarded routes and marks every route public or private', () => {
    expect(needsPermission().length).toBeGreaterThan(0);
    const publicOnes = routes.filter((r) => r.public).map((r) => `${r.method} ${r.url}`);
    expect(publicOnes.sort()).toEqual(
      [
        'GET /api/v3/openapi.json',
        'POST /api/v3/auth/login',
        'POST /api/v3/auth/password/reset',
        'POST /api/v3/auth/password/restore',
        'POST /api/v3/auth/verify-email',
        'GET /api/v3/files/:name',
        'GET /api/v3/health',
        ...routes.filter((r) => r.public && r.url.startsWith('/api/v3/public/')).map((r) => `${r.method} ${r.url}`),
      ].sort(),
    );
  });
});

describe('every private route', () => {
  it('refuses a request without a token (401)', async () => {
    for (const route of routes.filter((r) => !r.public)) {
      const res = await call(route, null, NAVIGLI);
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });
});

describe('every guarded route', () => {
  it('refuses a member of the district without the permission (403 naming it)', async () => {
    for (const route of needsPermission()) {
      const res = await call(route, resident, NAVIGLI);
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(res.json().missing, `${route.method} ${route.url}`).toEqual({ permission: route.permission });
    }
  });

  it('refuses the gate keeper everything but the visitors permissions', async () => {
    const gateHolds: Permission[] = ['visitors_view', 'visitors_add'];
    for (const route of needsPermission()) {
      const res = await call(route, gate, NAVIGLI);
      const allowed = holds(gateHolds, route.permission as Permission | Permission[]);
      if (allowed) expect(res.statusCode, `${route.method} ${route.url}`).not.toBe(403);
      else expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
    }
  });

  it('refuses a user of another district (403 naming the district)', async () => {
    for (const route of guarded()) {
      const res = await call(route, manager, AURORA);
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(res.json().missing, `${route.method} ${route.url}`).toEqual({ district_id: AURORA });
    }
  });

  it('asks for the district when it is missing or malformed (422, not 500)', async () => {
    for (const route of guarded().filter((r) => r.district === 'query')) {
      const missing = await t.app.inject({ method: route.method as 'GET', url: route.url.replace(/:(\w+)/g, '1'), headers: bearer(manager) });
      expect(missing.statusCode, route.url).toBe(422);
      expect(missing.json().errors).toEqual({ district_id: ['Validations.FieldNotNull'] });
      const bad = await t.app.inject({ method: route.method as 'GET', url: `${route.url.replace(/:(\w+)/g, '1')}?district_id=abc`, headers: bearer(manager) });
      expect(bad.statusCode, route.url).toBe(422);
      const huge = await t.app.inject({
        method: route.method as 'GET',
        url: `${route.url.replace(/:(\w+)/g, '1')}?district_id=99999999999`,
        headers: bearer(manager),
      });
      expect(huge.statusCode, route.url).toBe(422);
    }
  });
});

describe('districts for a permission', () => {
  it('lists the districts where the user holds any of the permissions', async () => {
    const admin = await t.login('admin@borgo.test');
    const all = await t.app.inject({ method: 'GET', url: '/api/v3/districts/for-permissions?permissions[]=community_contents_add', headers: bearer(admin) });
    expect(
      all
        .json()
        .data.map((d: { id: number }) => d.id)
        .sort(),
    ).toEqual([1, 2, 3]);
    const some = await t.app.inject({ method: 'GET', url: '/api/v3/districts/for-permissions?permissions=community_contents_add', headers: bearer(gate) });
    expect(some.json().data).toEqual([]);
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/v3/districts/for-permissions?permissions[]=community_contents_add&permissions[]=users_view',
      headers: bearer(manager),
    });
    expect(mine.json().data).toEqual([{ id: NAVIGLI, name: 'Borgo Navigli' }]);
    const unknown = await t.app.inject({ method: 'GET', url: '/api/v3/districts/for-permissions?permissions=nope', headers: bearer(manager) });
    expect(unknown.statusCode).toBe(422);
  });
});
