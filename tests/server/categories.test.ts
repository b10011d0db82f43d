import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawPng } from '../../server/lib/png';
import { AURORA, bearer, createTestApp, NAVIGLI, type TestContext } from './helpers';

let t: TestContext;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@borgo.test');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(admin), ...(payload ? { payload } : {}) });

async function upload(
  data: Buffer,
  district = NAVIGLI,
  field = 'category_icon',
): Promise<{ statusCode: number; json(): { data: { name: string }; errors?: object } }> {
  const boundary = 'b' + Math.random().toString(16).slice(2);
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="x.png"\r\nContent-Type: image/png\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: `/api/v3/uploads?district_id=${district}&purpose=categories.${field}`,
    payload,
    headers: { ...bearer(admin), 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}
const png = (w = 8, h = 8) => drawPng(w, h, () => [10, 200, 200, 255]);

describe('uploads', () => {
  it('stores an image with its size and dimensions, and refuses other files', async () => {
    const ok = await upload(png(20, 10));
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data).toMatchObject({ type: 'png', width: 20, height: 10 });
    const text = await upload(Buffer.from('%PDF-1.4 not an image'));
    expect(text.statusCode).toBe(415);
    expect(text.json().errors).toEqual({ file: ['Validations.FileNotImage'] });
  });
});

describe('activity categories', () => {
  it('lists the district categories by type, sorted by name', async () => {
    const res = await call('GET', `/api/v3/categories?district_id=${NAVIGLI}&type=activity&order_by=name`);
    const rows = res.json().data.data;
    expect(rows.map((r: { translations: { name: string }[] }) => r.translations[0].name)).toEqual(['Culture', 'Kids', 'Sport', 'Wellness']);
    expect(rows[0]).toMatchObject({ category_color: '#F28C28', category_icon: expect.stringMatching(/^\/api\/v3\/files\//) });
    const icon = await t.app.inject({ method: 'GET', url: rows[0].category_icon });
    expect(icon.headers['content-type']).toBe('image/png');
    const tools = await call('GET', `/api/v3/categories?district_id=${NAVIGLI}&type=tool`);
    expect(tools.json().data.total).toBe(3);
  });

  it('requires the three images and a name, checks colour, defaults it to #2BCFD1', async () => {
    const bad = await call('POST', '/api/v3/categories', {
      district_id: NAVIGLI,
      type: 'activity',
      translations: [{ locale: 'en', name: '' }],
      category_color: 'teal',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      'translations.en.name': ['Validations.LangNotNull'],
      category_color: ['Validations.InvalidHexColor'],
      category_icon: ['Validations.NoImage'],
      category_grey_icon: ['Validations.NoImage'],
      category_illustration: ['Validations.NoImage'],
    });
    const [a, b, c] = await Promise.all([upload(png()), upload(png(), NAVIGLI, 'category_grey_icon'), upload(png(), NAVIGLI, 'category_illustration')]);
    const made = await call('POST', '/api/v3/categories', {
      district_id: NAVIGLI,
      type: 'activity',
      translations: [{ locale: 'en', name: 'Gardening' }],
      category_icon: a.json().data.name,
      category_grey_icon: b.json().data.name,
      category_illustration: c.json().data.name,
    });
    expect(made.statusCode).toBe(201);
    expect(made.json().data).toMatchObject({ category_color: '#2BCFD1', visibility: 'district' });
    // Editing keeps images given back as their URLs.
    const kept = made.json().data;
    const edited = await call('PUT', `/api/v3/categories/${kept.id}`, {
      district_id: NAVIGLI,
      type: 'activity',
      translations: [{ locale: 'en', name: 'Gardens' }],
      category_color: '#abc',
      category_icon: kept.category_icon,
      category_grey_icon: kept.category_grey_icon,
      category_illustration: kept.category_illustration,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.category_color).toBe('#abc');
  });

  it('refuses images over 1 MB at the upload, and uploads of another district or for another field at the save', async () => {
    // Noise does not compress: 700x700 RGBA noise is about 2 MB as PNG.
    const noise = randomBytes(700 * 700 * 3);
    const big = await upload(
      drawPng(700, 700, (x, y) => {
        const i = (y * 700 + x) * 3;
        return [noise[i], noise[i + 1], noise[i + 2], 255];
      }),
    );
    expect(big.statusCode).toBe(413);
    expect(big.json().errors).toEqual({ file: ['Validations.FileTooLarge'] });
    const other = await upload(png(), AURORA, 'category_grey_icon');
    const icon = await upload(png());
    const res = await call('POST', '/api/v3/categories', {
      district_id: NAVIGLI,
      type: 'activity',
      translations: [{ locale: 'en', name: 'Borrowed' }],
      category_icon: icon.json().data.name,
      category_grey_icon: other.json().data.name,
      // An icon's upload named as the illustration: it was checked against the icon's rule, not this one.
      category_illustration: icon.json().data.name,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ category_grey_icon: ['Validations.NoImage'], category_illustration: ['Validations.NoImage'] });
  });

  it('never deletes a private category nor changes its title', async () => {
    const rows = (await call('GET', `/api/v3/categories?district_id=${NAVIGLI}&type=activity&query=sport`)).json().data.data;
    const sport = rows[0];
    expect(sport.visibility).toBe('private');
    expect((await call('DELETE', `/api/v3/categories/${sport.id}?district_id=${NAVIGLI}`)).statusCode).toBe(409);
    const renamed = await call('PUT', `/api/v3/categories/${sport.id}`, {
      district_id: NAVIGLI,
      type: 'activity',
      translations: [{ locale: 'en', name: 'Football' }],
      category_color: '#000000',
      category_icon: sport.category_icon,
      category_grey_icon: sport.category_grey_icon,
      category_illustration: sport.category_illustration,
    });
    expect(renamed.statusCode).toBe(409);
    const recoloured = await call('PUT', `/api/v3/categories/${sport.id}`, {
      district_id: NAVIGLI,
      type: 'activity',
      translations: sport.translations,
      category_color: '#000000',
      category_icon: sport.category_icon,
      category_grey_icon: sport.category_grey_icon,
      category_illustration: sport.category_illustration,
    });
    expect(recoloured.statusCode).toBe(200);
  });

  it('deletes a district category after the console confirmed', async () => {
    const rows = (await call('GET', `/api/v3/categories?district_id=${NAVIGLI}&type=activity&query=kids`)).json().data.data;
    expect((await call('DELETE', `/api/v3/categories/${rows[0].id}?district_id=${NAVIGLI}`)).statusCode).toBe(200);
  });
});

describe('tool categories', () => {
  it('take a name per language only', async () => {
    const made = await call('POST', '/api/v3/categories', { district_id: NAVIGLI, type: 'tool', translations: [{ locale: 'it', name: 'Pulizie' }] });
    expect(made.statusCode).toBe(201);
    const extra = await call('POST', '/api/v3/categories', {
      district_id: NAVIGLI,
      type: 'tool',
      translations: [{ locale: 'it', name: 'X' }],
      category_color: '#fff',
    });
    expect(extra.json().errors).toEqual({ category_color: ['Validations.FieldUnknown'] });
  });
});
