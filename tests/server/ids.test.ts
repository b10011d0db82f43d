import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import { AURORA, bearer, createTestApp, NAVIGLI, type TestContext } from './helpers';
import { navigliDay } from '../navigliDay';

/**
 * Ids are integers: a JSON body carries a number ("1", true and [1] are refused), a query string
 * or a path its canonical decimal text. And every id a body names is checked to exist where it
 * must: in the request's district, or at all for a global record (a country).
 */
let t: TestContext;
let admin: string;
let navigliResident: number;
let auroraResident: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@borgo.test');
  const idOf = async (email: string) => (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0].id;
  [navigliResident, auroraResident] = await Promise.all([idOf('resident1.1@borgo.test'), idOf('resident2.1@borgo.test')]);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(admin), ...(payload ? { payload } : {}) });
const errorsOf = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => {
  const res = await call(method, url, payload);
  expect(res.statusCode, `${method} ${url} ${JSON.stringify(payload)}`).toBe(422);
  return res.json().errors;
};
const NOT_INTEGERS = ['1', true, [1], [[1]], 1.5, 0, -1, 2_147_483_648, null];
const today = navigliDay();
const invitation = (extra: object) => ({
  district_id: NAVIGLI,
  category: 'guest',
  user_id: navigliResident,
  date_start: today,
  guests: [{ first_name: 'Ada', phone: '+393331112222' }],
  ...extra,
});

describe('ids in a JSON body are numbers', () => {
  it('refuses a district_id that is not one, where the guard reads it', async () => {
    for (const id of NOT_INTEGERS) {
      if (id === null) continue;
      expect(await errorsOf('POST', '/api/v3/tags', { district_id: id, translations: [{ locale: 'en', name: 'x' }] }), JSON.stringify(id)).toEqual({
        district_id: ['Validations.FieldInvalid'],
      });
      expect(await errorsOf('POST', '/api/v3/auth/select-district', { selected_district: id }), JSON.stringify(id)).toEqual({
        selected_district: ['Validations.FieldInvalid'],
      });
    }
  });

  it('refuses a record picked in a form that is not one, as "select an option"', async () => {
    const select = ['Validations.SelectAnOption'];
    for (const id of NOT_INTEGERS) {
      const label = JSON.stringify(id);
      expect(await errorsOf('POST', '/api/v3/cities', { district_id: NAVIGLI, name: 'Genova', country_id: id }), label).toEqual({ country_id: select });
      expect(await errorsOf('POST', '/api/v3/daily_help', { district_id: NAVIGLI, name: 'Ada', category: 'driver', user_id: id }), label).toEqual({
        user_id: select,
      });
      expect(await errorsOf('POST', '/api/v3/visitors', invitation({ user_id: id })), label).toEqual({ user_id: select });
      expect(await errorsOf('POST', '/api/v3/apartments', { district_id: NAVIGLI, code: 'ID-1', users: [{ user_id: id, relation: 'owner' }] }), label).toEqual({
        'users.0.user_id': select,
      });
    }
  });
});

describe('ids in a query string or a path are canonical decimal text', () => {
  it('refuses a sign, a leading zero, a space, an exponent, hexadecimal, out of int4, and a repeated key', async () => {
    for (const text of ['01', '%2B1', '%201', '1e0', '0x1', '1.0', '2147483648', '99999999999999999999']) {
      expect(await errorsOf('GET', `/api/v3/tags/${text}?district_id=${NAVIGLI}`), text).toEqual({ id: ['Validations.FieldInvalid'] });
      expect(await errorsOf('GET', `/api/v3/tags?district_id=${text}`), text).toEqual({ district_id: ['Validations.FieldInvalid'] });
      expect(await errorsOf('GET', `/api/v3/cities?district_id=${NAVIGLI}&country_id=${text}`), text).toEqual({ country_id: ['Validations.FieldInvalid'] });
    }
    expect(await errorsOf('GET', `/api/v3/tags?district_id=${NAVIGLI}&district_id=${NAVIGLI}`)).toEqual({ district_id: ['Validations.FieldInvalid'] });
    expect((await call('GET', `/api/v3/cities?district_id=${NAVIGLI}&country_id=1`)).statusCode).toBe(200);
  });
});

describe('an id a body names exists where it must', () => {
  it('a host of an invitation is a resident of its district', async () => {
    expect(await errorsOf('POST', '/api/v3/visitors', invitation({ user_id: auroraResident }))).toEqual({ user_id: ['Validations.SelectAnOption'] });
    expect((await call('POST', '/api/v3/visitors', invitation({}))).statusCode).toBe(201);
  });

  it('a place of an invitation is a place of its district: none exists before the spaces section', async () => {
    for (const placeId of [1, 2, '1']) {
      expect(await errorsOf('POST', '/api/v3/visitors', invitation({ place_id: placeId })), String(placeId)).toEqual({
        place_id: ['Validations.SelectAnOption'],
      });
    }
    expect((await call('POST', '/api/v3/visitors', invitation({ place_id: null }))).json().data.place_id).toBeNull();
  });

  it('a daily help pass belongs to a resident of its district', async () => {
    const pass = { district_id: NAVIGLI, name: 'Ada', category: 'driver' };
    expect(await errorsOf('POST', '/api/v3/daily_help', { ...pass, user_id: auroraResident })).toEqual({ user_id: ['Validations.SelectAnOption'] });
    const made = await call('POST', '/api/v3/daily_help', { ...pass, user_id: navigliResident });
    expect(made.statusCode).toBe(201);
    expect(await errorsOf('PUT', `/api/v3/daily_help/${made.json().data.id}`, { ...pass, user_id: auroraResident })).toEqual({
      user_id: ['Validations.SelectAnOption'],
    });
  });

  it("an apartment's users are members of its district", async () => {
    const apartment = { district_id: NAVIGLI, code: 'FK-1', users: [{ user_id: auroraResident, relation: 'tenant' }] };
    expect(await errorsOf('POST', '/api/v3/apartments', apartment)).toEqual({ 'users.0.user_id': ['Validations.SelectAnOption'] });
    const aurora = await call('POST', '/api/v3/apartments', { ...apartment, district_id: AURORA });
    expect(aurora.statusCode).toBe(201);
  });

  it('a city is in a country that exists (countries are global)', async () => {
    expect(await errorsOf('POST', '/api/v3/cities', { district_id: NAVIGLI, name: 'Genova', country_id: 2_147_483_647 })).toEqual({
      country_id: ['Validations.SelectAnOption'],
    });
  });
});
