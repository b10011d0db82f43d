import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AURORA, bearer, createTestApp, type TestContext } from './helpers';

/** Bad input of every kind gets a 4xx envelope, never a 500. */
let t: TestContext;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@borgo.test');
});
afterAll(() => t.close());

const json = { 'content-type': 'application/json' };

describe('errors', () => {
  it('malformed JSON is a 422', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v3/auth/login', headers: json, payload: '{"email":' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ success: false, errors: { _: ['Validations.FieldInvalid'] } });
  });

  it('wrong types and unknown fields are 422 with field keys', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v3/auth/select-district',
      headers: bearer(admin),
      payload: { selected_district: AURORA, extra: 1 },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ extra: ['Validations.FieldUnknown'] });
    const typed = await t.app.inject({ method: 'POST', url: '/api/v3/auth/login', payload: { email: ['a'], password: { x: 1 } } });
    expect(typed.statusCode).toBe(422);
    expect(typed.json().errors).toEqual({ email: ['Validations.FieldInvalid'], password: ['Validations.FieldInvalid'] });
  });

  it('an oversize body is a 413', async () => {
    const big = JSON.stringify({ email: 'a@b.test', password: 'x'.repeat(2 * 1024 * 1024) });
    const res = await t.app.inject({ method: 'POST', url: '/api/v3/auth/login', headers: json, payload: big });
    expect(res.statusCode).toBe(413);
    expect(res.json().success).toBe(false);
  });

  it('an unsupported content type is a 415', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v3/auth/login', headers: { 'content-type': 'application/xml' }, payload: '<a/>' });
    expect(res.statusCode).toBe(415);
  });

  it('an unknown route is a 404 envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v3/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false });
  });

  it('messages follow Accept-Language', async () => {
    const it_ = await t.app.inject({ method: 'GET', url: '/api/v3/auth/me', headers: { 'accept-language': 'it-IT,it;q=0.9,en;q=0.8' } });
    const pt = await t.app.inject({ method: 'GET', url: '/api/v3/auth/me', headers: { 'accept-language': 'pt-BR' } });
    const en = await t.app.inject({ method: 'GET', url: '/api/v3/auth/me', headers: { 'accept-language': 'de' } });
    expect(new Set([it_.json().message, pt.json().message, en.json().message]).size).toBe(3);
  });

  it('a list sorted by an unknown field is a 422, not SQL', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v3/login_logs?district_id=1&order_by=password_hash', headers: bearer(admin) });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ order_by: ['Validations.FieldInvalid'] });
  });
});

describe('error arguments', () => {
  it('carry the numbers a message quotes, for plain and per-language fields', async () => {
    const short = await t.app.inject({
      method: 'POST',
      url: '/api/v3/auth/password/restore',
      payload: { email: 'a@b.test', password: 'short', password_confirmation: 'short', token: 'x' },
    });
    expect(short.json()).toMatchObject({ errors: { password: ['Validations.PasswordTooShort'] }, error_args: { password: { min: 8 } } });
    const long = await t.app.inject({
      method: 'POST',
      url: '/api/v3/tags',
      headers: bearer(admin),
      payload: { district_id: 1, translations: [{ locale: 'it', name: 'x'.repeat(41) }] },
    });
    expect(long.json()).toMatchObject({
      errors: { 'translations.it.name': ['Validations.FieldTooLongMax'] },
      error_args: { 'translations.it.name': { max: 40 } },
    });
  });
});
