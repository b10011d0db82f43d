import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { roles, userDistrictRoles, users } from '../../server/db/schema';
import { PERMISSIONS } from '../../src/lib/permissions';
import { AURORA, bearer, createTestApp, NAVIGLI, type TestContext } from './helpers';

let t: TestContext;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@borgo.test');
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: object, token: string | null = admin) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
const create = (name: string, permissions: string[], token = admin) => call('POST', '/api/v3/roles', { district_id: NAVIGLI, name, permissions }, token);
const update = (id: number, name: string, permissions: string[], token = admin) =>
  call('PUT', `/api/v3/roles/${id}`, { district_id: NAVIGLI, name, permissions }, token);
const list = async (query: string) => (await call('GET', `/api/v3/roles?district_id=${NAVIGLI}&${query}`)).json().data.data as Role[];
const byName = async (name: string) => (await list(`query=${encodeURIComponent(name)}`)).find((r) => r.name === name)!;

interface Role {
  id: number;
  name: string;
  permissions: string[];
  users: number;
}

/** A demo account given one more role in Borgo Navigli, straight in the database. */
async function grant(email: string, roleId: number) {
  const [user] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  await t.database.db.insert(userDistrictRoles).values({ userId: user.id, districtId: NAVIGLI, roleId });
}

describe('settings/roles: access', () => {
  it('refuses a call without a token (401)', async () => {
    expect((await call('GET', `/api/v3/roles?district_id=${NAVIGLI}`, undefined, null)).statusCode).toBe(401);
    expect((await create('Nobody', ['visitors_view'], null as unknown as string)).statusCode).toBe(401);
  });

  it('refuses a user without roles_* (403), naming the permission', async () => {
    const manager = await t.login('manager@borgo.test');
    const res = await call('GET', `/api/v3/roles?district_id=${NAVIGLI}`, undefined, manager);
    expect(res.statusCode).toBe(403);
    expect(res.json().missing.permission).toEqual(['roles_view', 'roles_add', 'roles_edit', 'roles_delete']);
    expect((await create('Manager made', ['posts_view'], manager)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/v3/roles/1?district_id=${NAVIGLI}`, undefined, manager)).statusCode).toBe(403);
  });
});

describe('settings/roles: list', () => {
  it('lists every role with its permissions and how many user-district links hold it', async () => {
    const rows = await list('paginate=100');
    expect(rows.map((r) => r.name)).toEqual(expect.arrayContaining(['Administrator', 'District manager', 'Gate keeper', 'Resident', 'Front office']));
    const administrator = rows.find((r) => r.name === 'Administrator')!;
    expect(administrator.permissions).toHaveLength(PERMISSIONS.length);
    // The admin holds it in the three districts.
    expect(administrator.users).toBe(3);
    expect(rows.find((r) => r.name === 'Gate keeper')).toMatchObject({ permissions: ['visitors_view', 'visitors_add'], users: 1 });
  });

  it('searches by name (trimmed, case aside) and sorts by name, permission count and users', async () => {
    expect((await list(`query=${encodeURIComponent('  MANAGER ')}`)).map((r) => r.name)).toEqual(['District manager']);
    const names = (await list('order_by=name&sort_by=asc')).map((r) => r.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect((await list('order_by=name&sort_by=desc&paginate=1'))[0].name).toBe('Resident');
    const byCount = await list('order_by=permissions&sort_by=desc');
    expect(byCount[0].name).toBe('Administrator');
    expect(byCount.map((r) => r.permissions.length)).toEqual([...byCount.map((r) => r.permissions.length)].sort((a, b) => b - a));
    // Every demo resident holds the Resident role.
    expect((await list('order_by=users&sort_by=desc'))[0].name).toBe('Resident');
    const held = (await list('order_by=users&sort_by=asc')).map((r) => r.users);
    expect(held).toEqual([...held].sort((a, b) => a - b));
    expect((await call('GET', `/api/v3/roles?district_id=${NAVIGLI}&order_by=secret`)).statusCode).toBe(422);
  });
});

describe('settings/roles: create, read, update, delete', () => {
  it('creates with the name trimmed and the permissions once each, in order; reads, renames, deletes', async () => {
    const made = await create('  Gate night shift ', ['visitors_add', 'visitors_view', 'visitors_add']);
    expect(made.statusCode).toBe(201);
    const role = made.json().data as Role;
    expect(role).toMatchObject({ name: 'Gate night shift', permissions: ['visitors_view', 'visitors_add'], users: 0 });
    expect((await call('GET', `/api/v3/roles/${role.id}?district_id=${NAVIGLI}`)).json().data).toEqual(role);
    // The district only says where the permission is checked: the role is the same from another one.
    expect((await call('GET', `/api/v3/roles/${role.id}?district_id=${AURORA}`)).json().data).toEqual(role);

    // Its own name in another case is no clash.
    const edited = await update(role.id, 'gate NIGHT shift', ['visitors_view', 'sos_view']);
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ name: 'gate NIGHT shift', permissions: ['sos_view', 'visitors_view'] });

    expect((await call('DELETE', `/api/v3/roles/${role.id}?district_id=${NAVIGLI}`)).statusCode).toBe(200);
    expect((await call('GET', `/api/v3/roles/${role.id}?district_id=${NAVIGLI}`)).statusCode).toBe(404);
    expect((await update(role.id, 'Gone', ['sos_view'])).statusCode).toBe(404);
    expect((await call('DELETE', `/api/v3/roles/${role.id}?district_id=${NAVIGLI}`)).statusCode).toBe(404);
  });

  it('refuses a blank or too long name and an unknown permission (422 on the field)', async () => {
    const errors = async (name: string, permissions: unknown) =>
      (await call('POST', '/api/v3/roles', { district_id: NAVIGLI, name, permissions })).json().errors as Record<string, string[]>;
    expect(await errors('  ', ['sos_view'])).toEqual({ name: ['Validations.FieldNotNull'] });
    expect(await errors('x'.repeat(121), ['sos_view'])).toEqual({ name: ['Validations.FieldTooLongMax'] });
    expect(await errors('Unknown', ['sos_view', 'sos_edit'])).toEqual({ permissions: ['Validations.FieldInvalid'] });
    expect(await errors('Not a list', 'sos_view')).toEqual({ permissions: ['Validations.FieldInvalid'] });
    expect((await list('query=Unknown')).length).toBe(0);
  });

  it("saves a role without permissions (the residents' app only, as the demo Resident)", async () => {
    const res = await call('PUT', '/api/v3/roles/4', { district_id: NAVIGLI, name: 'Resident', permissions: [] });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'Resident', permissions: [] });
  });

  it('refuses a name another role has, case aside (422 on name), on create and on rename', async () => {
    const clash = await create('ADMINISTRATOR', ['sos_view']);
    expect(clash.statusCode).toBe(422);
    expect(clash.json()).toMatchObject({ errors: { name: ['Validations.NameTaken'] } });
    expect(clash.json().message).toContain('ADMINISTRATOR');
    const made = (await create('Night porter', ['sos_view'])).json().data as Role;
    const rename = await update(made.id, 'gate keeper', ['sos_view']);
    expect(rename.statusCode).toBe(422);
    expect(rename.json().errors).toEqual({ name: ['Validations.NameTaken'] });
    expect((await byName('Night porter')).name).toBe('Night porter');
  });

  it('refuses to delete a role users hold (409 with their count)', async () => {
    for (const [name, count] of [
      ['Gate keeper', 1],
      ['Administrator', 3],
    ] as const) {
      const role = await byName(name);
      const res = await call('DELETE', `/api/v3/roles/${role.id}?district_id=${NAVIGLI}`);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ success: false, users: count });
      expect((await byName(name)).id).toBe(role.id);
    }
  });
});

describe('settings/roles: nobody grants what they do not hold, and someone keeps roles_edit', () => {
  let officer: Role;
  let gate: string;
  beforeAll(async () => {
    // The gate keeper also becomes a role officer in Borgo Navigli: roles_* and the gate, nothing else.
    officer = (await create('Role officer', ['roles_view', 'roles_add', 'roles_edit', 'visitors_view'])).json().data;
    await grant('gate@borgo.test', officer.id);
    gate = await t.login('gate@borgo.test');
  });

  it('refuses to grant a permission the writer lacks in the district (422 naming it); grants what they hold', async () => {
    const res = await create('Space keeper', ['visitors_view', 'places_add', 'places_view'], gate);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ errors: { permissions: ['Validations.RolePermissionNotHeld'] }, not_held: ['places_view', 'places_add'] });
    expect(res.json().message).toContain('places_view, places_add');
    expect((await list('query=Space%20keeper')).length).toBe(0);
    // Both rules at once: the form shows both fields' errors after one save.
    const both = await create('Administrator', ['users_delete'], gate);
    expect(both.json().errors).toEqual({ name: ['Validations.NameTaken'], permissions: ['Validations.RolePermissionNotHeld'] });
    const ok = await create('Gate helper', ['visitors_view', 'visitors_add'], gate);
    expect(ok.statusCode).toBe(201);
  });

  it('lets the writer keep or remove what a role has but add only what they hold', async () => {
    const spaces = (await create('Space keeper', ['places_view', 'places_add', 'visitors_view'])).json().data as Role;
    // Keeping places_view (not held by the officer) and taking places_add away are allowed.
    const removed = await update(spaces.id, 'Space keeper', ['places_view', 'visitors_view'], gate);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.permissions).toEqual(['places_view', 'visitors_view']);
    const added = await update(spaces.id, 'Space keeper', ['places_view', 'places_add', 'visitors_view', 'visitors_add'], gate);
    expect(added.statusCode).toBe(422);
    expect(added.json()).toMatchObject({ errors: { permissions: ['Validations.RolePermissionNotHeld'] }, not_held: ['places_add'] });
    expect((await byName('Space keeper')).permissions).toEqual(['places_view', 'visitors_view']);
    // The officer holds the roles' rights in Borgo Navigli only.
    expect(
      (await call('PUT', `/api/v3/roles/${spaces.id}`, { district_id: AURORA, name: 'Space keeper', permissions: ['places_view'] }, gate)).statusCode,
    ).toBe(403);
  });

  it('refuses a change that would leave nobody holding roles_edit (409 on permissions); allows it while others hold it', async () => {
    const administrator = await byName('Administrator');
    const without = administrator.permissions.filter((p) => p !== 'roles_edit');
    // The officer (the gate keeper) holds roles_edit too: the Administrator role may lose it…
    const first = await update(officer.id, 'Role officer', ['roles_view', 'roles_add', 'visitors_view']);
    expect(first.statusCode).toBe(200);
    // …but now only the Administrator role gives roles_edit to anyone.
    const last = await update(administrator.id, 'Administrator', without);
    expect(last.statusCode).toBe(409);
    expect(last.json()).toMatchObject({ success: false, errors: { permissions: ['Validations.RoleLastRolesEditor'] } });
    expect((await byName('Administrator')).permissions).toContain('roles_edit');
    // A role nobody holds gives roles_edit to nobody: taking it from one is no loss.
    const idle = (await create('Idle editor', ['roles_edit'])).json().data as Role;
    expect((await update(idle.id, 'Idle editor', ['roles_view'])).statusCode).toBe(200);
  });

  it("tells the holders' open consoles when a role's permissions change, and nobody for a rename", async () => {
    const emit = vi.spyOn(t.app.live, 'emit');
    const [gateUser] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, 'gate@borgo.test'));
    const told = () => emit.mock.calls.filter(([, event]) => event === 'access.changed').map(([, , payload]) => payload);
    await update(officer.id, 'Role officer', ['roles_view', 'roles_add', 'visitors_view', 'visitors_add']);
    expect(told()).toEqual([{ user_id: gateUser.id }]);
    emit.mockClear();
    await update(officer.id, 'Role officers', ['roles_view', 'roles_add', 'visitors_view', 'visitors_add']);
    expect(told()).toEqual([]);
    emit.mockRestore();
  });

  it('writes nothing for a refused change', async () => {
    const [before] = await t.database.db.select().from(roles).where(eq(roles.name, 'Administrator'));
    await update(before.id, 'Administrator', ['sos_view']);
    await update(before.id, 'Gate keeper', before.permissions);
    const [after] = await t.database.db.select().from(roles).where(eq(roles.id, before.id));
    expect(after).toEqual(before);
  });
});
