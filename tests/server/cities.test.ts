import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, NAVIGLI, type TestContext } from './helpers';

let t: TestContext;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@borgo.test');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(admin), ...(payload ? { payload } : {}) });

describe('settings/cities', () => {
  it('lists with search and sort, with the country', async () => {
    const res = await call('GET', `/api/v3/cities?district_id=${NAVIGLI}&order_by=name&sort_by=asc&query=${encodeURIComponent(' o ')}`);
    expect(res.statusCode).toBe(200);
    const rows = res.json().data.data as { name: string; country: { code: string } }[];
    expect(rows.length).toBeGreaterThan(3);
    expect(rows.every((r) => r.name.toLowerCase().includes('o'))).toBe(true);
    expect([...rows.map((r) => r.name)].sort((a, b) => a.localeCompare(b))).toEqual(rows.map((r) => r.name));
    const desc = await call('GET', `/api/v3/cities?district_id=${NAVIGLI}&order_by=name&sort_by=desc&paginate=1`);
    expect(desc.json().data.data[0].name).toBe('Torino');
  });

  it('creates, updates, and refuses bad input with the spec keys', async () => {
    const bad = await call('POST', '/api/v3/cities', { district_id: NAVIGLI, name: '', country_id: 999 });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ name: ['Validations.FieldNotNull'] });
    const noCountry = await call('POST', '/api/v3/cities', { district_id: NAVIGLI, name: 'Genova', country_id: 999 });
    expect(noCountry.json().errors).toEqual({ country_id: ['Validations.SelectAnOption'] });
    const missing = await call('POST', '/api/v3/cities', { district_id: NAVIGLI, name: 'Genova' });
    expect(missing.json().errors).toEqual({ country_id: ['Validations.SelectAnOption'] });
    const countries = (await call('GET', `/api/v3/countries?district_id=${NAVIGLI}`)).json().data as { id: number; code: string }[];
    const italy = countries.find((c) => c.code === 'IT')!;
    const made = await call('POST', '/api/v3/cities', { district_id: NAVIGLI, name: ' Genova ', country_id: italy.id });
    expect(made.statusCode).toBe(201);
    expect(made.json().data).toMatchObject({ name: 'Genova', country: { code: 'IT' } });
    const edited = await call('PUT', `/api/v3/cities/${made.json().data.id}`, { district_id: NAVIGLI, name: 'Genoa', country_id: italy.id });
    expect(edited.json().data.name).toBe('Genoa');
    expect((await call('DELETE', `/api/v3/cities/${made.json().data.id}?district_id=${NAVIGLI}`)).statusCode).toBe(200);
  });

  it('refuses to delete a city that districts stand in (409)', async () => {
    const milano = (await call('GET', `/api/v3/cities?district_id=${NAVIGLI}&query=Milano`)).json().data.data[0];
    const res = await call('DELETE', `/api/v3/cities/${milano.id}?district_id=${NAVIGLI}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, districts: 1 });
  });
});
