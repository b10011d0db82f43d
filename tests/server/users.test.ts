import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apartmentUsers, exportRequests, outbox, roles, userDistrictRoles, users } from '../../server/db/schema';
import { drawPng } from '../../server/lib/png';
import { rooms } from '../../server/live/live';
import { addDays, toServerDate, wallClockIn } from '../../src/lib/dates';
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
    expect(data.permitted.find((p: { district_id: number }) => p.district_id === NAVIGLI).roles).toHaveLength(6);
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

const send = (token: string | null, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

/** Every field of the form, a new user's (content §3 "User"). */
const newUser = (over: Record<string, unknown> = {}) => ({
  district_id: NAVIGLI,
  first_name: 'Nora',
  middle_name: 'Anna',
  last_name: 'Bianchi',
  email: 'nora.bianchi@borgo.test',
  phone: '+390212345678',
  birth_date: '1990-04-21',
  tax_code: 'BNCNRA90D61F205X',
  vat_code: 'IT01234567890',
  job: 'Architect',
  ability: 'Drawing',
  interest: 'Gardening',
  biography: 'Moved to the district in 2020.',
  cover_path: null,
  level: 'resident',
  notifications_enabled: false,
  apartment_id: null,
  relation: null,
  role_ids: [ROLE.resident],
  ...over,
});
/** The editable fields of a record, as the form sends them back. */
const editable = (r: Record<string, unknown>, over: Record<string, unknown> = {}) => {
  const keys = Object.keys(newUser()).filter((k) => k !== 'role_ids' && k !== 'district_id');
  return { district_id: NAVIGLI, ...Object.fromEntries(keys.map((k) => [k, r[k]])), ...over };
};
async function firstApartment(district = NAVIGLI) {
  const res = await get(admin, `/api/v3/users/options/apartments?district_id=${district}`);
  expect(res.statusCode).toBe(200);
  return (res.json().data as { id: number; name: string }[])[0];
}
async function uploadPhoto() {
  const boundary = 'b' + Math.random().toString(16).slice(2);
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`),
    drawPng(16, 16, () => [200, 120, 40, 255]),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v3/uploads?district_id=${NAVIGLI}&purpose=users.cover_path`,
    payload,
    headers: { ...bearer(admin), 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  expect(res.statusCode).toBe(201);
  return res.json().data.name as string;
}

describe('users: create, edit, delete (issue 17)', () => {
  let created: number;

  it('refuses a create without a token, without users_add, and bad input with field keys (nothing saved)', async () => {
    expect((await send(null, 'POST', '/api/v3/users', newUser())).statusCode).toBe(401);
    expect((await send(gate, 'POST', '/api/v3/users', newUser())).statusCode).toBe(403);
    // The manager reads users but may not add them.
    expect((await send(manager, 'POST', '/api/v3/users', newUser())).statusCode).toBe(403);
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ first_name: '  ' }, { first_name: ['Validations.FieldNotNull'] }],
      [{ email: 'not-an-email' }, { email: ['Validations.InvalidEmail'] }],
      [{ phone: '12345' }, { phone: ['Validations.InvalidPhone'] }],
      [{ birth_date: '2001-02-30' }, { birth_date: ['Validations.DateInvalid'] }],
      [{ birth_date: '2999-01-01' }, { birth_date: ['Validations.DateNotFuture'] }],
      [{ level: 'king' }, { level: ['Validations.SelectAnOption'] }],
      [{ not_a_field: 1 }, { not_a_field: ['Validations.FieldUnknown'] }],
      [{ role_ids: [] }, { role_ids: ['Validations.RoleRequiredPerDistrict'] }],
      // No list at all is no role too (found by the input fuzz: a 500 before).
      [{ role_ids: undefined }, { role_ids: ['Validations.RoleRequiredPerDistrict'] }],
      [{ relation: 'owner' }, { relation: ['Validations.RightBeforeHouse'] }],
      [{ apartment_id: 999999, relation: 'owner' }, { apartment_id: ['Validations.SelectAnOption'] }],
      [{ email: 'GATE@borgo.test' }, { email: ['Validations.EmailTaken'] }],
      [{ cover_path: 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.png' }, { cover_path: ['Validations.NoImage'] }],
    ];
    for (const [over, errors] of cases) {
      const res = await send(admin, 'POST', '/api/v3/users', newUser(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(422);
      expect(res.json().errors, JSON.stringify(over)).toMatchObject(errors);
    }
    const other = await firstApartment(AURORA);
    const foreign = await send(admin, 'POST', '/api/v3/users', newUser({ apartment_id: other.id, relation: 'owner' }));
    expect(foreign.json().errors).toEqual({ apartment_id: ['Validations.SelectAnOption'] });
    expect(await t.app.db.select().from(users).where(eq(users.email, 'nora.bianchi@borgo.test'))).toEqual([]);
  });

  it('refuses roles the editor may not give', async () => {
    // A user editor holding only users' permissions gives no role with more.
    const [editor] = await t.app.db
      .insert(roles)
      .values({ name: 'User adder', permissions: ['users_view', 'users_add'] })
      .returning();
    await t.app.db.insert(userDistrictRoles).values({ userId: 2, districtId: NAVIGLI, roleId: editor.id });
    const res = await send(manager, 'POST', '/api/v3/users', newUser({ role_ids: [ROLE.administrator] }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ role_ids: ['Validations.RoleNotPermitted'] });
    const offered = (await get(manager, `/api/v3/users/options/roles?district_id=${NAVIGLI}`)).json().data as { name: string }[];
    expect(offered.map((r) => r.name)).not.toContain('Administrator');
    await t.app.db.delete(userDistrictRoles).where(eq(userDistrictRoles.roleId, editor.id));
    await t.app.db.delete(roles).where(eq(roles.id, editor.id));
  });

  it('creates a user with every field, a role and a house: pending, from the console, audited, told live, invited by mail', async () => {
    const home = await firstApartment();
    const photo = await uploadPhoto();
    const emit = vi.spyOn(t.app.live, 'emitChange');
    const res = await send(
      admin,
      'POST',
      '/api/v3/users',
      newUser({ apartment_id: home.id, relation: 'tenant', cover_path: photo, email: 'Nora.Bianchi@Borgo.test' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data;
    created = data.id;
    expect(data).toMatchObject({
      full_name: 'Nora Bianchi',
      middle_name: 'Anna',
      email: 'nora.bianchi@borgo.test',
      birth_date: '1990-04-21',
      tax_code: 'BNCNRA90D61F205X',
      vat_code: 'IT01234567890',
      job: 'Architect',
      biography: 'Moved to the district in 2020.',
      level: 'resident',
      notifications_enabled: false,
      status: 'pending',
      source: 'console',
      roles: [{ id: ROLE.resident, name: 'Resident' }],
      apartment_id: home.id,
      relation: 'tenant',
    });
    expect(data.cover_path).toContain(`/api/v3/files/${photo}?`);
    expect(emit.mock.calls.some(([, event, payload]) => event === 'users.changed' && (payload as { id: number }).id === created)).toBe(true);
    emit.mockRestore();
    const audit = (await get(admin, `/api/v3/audit?district_id=${NAVIGLI}&entity=users&record_id=${created}&action=create`)).json().data.data;
    expect(audit[0].changes).toMatchObject({ email: { after: 'nora.bianchi@borgo.test' }, roles: { after: 'Resident' } });
    expect(JSON.stringify(audit[0].changes)).not.toMatch(/password|email_code/);
    // The list filters by source: the demo's people came from the console too, the app's none here.
    const fromConsole = (await get(admin, `/api/v3/users?district_id=${NAVIGLI}&source=console&paginate=100`)).json().data.data as { id: number }[];
    expect(fromConsole.some((r) => r.id === created)).toBe(true);
    expect((await get(admin, `/api/v3/users?district_id=${NAVIGLI}&source=app`)).json().data.total).toBe(0);
    expect((await get(admin, `/api/v3/users?district_id=${NAVIGLI}&status=pending`)).json().data.total).toBe(1);

    // The invitation: a link to the console's account-verify page, which verifies the e-mail.
    const [mail] = await t.database.db.select().from(outbox).where(eq(outbox.recipient, 'nora.bianchi@borgo.test'));
    expect(mail.subject).toContain('Borgo Navigli');
    const link = /(https?:\/\/\S+)\/account\/verify\/([\w-]+)/.exec(mail.body);
    expect(link, mail.body).not.toBeNull();
    expect(link![1]).toBe(t.app.config.publicUrl);
    const verified = await t.app.inject({ method: 'POST', url: '/api/v3/auth/verify-email', payload: { code: link![2] } });
    expect(verified.statusCode).toBe(200);
    expect((await get(admin, `/api/v3/users/${created}?district_id=${NAVIGLI}`)).json().data.status).toBe('verified');
  });

  it('edits a user: fields saved and audited, a kept photo stays, e-mail uniqueness; other districts 404', async () => {
    const before = (await get(admin, `/api/v3/users/${created}?district_id=${NAVIGLI}`)).json().data;
    const res = await send(admin, 'PUT', `/api/v3/users/${created}`, editable(before, { job: 'Engineer', level: 'owner', relation: 'owner' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ job: 'Engineer', level: 'owner', relation: 'owner', status: 'verified' });
    // The kept photo came back as its signed link: the same file.
    expect(res.json().data.cover_path.split('?')[0]).toBe(before.cover_path.split('?')[0]);
    const audit = (await get(admin, `/api/v3/audit?district_id=${NAVIGLI}&entity=users&record_id=${created}&action=update`)).json().data.data;
    expect(audit[0].changes).toMatchObject({ job: { before: 'Architect', after: 'Engineer' }, relation: { before: 'tenant', after: 'owner' } });

    const taken = await send(admin, 'PUT', `/api/v3/users/${created}`, editable(before, { email: 'gate@borgo.test' }));
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ email: ['Validations.EmailTaken'] });
    const noHouse = await send(admin, 'PUT', `/api/v3/users/${created}`, editable(before, { apartment_id: null, relation: 'owner' }));
    expect(noHouse.json().errors).toEqual({ relation: ['Validations.RightBeforeHouse'] });
    expect((await send(gate, 'PUT', `/api/v3/users/${created}`, editable(before))).statusCode).toBe(403);
    expect((await send(null, 'PUT', `/api/v3/users/${created}`, editable(before))).statusCode).toBe(401);
    // Vila Aurora's resident is not Navigli's: not found through it, for an edit as for a delete.
    expect((await send(admin, 'PUT', `/api/v3/users/${AURORA_RESIDENT}`, editable(before, { email: 'x@borgo.test' }))).statusCode).toBe(404);
    expect((await send(admin, 'DELETE', `/api/v3/users/${AURORA_RESIDENT}?district_id=${NAVIGLI}`)).statusCode).toBe(404);
  });

  it('a changed e-mail is to verify again: pending, with a new invitation to the new address', async () => {
    const before = (await get(admin, `/api/v3/users/${created}?district_id=${NAVIGLI}`)).json().data;
    const res = await send(admin, 'PUT', `/api/v3/users/${created}`, editable(before, { email: 'nora@borgo.test' }));
    expect(res.json().data.status).toBe('pending');
    const mails = await t.database.db.select().from(outbox).where(eq(outbox.recipient, 'nora@borgo.test'));
    expect(mails[0].body).toContain('/account/verify/');
  });

  it("removing the phone dissociates the user from the district's apartments", async () => {
    const before = (await get(admin, `/api/v3/users/${created}?district_id=${NAVIGLI}`)).json().data;
    expect(before.apartment_id).not.toBeNull();
    const res = await send(admin, 'PUT', `/api/v3/users/${created}`, editable(before, { phone: '' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ phone: null, apartment_id: null, relation: null, apartments: [] });
    expect(await t.app.db.select().from(apartmentUsers).where(eq(apartmentUsers.userId, created))).toEqual([]);
  });

  it('refuses changing a user who can do more than the editor: their e-mail is their login', async () => {
    // The manager edits users in Navigli (the "User editor" role above) but holds neither the administrator's rights nor Vila Aurora.
    const adminId = (await get(admin, '/api/v3/auth/me')).json().data.id as number;
    const target = (await get(admin, `/api/v3/users/${adminId}?district_id=${NAVIGLI}`)).json().data;
    const takeover = await send(manager, 'PUT', `/api/v3/users/${adminId}`, editable(target, { email: 'taken.over@x.test' }));
    expect(takeover.statusCode).toBe(409);
    expect(takeover.json().message).toMatch(/rights you do not hold/);
    const [row] = await t.app.db.select({ email: users.email }).from(users).where(eq(users.id, adminId));
    expect(row.email).toBe('admin@borgo.test');
    // A resident of Navigli only is within what the manager holds: theirs to edit.
    const mine = (await get(admin, `/api/v3/users/${created}?district_id=${NAVIGLI}`)).json().data;
    const edit = await send(manager, 'PUT', `/api/v3/users/${created}`, editable(mine, { job: 'Gardener' }));
    expect(edit.statusCode, edit.body).toBe(200);
  });

  it('refuses deleting oneself; removes a user from the district, their account when it was their only one', async () => {
    const me = (await get(admin, '/api/v3/auth/me')).json().data.id as number;
    const self = await send(admin, 'DELETE', `/api/v3/users/${me}?district_id=${NAVIGLI}`);
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe('You cannot delete yourself.');
    expect((await send(gate, 'DELETE', `/api/v3/users/${created}?district_id=${NAVIGLI}`)).statusCode).toBe(403);
    expect((await send(null, 'DELETE', `/api/v3/users/${created}?district_id=${NAVIGLI}`)).statusCode).toBe(401);

    // In two districts: leaving Navigli keeps the account and Vila Aurora's roles.
    await t.app.db.insert(userDistrictRoles).values({ userId: created, districtId: AURORA, roleId: ROLE.resident });
    const leave = await send(admin, 'DELETE', `/api/v3/users/${created}?district_id=${NAVIGLI}`);
    expect(leave.statusCode).toBe(200);
    expect((await get(admin, `/api/v3/users/${created}?district_id=${NAVIGLI}`)).statusCode).toBe(404);
    expect((await get(admin, `/api/v3/users/${created}?district_id=${AURORA}`)).statusCode).toBe(200);
    const audit = (await get(admin, `/api/v3/audit?district_id=${NAVIGLI}&entity=users&record_id=${created}&action=delete`)).json().data.data;
    expect(audit[0].changes.email).toEqual({ before: 'nora@borgo.test' });

    // Their only district left: the account goes.
    expect((await send(admin, 'DELETE', `/api/v3/users/${created}?district_id=${AURORA}`)).statusCode).toBe(200);
    expect(await t.app.db.select().from(users).where(eq(users.id, created))).toEqual([]);
    expect(
      await t.app.db
        .select()
        .from(userDistrictRoles)
        .where(and(eq(userDistrictRoles.userId, created))),
    ).toEqual([]);
  });
});

describe('the users export (issue 17)', () => {
  /** Today and a week before, on Borgo Navigli's clock. */
  const today = toServerDate(wallClockIn(new Date(), 'Europe/Rome'));
  const weekBefore = addDays(today, -7);
  const ask = (token: string | null, body: object, language = 'en') =>
    t.app.inject({
      method: 'POST',
      url: '/api/v3/exported_api_documents/send_request',
      headers: { ...(token ? bearer(token) : {}), 'accept-language': language },
      payload: { district_id: NAVIGLI, target: 'users', ...body },
    });

  it('is for holders of users_view, and its period may run up to today', async () => {
    expect((await ask(null, { date_start: weekBefore, date_end: today })).statusCode).toBe(401);
    const refused = await ask(gate, { date_start: weekBefore, date_end: today });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().missing).toEqual({ permission: 'users_view' });
  });

  it("writes the district's people who joined in the period with their roles there, in the requester's language", async () => {
    const asked = await ask(admin, { date_start: weekBefore, date_end: today }, 'it-IT');
    expect(asked.statusCode, asked.body).toBe(202);
    await t.app.exportWorker.drain();
    const [done] = await t.database.db.select().from(exportRequests).where(eq(exportRequests.id, asked.json().data.id));
    expect(done).toMatchObject({ status: 'completed', fileName: `utenti_${weekBefore}_${today}.xlsx` });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await t.app.storage.read(done.storedName!))! as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    book.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows[0]).toEqual(['Nome', 'E-mail', 'Telefono', 'Ruoli', 'Livello', 'Stato', 'Origine', 'Creato il']);
    // Every user of Navigli (all made by the seed or these tests, this week), oldest first; none of Vila Aurora only.
    const listed = (await get(admin, `/api/v3/users?district_id=${NAVIGLI}&paginate=100&order_by=id&sort_by=asc`)).json().data.data as {
      email: string;
      roles: { name: string }[];
    }[];
    expect(rows.slice(1).map((r) => r[1])).toEqual(listed.map((u) => u.email));
    const gateRow = rows.find((r) => r[1] === 'gate@borgo.test')!;
    expect(gateRow[3]).toContain('Gate keeper');
    expect(rows.map((r) => r[1])).not.toContain('escritorio@borgo.test');
  });
});
