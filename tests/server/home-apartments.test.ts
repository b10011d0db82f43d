import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSUMPTION_TYPES } from '../../resources/apartments/schema';
import { apartments, districts, users } from '../../server/db/schema';
import { allFeatures } from '../../src/lib/features';
import { AURORA, bearer, CEDAR, createTestApp, NAVIGLI, type TestContext } from './helpers';

let t: TestContext;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@borgo.test');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = admin) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const firstOf = async (districtId: number) => {
  const [row] = await t.database.db.select().from(apartments).where(eq(apartments.districtId, districtId)).orderBy(apartments.id).limit(1);
  return row;
};
const residentId = async (email: string) => (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0].id;

describe('apartments list and details', () => {
  it('lists the district’s apartments with search, sort and paging', async () => {
    const all = await call('GET', `/api/v3/apartments?district_id=${NAVIGLI}`);
    expect(all.statusCode).toBe(200);
    expect(all.json().data).toMatchObject({ total: 12, current_page: 1, per_page: 20, last_page: 1 });
    expect(all.json().data.data.every((a: { district_id: number }) => a.district_id === NAVIGLI)).toBe(true);
    const towerB = (await call('GET', `/api/v3/apartments?district_id=${NAVIGLI}&query=b-`)).json().data.data as { tower_code: string }[];
    expect(towerB).toHaveLength(4);
    expect(towerB.every((a) => a.tower_code === 'B')).toBe(true);
    const byFloor = (await call('GET', `/api/v3/apartments?district_id=${NAVIGLI}&order_by=floor&sort_by=desc&paginate=5&page=1`)).json().data;
    expect(byFloor.data.map((a: { floor: number }) => a.floor)).toEqual([4, 4, 4, 3, 3]);
    expect(byFloor.last_page).toBe(3);
    const bad = await call('GET', `/api/v3/apartments?district_id=${NAVIGLI}&order_by=size;drop`);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ order_by: ['Validations.FieldInvalid'] });
  });

  it('shows details with contract codes and associated users; another district’s id is 404', async () => {
    const first = await firstOf(NAVIGLI);
    const res = await call('GET', `/api/v3/apartments/${first.id}?district_id=${NAVIGLI}`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ code: 'A-101', tower_code: 'A', floor: 1, contract_code_owner: 'OWN-1001', residents_pool: true });
    expect(data.appliances.length).toBeGreaterThan(2);
    expect(data.users).toEqual([{ id: expect.any(Number), full_name: 'Chiara Ferri', email: 'resident1.1@borgo.test', relation: 'owner' }]);
    const aurora = await firstOf(AURORA);
    expect((await call('GET', `/api/v3/apartments/${aurora.id}?district_id=${NAVIGLI}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/v3/apartments/${aurora.id}/consumptions?district_id=${NAVIGLI}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/v3/apartments/${aurora.id}?district_id=${NAVIGLI}`)).statusCode).toBe(404);
    const put = await call('PUT', `/api/v3/apartments/${aurora.id}`, { district_id: NAVIGLI, code: 'X-1', size: 50 });
    expect(put.statusCode).toBe(404);
  });

  it('refuses the manager and the gate keeper, who hold no apartment permission (403)', async () => {
    const first = await firstOf(NAVIGLI);
    for (const email of ['manager@borgo.test', 'gate@borgo.test']) {
      const token = await t.login(email);
      expect((await call('GET', `/api/v3/apartments?district_id=${NAVIGLI}`, undefined, token)).statusCode).toBe(403);
      expect((await call('GET', `/api/v3/apartments/${first.id}/consumptions?district_id=${NAVIGLI}`, undefined, token)).statusCode).toBe(403);
      expect((await call('POST', '/api/v3/apartments', { district_id: NAVIGLI, code: 'Z' }, token)).statusCode).toBe(403);
    }
  });
});

describe('consumptions', () => {
  it('gives one series per type, twelve months each, with carbon intensity where CO2Emissions is on', async () => {
    const first = await firstOf(NAVIGLI);
    const res = await call('GET', `/api/v3/apartments/${first.id}/consumptions?district_id=${NAVIGLI}`);
    expect(res.statusCode).toBe(200);
    const series = res.json().data as { type: string; unit: string; points: { period: string; value: number; carbon_intensity?: string | null }[] }[];
    expect(series.map((s) => s.type)).toEqual([...CONSUMPTION_TYPES]);
    expect(Object.fromEntries(series.map((s) => [s.type, s.unit]))).toMatchObject({ heating: 'kWh', electric: 'kWh', hot_water: 'm³', condominium_fees: '€' });
    for (const s of series) {
      expect(s.points).toHaveLength(12);
      expect(s.points.every((p) => /^\d{4}-\d{2}-01$/.test(p.period) && typeof p.value === 'number')).toBe(true);
      expect([...s.points.map((p) => p.period)].sort()).toEqual(s.points.map((p) => p.period));
      expect(s.points.every((p) => 'carbon_intensity' in p)).toBe(true);
    }
    const heating = series.find((s) => s.type === 'heating')!;
    expect(heating.points.every((p) => ['low', 'medium', 'high'].includes(p.carbon_intensity!))).toBe(true);
    expect(series.find((s) => s.type === 'condominium_fees')!.points.every((p) => p.carbon_intensity === null)).toBe(true);
  });

  it('filters by type (one or several) and by period, and checks the period', async () => {
    const first = await firstOf(NAVIGLI);
    const base = `/api/v3/apartments/${first.id}/consumptions?district_id=${NAVIGLI}`;
    const one = (await call('GET', `${base}&type=electric`)).json().data;
    expect(one.map((s: { type: string }) => s.type)).toEqual(['electric']);
    const two = (await call('GET', `${base}&type[]=heating&type[]=cooling`)).json().data;
    expect(two.map((s: { type: string }) => s.type)).toEqual(['cooling', 'heating']);
    const all = (await call('GET', `${base}&type=heating`)).json().data[0].points as { period: string }[];
    const [from, to] = [all[3].period, all[5].period];
    const part = (await call('GET', `${base}&type=heating&from=${from}&to=${to}`)).json().data[0].points;
    expect(part.map((p: { period: string }) => p.period)).toEqual([all[3].period, all[4].period, all[5].period]);
    const reversed = await call('GET', `${base}&from=${to}&to=${from}`);
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().errors).toEqual({ to: ['Validations.DateEndNotEqualPastStart'] });
    expect((await call('GET', `${base}&from=2025-02-30`)).json().errors).toEqual({ from: ['Validations.DateInvalid'] });
    expect((await call('GET', `${base}&type=gas`)).statusCode).toBe(422);
  });

  it('hides the carbon intensity where the district has CO2Emissions off', async () => {
    await t.database.db
      .update(districts)
      .set({ configuration: { ...allFeatures(true), CO2Emissions: false } })
      .where(eq(districts.id, CEDAR));
    const cedar = await firstOf(CEDAR);
    const series = (await call('GET', `/api/v3/apartments/${cedar.id}/consumptions?district_id=${CEDAR}`)).json().data as {
      unit: string;
      type: string;
      points: object[];
    }[];
    expect(series).toHaveLength(7);
    expect(series.every((s) => s.points.length === 12 && s.points.every((p) => !('carbon_intensity' in p)))).toBe(true);
    expect(series.find((s) => s.type === 'condominium_fees')!.unit).toBe('$');
  });
});

