import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawPng } from '../../server/lib/png';
import { reordered } from '../../server/entities/crud';
import { AURORA, bearer, createTestApp, NAVIGLI, type TestContext } from './helpers';

/**
 * Issue 14, the district's own page and what hangs off it: details, gallery, useful info and SOS
 * contacts (one table, two subsets), the generic reorder, and the smart-solutions map link.
 */
let t: TestContext;
let admin: string;
let manager: string;
let resident: string;
let office: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, manager, resident, office] = await Promise.all([
    t.login('admin@borgo.test'),
    t.login('manager@borgo.test'),
    t.login('resident1.1@borgo.test'),
    t.login('office@borgo.test'),
  ]);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, body?: object, token: string | null = admin) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(body ? { payload: body } : {}) });
const contact = (name: string, extra: object = {}) => ({
  district_id: NAVIGLI,
  translations: [{ locale: 'en', name }],
  phone: '+3902',
  category: 'health',
  ...extra,
});

async function upload(purpose: string, district = NAVIGLI, token = admin) {
  const boundary = 'dc' + Math.random().toString(16).slice(2);
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`),
    drawPng(8, 8, () => [200, 100, 50, 255]),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v3/uploads?district_id=${district}&purpose=${purpose}`,
    headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.name as string;
}

describe('reordered (the rule of a move)', () => {
  it('puts the named rows in the places they held, in the order given, and leaves the others', () => {
    expect(reordered([1, 2, 3, 4], [3, 2])).toEqual([1, 3, 2, 4]);
    expect(reordered([1, 2, 3, 4], [4, 1])).toEqual([4, 2, 3, 1]);
    expect(reordered([1, 2, 3], [3, 2, 1])).toEqual([3, 2, 1]);
    expect(reordered([1, 2, 3], [5])).toBeNull();
  });
});

