import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREVIEW_HEADER } from '../../src/contract/preview';
import { bearer, createTestApp, NAVIGLI, type TestContext } from './helpers';

/** Demo ids (server/db/seed.ts): roles in insertion order, the first accounts. */
const GATE_KEEPER_ROLE = 3;
const FRONT_OFFICE_ROLE = 5;
const GATE_USER = 3;

let t: TestContext;
let admin: string;
let manager: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, manager] = await Promise.all([t.login('admin@borgo.test'), t.login('manager@borgo.test')]);
});
afterAll(() => t.close());

const as = (token: string, target: string) => ({ ...bearer(token), [PREVIEW_HEADER]: target });
const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

describe('"view as" (issue 17)', () => {
  it("auth/me answers with the role's permissions, the current district alone, and whose they are", async () => {
    const res = await get('/api/v3/auth/me', as(admin, `role:${GATE_KEEPER_ROLE}`));
    expect(res.statusCode).toBe(200);
    const me = res.json().data;
    expect(me.id).toBe(1);
    expect([...me.permissions].sort()).toEqual(['visitors_add', 'visitors_view']);
    expect(me.districts).toEqual([{ id: NAVIGLI, name: 'Borgo Navigli' }]);
    expect(me.roles_by_district).toEqual([
      { district_id: NAVIGLI, district_name: 'Borgo Navigli', roles: [{ id: GATE_KEEPER_ROLE, name: 'Gate keeper' }], permissions: me.permissions },
    ]);
    expect(me.preview).toEqual({ kind: 'role', id: GATE_KEEPER_ROLE, name: 'Gate keeper' });
    // Without the header, the same token is the admin's own.
    const own = (await get('/api/v3/auth/me', bearer(admin))).json().data;
    expect(own.permissions.length).toBeGreaterThan(50);
    expect(own.preview).toBeUndefined();
  });

  it('the site map and every guarded read follow the previewed permissions', async () => {
    const headers = as(admin, `role:${GATE_KEEPER_ROLE}`);
    const map = (await get(`/api/v3/site-map?district_id=${NAVIGLI}`, headers)).json().data as { section_id: string }[];
    const ids = map.map((e) => e.section_id);
    expect(ids).toContain('gate_visitors');
    expect(ids).not.toContain('tags');
    expect(ids).not.toContain('settings_cities');
    const visitors = await get(`/api/v3/visitors?district_id=${NAVIGLI}`, headers);
    expect(visitors.statusCode).toBe(200);
    const tags = await get(`/api/v3/tags?district_id=${NAVIGLI}`, headers);
    expect(tags.statusCode).toBe(403);
    expect(tags.json().missing.permission).toContain('tags_backoffice_view');
    // The same token without the header still reads tags.
    expect((await get(`/api/v3/tags?district_id=${NAVIGLI}`, bearer(admin))).statusCode).toBe(200);
  });

  it('refuses every write, whatever the route, and writes nothing', async () => {
    const headers = as(admin, `role:${FRONT_OFFICE_ROLE}`);
    const before = (await get(`/api/v3/tags?district_id=${NAVIGLI}`, bearer(admin))).json().data.total;
    const create = await t.app.inject({ method: 'POST', url: '/api/v3/tags', headers, payload: { district_id: NAVIGLI, name: 'Preview tag' } });
    expect(create.statusCode).toBe(403);
    expect(create.json()).toMatchObject({ success: false, missing: { preview: true } });
    expect(create.json().message).toMatch(/read-only preview/);
    const logout = await t.app.inject({ method: 'POST', url: '/api/v3/auth/logout', headers });
    expect(logout.statusCode).toBe(403);
    const district = await t.app.inject({ method: 'POST', url: '/api/v3/auth/select-district', headers, payload: { selected_district: 2 } });
    expect(district.statusCode).toBe(403);
    expect((await get(`/api/v3/tags?district_id=${NAVIGLI}`, bearer(admin))).json().data.total).toBe(before);
    // The refused logout did not end the session.
    expect((await get('/api/v3/auth/me', bearer(admin))).statusCode).toBe(200);
  });

  it('previews a user as they are in the current district', async () => {
    const me = (await get('/api/v3/auth/me', as(admin, `user:${GATE_USER}`))).json().data;
    expect(me.preview).toEqual({ kind: 'user', id: GATE_USER, name: 'Gino Verdi' });
    expect(me.roles_by_district[0].roles).toEqual([{ id: GATE_KEEPER_ROLE, name: 'Gate keeper' }]);
    expect([...me.permissions].sort()).toEqual(['visitors_add', 'visitors_view']);
  });

  it('never shows more than the previewer holds, and needs roles_view / users_view', async () => {
    // The manager holds users_view but not roles_view.
    const role = await get('/api/v3/auth/me', as(manager, 'role:1'));
    expect(role.statusCode).toBe(403);
    expect(role.json().missing).toEqual({ permission: 'roles_view' });
    // Previewing the administrator, the manager still sees only their own permissions.
    const adminAsSeen = (await get('/api/v3/auth/me', as(manager, 'user:1'))).json().data;
    const own = (await get('/api/v3/auth/me', bearer(manager))).json().data;
    expect([...adminAsSeen.permissions].sort()).toEqual([...own.permissions].sort());
    expect((await get(`/api/v3/cities?district_id=${NAVIGLI}`, as(manager, 'user:1'))).statusCode).toBe(403);
  });

  it('refuses unknown targets, users of other districts and malformed headers', async () => {
    expect((await get('/api/v3/auth/me', as(admin, 'role:999999'))).statusCode).toBe(404);
    // The first resident of Vila Aurora (ids: 4 accounts, then 6 residents of Navigli) has no role in
    // Navigli, the admin's current district.
    const outside = await get('/api/v3/auth/me', as(admin, 'user:11'));
    expect(outside.statusCode).toBe(404);
    expect(outside.json().message).toBe('This user has no role in the current district.');
    for (const bad of ['role:0', 'role:-1', 'role:1x', 'admin:1', 'role:99999999999', 'role: 1', '']) {
      const res = await get('/api/v3/auth/me', as(admin, bad));
      expect(res.statusCode, bad).toBe(422);
    }
    expect((await get('/api/v3/auth/me', as('not-a-token', 'role:1'))).statusCode).toBe(401);
  });
});