describe('apartment create, update, delete', () => {
  it('refuses bad input with the catalogue keys', async () => {
    const res = await call('POST', '/api/v3/apartments', {
      district_id: NAVIGLI,
      code: ' ',
      floor: 1.5,
      size: 'big',
      appliances: 'oven',
      residents_number: -1,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      code: ['Validations.FieldNotNull'],
      floor: ['Validations.MustBeInteger'],
      size: ['Validations.MustBeNumber'],
      appliances: ['Validations.FieldInvalid'],
      residents_number: ['Validations.FieldInvalid'],
    });
    const long = await call('POST', '/api/v3/apartments', { district_id: NAVIGLI, code: 'x'.repeat(33), size: -1 });
    expect(long.json().errors).toEqual({ code: ['Validations.FieldTooLongMax'], size: ['Validations.FieldInvalid'] });
  });

  it('creates with users, updates, keeps codes unique per district, and deletes', async () => {
    const r2 = await residentId('resident1.2@borgo.test');
    const made = await call('POST', '/api/v3/apartments', {
      district_id: NAVIGLI,
      code: ' D-501 ',
      number: '501',
      tower_code: 'D',
      floor: '5',
      size: '72.5',
      appliances: ['Oven'],
      contract_code_owner: 'OWN-X',
      residents_number: 2,
      residents_pool: true,
      users: [{ user_id: r2, relation: 'tenant' }],
    });
    expect(made.statusCode).toBe(201);
    const id = made.json().data.id;
    expect(made.json().data).toMatchObject({
      code: 'D-501',
      floor: 5,
      size: 72.5,
      internal: null,
      contract_code_tenant: null,
      users: [{ id: r2, relation: 'tenant' }],
    });
    const dup = await call('POST', '/api/v3/apartments', { district_id: NAVIGLI, code: 'A-101' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errors).toEqual({ code: ['Validations.FieldInvalid'] });
    expect((await call('POST', '/api/v3/apartments', { district_id: AURORA, code: 'D-501' })).statusCode).toBe(201);
    const outsider = await residentId('resident2.1@borgo.test');
    const stranger = await call('PUT', `/api/v3/apartments/${id}`, {
      district_id: NAVIGLI,
      code: 'D-501',
      users: [
        { user_id: r2, relation: 'owner' },
        { user_id: outsider, relation: 'owner' },
      ],
    });
    expect(stranger.statusCode).toBe(422);
    expect(stranger.json().errors).toEqual({ 'users.1.user_id': ['Validations.SelectAnOption'] });
    const edited = await call('PUT', `/api/v3/apartments/${id}`, { district_id: NAVIGLI, code: 'D-502', size: null });
    expect(edited.statusCode).toBe(200);
    // Users omitted: the current ones stay.
    expect(edited.json().data).toMatchObject({ code: 'D-502', size: null, users: [{ id: r2, relation: 'tenant' }] });
    const taken = await call('PUT', `/api/v3/apartments/${id}`, { district_id: NAVIGLI, code: 'A-101' });
    expect(taken.statusCode).toBe(409);
    const cleared = await call('PUT', `/api/v3/apartments/${id}`, { district_id: NAVIGLI, code: 'D-502', users: [] });
    expect(cleared.json().data.users).toEqual([]);
    expect((await call('DELETE', `/api/v3/apartments/${id}?district_id=${NAVIGLI}`)).statusCode).toBe(200);
    expect((await call('GET', `/api/v3/apartments/${id}?district_id=${NAVIGLI}`)).statusCode).toBe(404);
  });

  it('keeps an apartment that has contract requests (409)', async () => {
    const list = (await call('GET', `/api/v3/contracts?district_id=${NAVIGLI}`)).json().data.data as { apartment: { id: number } }[];
    const res = await call('DELETE', `/api/v3/apartments/${list[0].apartment.id}?district_id=${NAVIGLI}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, contracts: 1 });
  });
});