describe('district details', () => {
  it('reads the current district with its city and country, and saves its page', async () => {
    const read = await call('GET', `/api/v3/district_details?district_id=${NAVIGLI}`, undefined, manager);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject({ id: NAVIGLI, name: 'Borgo Navigli', city: 'Milano' });
    const cover = await upload('district_details.cover', NAVIGLI, manager);
    const saved = await call(
      'PUT',
      '/api/v3/district_details',
      {
        district_id: NAVIGLI,
        name: 'Borgo Navigli',
        translations: [
          { locale: 'en', description: 'Canals and courtyards' },
          { locale: 'it', description: 'Canali e cortili' },
        ],
        cover,
        address: 'Via Vigevano 1',
        zip_code: '20144',
        latitude: 45.45,
        longitude: 9.17,
        weather_link: 'https://weather.example.org/milano',
      },
      manager,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({
      cover: `/api/v3/files/${cover}`,
      zip_code: '20144',
      latitude: 45.45,
      weather_link: 'https://weather.example.org/milano',
    });
    // The kept cover goes back as its URL.
    const again = await call(
      'PUT',
      '/api/v3/district_details',
      { ...saved.json().data, district_id: NAVIGLI, id: undefined, city: undefined, country: undefined },
      manager,
    );
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.cover).toBe(`/api/v3/files/${cover}`);
  });

  it('refuses bad fields with their messages', async () => {
    const res = await call('PUT', '/api/v3/district_details', {
      district_id: NAVIGLI,
      name: ' ',
      translations: [{ locale: 'en', description: 'x' }],
      latitude: 91,
      weather_link: 'weather.example.org',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({
      name: ['Validations.FieldNotNull'],
      latitude: ['Validations.NumberMax'],
      weather_link: ['Validations.InvalidUrl'],
    });
    const half = await call('PUT', '/api/v3/district_details', {
      district_id: NAVIGLI,
      name: 'B',
      translations: [{ locale: 'en', description: 'x' }],
      latitude: 45,
    });
    expect(half.json().errors).toEqual({ longitude: ['Validations.FieldNotNull'] });
    // A cover must be an upload of this district.
    const foreign = await upload('district_details.cover', AURORA);
    const cover = await call('PUT', '/api/v3/district_details', {
      district_id: NAVIGLI,
      name: 'B',
      translations: [{ locale: 'en', description: 'x' }],
      cover: foreign,
    });
    expect(cover.json().errors).toEqual({ cover: ['Validations.NoImage'] });
  });

  it('refuses without token, permission or membership', async () => {
    expect((await call('GET', `/api/v3/district_details?district_id=${NAVIGLI}`, undefined, null)).statusCode).toBe(401);
    expect((await call('GET', `/api/v3/district_details?district_id=${NAVIGLI}`, undefined, resident)).statusCode).toBe(403);
    expect((await call('GET', `/api/v3/district_details?district_id=${AURORA}`, undefined, manager)).statusCode).toBe(403);
    const put = await call('PUT', '/api/v3/district_details', { district_id: NAVIGLI, name: 'X', translations: [{ locale: 'en', description: 'x' }] }, office);
    expect(put.statusCode).toBe(403);
  });
});

describe('useful info and SOS contacts', () => {
  it('keep apart on one table: each lists, reads and writes only its kind', async () => {
    const info = await call('POST', '/api/v3/useful_info', contact('Pharmacy'));
    const sos = await call('POST', '/api/v3/sos_contacts', contact('Ambulance', { phone: '118', category: 'emergency' }));
    expect(info.statusCode, info.body).toBe(201);
    expect(sos.statusCode, sos.body).toBe(201);
    expect(info.json().data.kind).toBe('useful_info');
    expect(sos.json().data.kind).toBe('sos');
    const infoId = info.json().data.id as number;
    const sosId = sos.json().data.id as number;
    const infos = (await call('GET', `/api/v3/useful_info?district_id=${NAVIGLI}&paginate=100`)).json().data.data as { id: number; kind: string }[];
    expect(infos.every((r) => r.kind === 'useful_info')).toBe(true);
    expect(infos.map((r) => r.id)).toContain(infoId);
    expect(infos.map((r) => r.id)).not.toContain(sosId);
    expect((await call('GET', `/api/v3/useful_info/${sosId}?district_id=${NAVIGLI}`)).statusCode).toBe(404);
    expect((await call('PUT', `/api/v3/sos_contacts/${infoId}`, contact('Moved?'))).statusCode).toBe(404);
    expect((await call('DELETE', `/api/v3/sos_contacts/${infoId}?district_id=${NAVIGLI}`)).statusCode).toBe(404);
    // A kind in the body is not the client's to set.
    expect((await call('POST', '/api/v3/sos_contacts', contact('Sneaky', { kind: 'useful_info' }))).statusCode).toBe(422);
    expect((await call('DELETE', `/api/v3/sos_contacts/${sosId}?district_id=${NAVIGLI}`)).statusCode).toBe(200);
  });

  it('refuses a bad phone, a missing name and an unknown category on their fields', async () => {
    const res = await call('POST', '/api/v3/sos_contacts', {
      district_id: NAVIGLI,
      translations: [{ locale: 'en', name: '' }],
      phone: '+1a',
      category: 'pizza',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      'translations.en.name': ['Validations.LangNotNull'],
      phone: ['Validations.InvalidContactPhone'],
      category: ['Validations.SelectAnOption'],
    });
    expect((await call('POST', '/api/v3/sos_contacts', contact('Short', { phone: '12' }))).json().errors).toEqual({
      phone: ['Validations.InvalidContactPhone'],
    });
    expect((await call('POST', '/api/v3/sos_contacts', contact('Three', { phone: '112' }))).statusCode).toBe(201);
  });

  it('go last when created, list in their order, and move with one reorder', async () => {
    const ids: number[] = [];
    for (const name of ['A order', 'B order', 'C order']) ids.push((await call('POST', '/api/v3/useful_info', contact(name))).json().data.id);
    const order = async () =>
      ((await call('GET', `/api/v3/useful_info?district_id=${NAVIGLI}&paginate=100`)).json().data.data as { id: number }[]).map((r) => r.id);
    expect((await order()).slice(-3)).toEqual(ids);
    const moved = await call('POST', '/api/v3/useful_info/reorder', { district_id: NAVIGLI, ids: [ids[2], ids[0]] });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await order()).slice(-3)).toEqual([ids[2], ids[1], ids[0]]);
    // Positions are 1..n after a move, and a sort by position says the same.
    const byPosition = (await call('GET', `/api/v3/useful_info?district_id=${NAVIGLI}&order_by=position&sort_by=asc&paginate=100`)).json().data.data as {
      position: number;
    }[];
    expect(byPosition.map((r) => r.position)).toEqual(byPosition.map((_, i) => i + 1));
  });

  it('refuses a reorder of rows of another kind or district, repeated ids, and without the edit permission', async () => {
    const sos = (await call('POST', '/api/v3/sos_contacts', contact('Fire', { phone: '115' }))).json().data.id as number;
    const info = (await call('POST', '/api/v3/useful_info', contact('Post office'))).json().data.id as number;
    const aurora = (await call('POST', '/api/v3/useful_info', { ...contact('Correios'), district_id: AURORA })).json().data.id as number;
    expect((await call('POST', '/api/v3/useful_info/reorder', { district_id: NAVIGLI, ids: [info, sos] })).statusCode).toBe(404);
    expect((await call('POST', '/api/v3/useful_info/reorder', { district_id: NAVIGLI, ids: [info, aurora] })).statusCode).toBe(404);
    expect((await call('POST', '/api/v3/useful_info/reorder', { district_id: NAVIGLI, ids: [info, info] })).statusCode).toBe(422);
    expect((await call('POST', '/api/v3/useful_info/reorder', { district_id: NAVIGLI, ids: [] })).statusCode).toBe(422);
    expect((await call('POST', '/api/v3/useful_info/reorder', { district_id: NAVIGLI, ids: [info] }, null)).statusCode).toBe(401);
    expect((await call('POST', '/api/v3/useful_info/reorder', { district_id: NAVIGLI, ids: [info] }, resident)).statusCode).toBe(403);
    expect((await call('POST', '/api/v3/useful_info/reorder', { district_id: AURORA, ids: [aurora] }, manager)).statusCode).toBe(403);
  });
});

