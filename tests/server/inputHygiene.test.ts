import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { termsConditions, uploads, users } from '../../server/db/schema';
import { firstHostile, MAX_DEPTH } from '../../server/plugins/inputHygiene';
import { bearer, createTestApp, NAVIGLI, type TestContext } from './helpers';

/**
 * The inputs the fuzz (fuzz.test.ts) found answered with a 500, one of each kind, now refused
 * with the contract's 422 on the field, before anything reaches the database.
 */
let t: TestContext;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@borgo.test');
});
afterAll(() => t.close());

const invalid = (field: string) => ({ success: false, errors: { [field]: ['Validations.FieldInvalid'] } });
const post = (url: string, payload: string | object, token: string | null = admin) =>
  t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', ...(token ? bearer(token) : {}) }, payload });
const tag = (name: string) => ({ district_id: NAVIGLI, translations: [{ locale: 'en', name }] });

describe('strings PostgreSQL cannot store', () => {
  it('a NUL in a path parameter, without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v3/public/invitations/%00' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject(invalid('visitor_code'));
  });

  it('a NUL in a query value or key', async () => {
    const value = await t.app.inject({ method: 'GET', url: `/api/v3/contracts?district_id=${NAVIGLI}&query=a%00b`, headers: bearer(admin) });
    expect(value.statusCode).toBe(422);
    expect(value.json()).toMatchObject(invalid('query'));
    const key = await t.app.inject({ method: 'GET', url: `/api/v3/tags?district_id=${NAVIGLI}&%00=1`, headers: bearer(admin) });
    expect(key.json()).toMatchObject(invalid('_'));
  });

  it('a NUL or a lone surrogate in a body, at any depth (a jsonb column refuses both)', async () => {
    const name = await t.app.inject({ method: 'PUT', url: '/api/v3/profile', headers: bearer(admin), payload: { first_name: 'Ada\u0000' } });
    expect(name.json()).toMatchObject(invalid('first_name'));
    const [me] = await t.database.db.select({ firstName: users.firstName }).from(users).where(eq(users.email, 'admin@borgo.test'));
    expect(me.firstName).not.toContain('\u0000');
    for (const text of ['x\ud800', 'x\udc00y', '\u0000']) {
      const res = await post('/api/v3/tags', tag(text));
      expect(res.statusCode, JSON.stringify(text)).toBe(422);
      expect(res.json()).toMatchObject(invalid('translations.0.name'));
    }
    // A well-formed pair is a character like any other.
    expect((await post('/api/v3/tags', tag('x\ud83d\ude00'))).statusCode).toBe(201);
  });

  it('a NUL in a form: a file name, a field name or a field', async () => {
    const boundary = 'hygiene';
    const form = (parts: string[]) => ({
      headers: { ...bearer(admin), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `${parts.map((p) => `--${boundary}\r\n${p}\r\n`).join('')}--${boundary}--\r\n`,
    });
    const field = (name: string, value: string) => `Content-Disposition: form-data; name="${name}"\r\n\r\n${value}`;
    const pdf = (name: string, filename: string) =>
      `Content-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n%%EOF\n`;
    const url = `/api/v3/terms_conditions?district_id=${NAVIGLI}`;
    const fileName = await t.app.inject({ method: 'POST', url, ...form([field('type', 'terms'), pdf('file_en', 'a\u0000.pdf')]) });
    expect(fileName.statusCode).toBe(422);
    expect(fileName.json()).toMatchObject(invalid('file_en'));
    const text = await t.app.inject({ method: 'POST', url, ...form([field('type', 'terms\u0000'), pdf('file_en', 'a.pdf')]) });
    expect(text.json()).toMatchObject(invalid('type'));
    const upload = await t.app.inject({
      method: 'POST',
      url: `/api/v3/uploads?district_id=${NAVIGLI}&purpose=categories.category_icon`,
      ...form([pdf('file\u0000', 'a.png')]),
    });
    expect(upload.json()).toMatchObject(invalid('_'));
    expect(await t.database.db.select().from(termsConditions)).toEqual([]);
    expect(await t.database.db.select().from(uploads).where(eq(uploads.districtId, NAVIGLI))).toEqual([]);
  });
});

describe('nesting', () => {
  it('refuses a district_id nested 5,000 deep, and a body nested 100,000 deep, before the access check reads it', async () => {
    const deep = (n: number) => `${'['.repeat(n)}${NAVIGLI}${']'.repeat(n)}`;
    const district = await post('/api/v3/tags', `{"district_id":${deep(5000)},"translations":[{"locale":"en","name":"x"}]}`);
    expect(district.statusCode).toBe(422);
    expect(district.json()).toMatchObject(invalid('district_id'));
    const body = await post('/api/v3/auth/login', deep(100_000), null);
    expect(body.statusCode).toBe(422);
    expect(body.json()).toMatchObject(invalid('0'));
  });

  it(`takes nesting up to ${MAX_DEPTH} levels, and no deeper`, () => {
    const nested = (n: number): unknown => (n === 0 ? 'x' : { a: nested(n - 1) });
    expect(firstHostile(nested(MAX_DEPTH))).toBeNull();
    expect(firstHostile({ field: nested(MAX_DEPTH) })).toEqual(['field']);
    expect(firstHostile([[{ ok: ['\ud83d\ude00'], bad: 'a\u0000' }]])).toEqual(['0', '0', 'bad']);
  });
});

describe('names of the prototype', () => {
  it('an unknown field named like a property of every object is a 422 naming it, in a body or a query', async () => {
    for (const key of ['toString', 'constructor', 'hasOwnProperty', 'valueOf']) {
      const res = await post('/api/v3/auth/login', { email: 'a@b.test', password: 'whatever-1', [key]: 'x' }, null);
      expect(res.statusCode, key).toBe(422);
      expect(res.json().errors, key).toEqual({ [key]: ['Validations.FieldUnknown'] });
    }
    const proto = await t.app.inject({ method: 'GET', url: `/api/v3/tags?district_id=${NAVIGLI}&__proto__=1`, headers: bearer(admin) });
    expect(proto.statusCode).toBe(422);
    expect(Object.keys(proto.json().errors)).toEqual(['__proto__']);
  });

  it('an empty order_by is the default order; __proto__ or constructor is refused', async () => {
    const empty = await t.app.inject({ method: 'GET', url: `/api/v3/login_logs?district_id=${NAVIGLI}&order_by=`, headers: bearer(admin) });
    expect(empty.statusCode).toBe(200);
    for (const field of ['__proto__', 'constructor', 'toString']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/v3/login_logs?district_id=${NAVIGLI}&order_by=${field}`, headers: bearer(admin) });
      expect(res.statusCode, field).toBe(422);
      expect(res.json().errors, field).toEqual({ order_by: ['Validations.FieldInvalid'] });
    }
  });
});

describe('numbers a column cannot hold', () => {
  it('an apartment size too small for its real column is refused, 0 is not', async () => {
    const apartment = { district_id: NAVIGLI, code: 'HYG-1', residents_number: 1 };
    const tiny = await post('/api/v3/apartments', { ...apartment, size: 1e-280 });
    expect(tiny.statusCode).toBe(422);
    expect(tiny.json()).toMatchObject(invalid('size'));
    expect((await post('/api/v3/apartments', { ...apartment, size: 0 })).statusCode).toBe(201);
  });
});
