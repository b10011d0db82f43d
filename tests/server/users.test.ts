import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { roles, userDistrictRoles } from '../../server/db/schema';
import { rooms } from '../../server/live/live';
import { AURORA, bearer, createTestApp, NAVIGLI, type TestContext } from './helpers';

/** Demo ids (server/db/seed.ts): roles and the first accounts in insertion order. */
const ROLE = { administrator: 1, manager: 2, gateKeeper: 3, resident: 4, frontOffice: 5 };
const GATE_USER = 3;
const AURORA_RESIDENT = 11;

let t: TestContext;
let admin: string;
let manager: string;
let gate: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, manager, gate] = await Promise.all([t.login('admin@borgo.test'), t.login('manager@borgo.test'), t.login('gate@borgo.test')]);
});
afterAll(() => t.close());

const get = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const putRoles = (token: string, id: number, districts: { district_id: number; role_ids: number[] }[]) =>
  t.app.inject({ method: 'PUT', url: `/api/v3/users/${id}/districts_roles`, headers: bearer(token), payload: { district_id: NAVIGLI, districts } });

describe('users (issue 17)', () => {
  it("lists the district's people with their roles there; search, filters and sort", async () => {
    const res = await get(admin, `/api/v3/users?district_id=${NAVIGLI}&paginate=100`);
    expect(res.statusCode).toBe(200);
    const rows = res.json().data.data as { id: number; full_name: string; roles: { name: string }[]; level: string; status: string }[];
    expect(rows.find((r) => r.id === GATE_USER)).toMatchObject({
      full_name: 'Gino Verdi',
      roles: [{ name: 'Gate keeper' }],
      level: 'staff',
      status: 'verified',
    });
    // Only Navigli's people: the first resident of Vila Aurora is not here.
    expect(rows.some((r) => r.id === AURORA_RESIDENT)).toBe(false);
    const names = rows.map((r) => r.full_name.toLowerCase());
    expect([...names].sort((a, b) => a.localeCompare(b))).toEqual(names);

    const search = (await get(admin, `/api/v3/users?district_id=${NAVIGLI}&query=verdi`)).json().data.data as { id: number }[];
    expect(search.map((r) => r.id)).toEqual([GATE_USER]);
    const byRole = (await get(admin, `/api/v3/users?district_id=${NAVIGLI}&role_id=${ROLE.gateKeeper}`)).json().data.data as { id: number }[];
    expect(byRole.map((r) => r.id)).toEqual([GATE_USER]);
    const residents = (await get(admin, `/api/v3/users?district_id=${NAVIGLI}&level=resident&paginate=100`)).json().data.data as { level: string }[];
    expect(residents.length).toBe(6);
    expect(residents.every((r) => r.level === 'resident')).toBe(true);
    expect((await get(admin, `/api/v3/users?district_id=${NAVIGLI}&status=pending`)).json().data.total).toBe(0);
    const byEmail = (await get(admin, `/api/v3/users?district_id=${NAVIGLI}&order_by=email&sort_by=desc&paginate=2`)).json().data.data as { email: string }[];
    expect(byEmail[0].email >= byEmail[1].email).toBe(true);
    expect((await get(admin, `/api/v3/users?district_id=${NAVIGLI}&order_by=password_hash`)).statusCode).toBe(422);
  });

  it('reads one user with their districts the reader shares and their apartments; others are 404', async () => {
    const one = (await get(admin, `/api/v3/users/${GATE_USER}?district_id=${NAVIGLI}`)).json().data;
    expect(one).toMatchObject({
      id: GATE_USER,
      email: 'gate@borgo.test',
      districts: [{ id: NAVIGLI, name: 'Borgo Navigli', roles: [{ name: 'Gate keeper' }] }],
    });
    expect(one).not.toHaveProperty('password_hash');
    expect((await get(admin, `/api/v3/users/${AURORA_RESIDENT}?district_id=${NAVIGLI}`)).statusCode).toBe(404);
    expect((await get(admin, `/api/v3/users/${AURORA_RESIDENT}?district_id=${AURORA}`)).statusCode).toBe(200);
  });

  it('refuses without a token, without users_view, and districts_roles without users_edit', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/api/v3/users?district_id=${NAVIGLI}` })).statusCode).toBe(401);
    expect((await get(gate, `/api/v3/users?district_id=${NAVIGLI}`)).statusCode).toBe(403);
    // The manager reads users (users_view) but may not change their roles.
    expect((await get(manager, `/api/v3/users?district_id=${NAVIGLI}`)).statusCode).toBe(200);
    expect((await get(manager, `/api/v3/users/${GATE_USER}/districts_roles?district_id=${NAVIGLI}`)).statusCode).toBe(403);
    expect((await putRoles(manager, GATE_USER, [{ district_id: NAVIGLI, role_ids: [ROLE.gateKeeper] }])).statusCode).toBe(403);
    // Another district's user is not reachable through Navigli.
    expect((await get(admin, `/api/v3/users/${AURORA_RESIDENT}/districts_roles?district_id=${NAVIGLI}`)).statusCode).toBe(404);
  });

  it('districts_roles: reads the roles per district and the roles the editor may give', async () => {
    const data = (await get(admin, `/api/v3/users/${GATE_USER}/districts_roles?district_id=${NAVIGLI}`)).json().data;
    expect(data.user).toEqual({ id: GATE_USER, full_name: 'Gino Verdi' });
    expect(data.districts).toEqual([
      {
        district_id: NAVIGLI,
        district_name: 'Borgo Navigli',
        manageable: true,
        role_ids: [ROLE.gateKeeper],
        roles: [{ id: ROLE.gateKeeper, name: 'Gate keeper' }],
      },
    ]);
    // The administrator holds every permission in its three districts: every role may be given there.
    expect(data.permitted.map((p: { district_name: string }) => p.district_name)).toEqual(['Borgo Navigli', 'Cedar Park Commons', 'Vila Aurora']);
    expect(data.permitted.find((p: { district_id: number }) => p.district_id === NAVIGLI).roles).toHaveLength(5);
  });

  it('refuses a district without roles, leaving every district, foreign districts and repeats (422, nothing saved)', async () => {
    const cases: [{ district_id: number; role_ids: number[] }[], Record<string, string[]>][] = [
      [[{ district_id: NAVIGLI, role_ids: [] }], { 'districts.0.role_ids': ['Validations.RoleRequiredPerDistrict'] }],
      [[], { districts: ['Validations.UserNeedsDistrict'] }],
      [[{ district_id: 999, role_ids: [ROLE.resident] }], { 'districts.0.district_id': ['Validations.FieldInvalid'] }],
    ];
    for (const [districts, errors] of cases) {
      const res = await putRoles(admin, GATE_USER, districts);
      expect(res.statusCode, JSON.stringify(districts)).toBe(422);
      expect(res.json().errors).toMatchObject(errors);
    }
    const twice = await putRoles(admin, GATE_USER, [
      { district_id: NAVIGLI, role_ids: [ROLE.gateKeeper] },
      { district_id: NAVIGLI, role_ids: [ROLE.resident] },
    ]);
    expect(twice.statusCode).toBe(422);
    const still = (await get(admin, `/api/v3/users/${GATE_USER}/districts_roles?district_id=${NAVIGLI}`)).json().data.districts;
    expect(still.map((d: { role_ids: number[] }) => d.role_ids)).toEqual([[ROLE.gateKeeper]]);
  });

  it("saves roles in two districts, audits it and tells the user's consoles at once", async () => {
    const emit = vi.spyOn(t.app.live, 'emit');
    const res = await putRoles(admin, GATE_USER, [
      { district_id: NAVIGLI, role_ids: [ROLE.gateKeeper, ROLE.frontOffice] },
      { district_id: AURORA, role_ids: [ROLE.frontOffice] },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.districts.map((d: { district_id: number; role_ids: number[] }) => [d.district_id, [...d.role_ids].sort()])).toEqual([
      [NAVIGLI, [ROLE.gateKeeper, ROLE.frontOffice].sort()],
      [AURORA, [ROLE.frontOffice]],
    ]);
    expect(emit).toHaveBeenCalledWith(rooms.user(GATE_USER), 'access.changed', { user_id: GATE_USER });
    emit.mockRestore();
    const me = (await get(gate, '/api/v3/auth/me')).json().data;
    expect(me.districts.map((d: { id: number }) => d.id).sort()).toEqual([NAVIGLI, AURORA]);
    expect(me.permissions).toContain('tags_add');
    const audit = (await get(admin, `/api/v3/audit?district_id=${NAVIGLI}&entity=users&record_id=${GATE_USER}&action=permissions_change`)).json().data.data;
    expect(audit[0].changes).toMatchObject({
      districts_roles: { before: 'Borgo Navigli: Gate keeper', after: 'Borgo Navigli: Front office, Gate keeper; Vila Aurora: Front office' },
    });
  });

  it('a user taken out of the district they work in is moved to another and told (district.changed)', async () => {
    const emit = vi.spyOn(t.app.live, 'emit');
    const res = await putRoles(admin, GATE_USER, [{ district_id: AURORA, role_ids: [ROLE.frontOffice] }]);
    expect(res.statusCode).toBe(200);
    expect(emit).toHaveBeenCalledWith(rooms.user(GATE_USER), 'district.changed', {
      user_id: GATE_USER,
      district_id: AURORA,
      district_name: 'Vila Aurora',
      district_default_language: 'pt',
    });
    emit.mockRestore();
    const me = (await get(gate, '/api/v3/auth/me')).json().data;
    expect(me.dashboard_district.id).toBe(AURORA);
    // No longer in Navigli: the admin reaches them through Vila Aurora only.
    expect((await get(admin, `/api/v3/users/${GATE_USER}?district_id=${NAVIGLI}`)).statusCode).toBe(404);
    const back = await t.app.inject({
      method: 'PUT',
      url: `/api/v3/users/${GATE_USER}/districts_roles`,
      headers: bearer(admin),
      payload: { district_id: AURORA, districts: [{ district_id: NAVIGLI, role_ids: [ROLE.gateKeeper] }] },
    });
    expect(back.statusCode).toBe(200);
  });

  it('an editor gives only roles whose permissions they hold, and keeps what the user already has', async () => {
    // The manager becomes a user editor in Navigli, without the gate's or the administrator's permissions.
    const [editor] = await t.app.db
      .insert(roles)
      .values({ name: 'User editor', permissions: ['users_view', 'users_edit'] })
      .returning();
    await t.app.db.insert(userDistrictRoles).values({ userId: 2, districtId: NAVIGLI, roleId: editor.id });
    const answer = (await get(manager, `/api/v3/users/${GATE_USER}/districts_roles?district_id=${NAVIGLI}`)).json().data;
    const permitted = answer.permitted.find((p: { district_id: number }) => p.district_id === NAVIGLI).roles as { name: string }[];
    // Their own District manager role is within what they hold too.
    expect(permitted.map((r) => r.name)).toEqual(['District manager', 'Resident', 'User editor']);
    const escalate = await putRoles(manager, GATE_USER, [{ district_id: NAVIGLI, role_ids: [ROLE.gateKeeper, ROLE.administrator] }]);
    expect(escalate.statusCode).toBe(422);
    expect(escalate.json().errors).toEqual({ 'districts.0.role_ids': ['Validations.RoleNotPermitted'] });
    // The gate keeper role stays theirs (nothing is given), and a permitted one is added.
    const keep = await putRoles(manager, GATE_USER, [{ district_id: NAVIGLI, role_ids: [ROLE.gateKeeper, ROLE.resident] }]);
    expect(keep.statusCode).toBe(200);
  });
});