describe('district gallery', () => {
  it('adds pictures of uploads of the district, answers their URLs, and refuses others', async () => {
    const image = await upload('district_gallery.image');
    const made = await call('POST', '/api/v3/district_gallery', { district_id: NAVIGLI, image, translations: [{ locale: 'it', caption: 'Il Naviglio' }] });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().data).toMatchObject({ image: `/api/v3/files/${image}`, translations: [{ locale: 'it', caption: 'Il Naviglio' }] });
    const id = made.json().data.id as number;
    // The file is public content now: an <img> loads it without a token.
    expect((await t.app.inject({ method: 'GET', url: `/api/v3/files/${image}` })).statusCode).toBe(200);
    const kept = await call('PUT', `/api/v3/district_gallery/${id}`, {
      district_id: NAVIGLI,
      image: made.json().data.image,
      translations: [{ locale: 'it', caption: 'Il Naviglio Grande' }],
    });
    expect(kept.statusCode, kept.body).toBe(200);
    const foreign = await upload('district_gallery.image', AURORA);
    const refused = await call('POST', '/api/v3/district_gallery', { district_id: NAVIGLI, image: foreign, translations: [{ locale: 'en', caption: 'x' }] });
    expect(refused.json().errors).toEqual({ image: ['Validations.NoImage'] });
    const none = await call('POST', '/api/v3/district_gallery', { district_id: NAVIGLI, image: '', translations: [{ locale: 'en', caption: 'x' }] });
    expect(none.json().errors).toEqual({ image: ['Validations.NoImage'] });
    expect((await call('DELETE', `/api/v3/district_gallery/${id}?district_id=${NAVIGLI}`)).statusCode).toBe(200);
  });
});

describe('smart-solutions map link', () => {
  it('reads and saves the link (http or https), for holders of the edit permission only', async () => {
    const url = `/api/v3/smart_solutions_map_link?district_id=${NAVIGLI}`;
    expect((await call('GET', url)).json().data).toMatchObject({ district_id: NAVIGLI });
    const saved = await call('PUT', '/api/v3/smart_solutions_map_link', { district_id: NAVIGLI, smart_solution_map_link: 'https://maps.example.org/navigli' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await call('GET', url)).json().data.smart_solution_map_link).toBe('https://maps.example.org/navigli');
    const bad = await call('PUT', '/api/v3/smart_solutions_map_link', { district_id: NAVIGLI, smart_solution_map_link: 'maps.example.org' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ smart_solution_map_link: ['Validations.InvalidUrl'] });
    expect((await call('GET', url, undefined, null)).statusCode).toBe(401);
    expect((await call('GET', url, undefined, resident)).statusCode).toBe(403);
    expect((await call('PUT', '/api/v3/smart_solutions_map_link', { district_id: NAVIGLI, smart_solution_map_link: null }, office)).statusCode).toBe(403);
    const cleared = await call('PUT', '/api/v3/smart_solutions_map_link', { district_id: NAVIGLI, smart_solution_map_link: '' });
    expect(cleared.json().data.smart_solution_map_link).toBeNull();
  });
});
