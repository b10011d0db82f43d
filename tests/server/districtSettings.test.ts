import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles, userDistrictRoles, users } from '../../server/db/schema';
import { AURORA, bearer, createTestApp, NAVIGLI, type TestContext } from './helpers';

/** The district's SOS window: 7 days unless set, read by the dashboard, written by a guarded route. */
let t: TestContext;
let admin: string;
let manager: string;
beforeAll(async () => {
  t = await createTestApp();
  // The manager may edit Borgo Navigli's settings, and no other district's.
  const db = t.database.db;
  const [editor] = await db
    .insert(roles)
    .values({ name: 'District editor', permissions: ['districts_edit'] })
    .returning();
  const [mgr] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'manager@borgo.test'));
  await db.insert(userDistrictRoles).values({ userId: mgr.id, districtId: NAVIGLI, roleId: editor.id });
  [admin, manager] = await Promise.all([t.login('admin@borgo.test'), t.login('manager@borgo.test')]);
});
afterAll(() => t.close());

const dashboard = async (district = NAVIGLI) =>
  (await t.app.inject({ method: 'GET', url: `/api/v3/dashboard?district_id=${district}`, headers: bearer(admin) })).json().data as {
    sos_calls: number;
    sos_window_days: number;
  };
const put = (district: number, payload: unknown, token: string | null = admin) =>
  t.app.inject({ method: 'PUT', url: `/api/v3/districts/${district}/settings`, payload: payload as object, headers: token ? bearer(token) : {} });

describe('the SOS window', () => {
  it("is 7 days by default, in the dashboard and in the user's district", async () => {
    expect(await dashboard()).toMatchObject({ sos_calls: 3, sos_window_days: 7 });
    const me = (await t.app.inject({ method: 'GET', url: '/api/v3/auth/me', headers: bearer(admin) })).json().data;
    expect(me.dashboard_district.sos_window_days).toBe(7);
  });

  it('once changed, is the window the dashboard counts in', async () => {
    // Borgo Navigli's seeded SOS calls are 0, 2, 4 days old (seed.ts) and 8, 11, 14, 17 (seedHome.ts).
    try {
      const res = await put(NAVIGLI, { sos_window_days: 10 }, manager);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({ id: NAVIGLI, sos_window_days: 10 });
      expect(await dashboard()).toMatchObject({ sos_calls: 4, sos_window_days: 10 });
      // Another district keeps its own window.
      expect((await dashboard(AURORA)).sos_window_days).toBe(7);
      expect((await put(NAVIGLI, { sos_window_days: 90 })).statusCode).toBe(200);
      expect(await dashboard()).toMatchObject({ sos_calls: 7, sos_window_days: 90 });
      expect((await put(NAVIGLI, { sos_window_days: 1 })).statusCode).toBe(200);
      expect(await dashboard()).toMatchObject({ sos_calls: 1, sos_window_days: 1 });
    } finally {
      await put(NAVIGLI, { sos_window_days: 7 });
    }
  });

  it('is refused without a token (401), without districts_edit (403) and in another district (403)', async () => {
    expect((await put(NAVIGLI, { sos_window_days: 10 }, null)).statusCode).toBe(401);
    const gate = await t.login('gate@borgo.test');
    const noPermission = await put(NAVIGLI, { sos_window_days: 10 }, gate);
    expect(noPermission.statusCode).toBe(403);
    expect(noPermission.json().missing).toEqual({ permission: 'districts_edit' });
    const otherDistrict = await put(AURORA, { sos_window_days: 10 }, manager);
    expect(otherDistrict.statusCode).toBe(403);
    expect(otherDistrict.json().missing).toEqual({ district_id: AURORA });
    expect((await dashboard(AURORA)).sos_window_days).toBe(7);
    expect((await dashboard()).sos_window_days).toBe(7);
  });

  it.each([
    [{ sos_window_days: 0 }, 'Validations.NumberMin', { min: 1 }],
    [{ sos_window_days: 91 }, 'Validations.NumberMax', { max: 90 }],
    [{ sos_window_days: 7.5 }, 'Validations.MustBeInteger', undefined],
    [{ sos_window_days: '7' }, 'Validations.MustBeInteger', undefined],
    [{ sos_window_days: null }, 'Validations.FieldNotNull', undefined],
    [{}, 'Validations.FieldNotNull', undefined],
  ])('refuses %j with a field error (422)', async (payload, key, args) => {
    const res = await put(NAVIGLI, payload);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ sos_window_days: [key] });
    if (args) expect(res.json().error_args).toEqual({ sos_window_days: args });
    expect((await dashboard()).sos_window_days).toBe(7);
  });

  it('refuses a field it does not know (422)', async () => {
    const res = await put(NAVIGLI, { sos_window_days: 7, name: 'x' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ name: ['Validations.FieldUnknown'] });
  });
});
