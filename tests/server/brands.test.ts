import { and, eq } from 'drizzle-orm';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandDistricts } from '../../resources/brands/table';
import { auditEntries, districts, roles, userDistrictRoles, users } from '../../server/db/schema';
import { drawPng } from '../../server/lib/png';
import { allFeatures } from '../../src/lib/features';
import { AURORA, bearer, CEDAR, createTestApp, NAVIGLI, type TestContext } from './helpers';

/**
 * Brands (issue 17): the routes' refusals, the brand's own rules (unique name and short code, a
 * district carries one brand, districts among the editor's), and every file rule of the brand's
 * fields checked on the real bytes of what is uploaded, whatever its name says.
 */
let t: TestContext;
let admin: string;
let resident: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, resident] = await Promise.all([t.login('admin@borgo.test'), t.login('resident1.1@borgo.test')]);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: object, token: string | null = admin) =>
  t.app.inject({ method, url, payload: body, headers: token ? bearer(token) : {} });

const brand = (extra: object = {}) => ({ district_id: NAVIGLI, name: 'Test brand', short_code: 'TEST', status: 'active', district_ids: [], ...extra });

/** A flat PNG of that size (a few hundred bytes: it compresses to nothing). */
const png = (width: number, height: number) => drawPng(width, height, () => [31, 111, 92, 255]);
/** The head of a baseline JPEG of that size: its markers and start-of-frame, what the server reads. */
function jpeg(width: number, height: number) {
  const sof = Buffer.from([0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 255, width >> 8, width & 255, 0x03, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
  return Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]),
    sof,
    Buffer.from([0xff, 0xd9]),
  ]);
}
const zip = (files: Record<string, Uint8Array>) => Buffer.from(zipSync(files, { level: 0 }));

async function upload(field: string, data: Buffer, filename: string, token = admin) {
  const boundary = 'brand' + Math.random().toString(16).slice(2);
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v3/uploads?district_id=${NAVIGLI}&purpose=brands.${field}`,
    payload,
    headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  return {
    status: res.statusCode,
    body: res.json() as { data: { name: string; width: number | null; height: number | null }; errors?: Record<string, string[]> },
  };
}
const uploaded = async (field: string, data: Buffer, filename: string) => {
  const res = await upload(field, data, filename);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.name;
};

describe('who may reach the brands', () => {
  it('refuses without a token (401), without brand_settings (403), where BrandSettings is off (403)', async () => {
    expect((await call('GET', `/api/v3/brands?district_id=${NAVIGLI}`, undefined, null)).statusCode).toBe(401);
    expect((await call('GET', `/api/v3/brands?district_id=${NAVIGLI}`, undefined, resident)).statusCode).toBe(403);
    expect((await call('POST', '/api/v3/brands', brand(), resident)).statusCode).toBe(403);
    expect((await upload('app_logo_path', png(512, 512), 'logo.png', resident)).status).toBe(403);
    const config = allFeatures(true);
    config.BrandSettings = false;
    await t.database.db.update(districts).set({ configuration: config }).where(eq(districts.id, CEDAR));
    try {
      expect((await call('GET', `/api/v3/brands?district_id=${CEDAR}`)).statusCode).toBe(403);
      expect((await call('POST', '/api/v3/brands', brand({ district_id: CEDAR }))).statusCode).toBe(403);
      const sections = (await call('GET', `/api/v3/site-map?district_id=${CEDAR}`)).json().data.map((e: { section_id: string }) => e.section_id);
      expect(sections).not.toContain('brands');
    } finally {
      await t.database.db
        .update(districts)
        .set({ configuration: allFeatures(true) })
        .where(eq(districts.id, CEDAR));
    }
    const sections = (await call('GET', `/api/v3/site-map?district_id=${NAVIGLI}`)).json().data.map((e: { section_id: string }) => e.section_id);
    expect(sections).toContain('brands');
  });

  it('answers a bad input with 422 and the catalogue key of each field', async () => {
    const res = await call('POST', '/api/v3/brands', brand({ name: ' ', short_code: 'a b', status: 'gone', district_ids: ['1'] }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({
      name: ['Validations.FieldNotNull'],
      short_code: ['Validations.BrandShortCodeFormat'],
      status: ['Validations.SelectAnOption'],
    });
    expect((await call('POST', '/api/v3/brands', brand({ colour: 'red' }))).json().errors).toEqual({ colour: ['Validations.FieldUnknown'] });
    expect((await call('GET', `/api/v3/brands?district_id=${NAVIGLI}&order_by=logo_path`)).statusCode).toBe(422);
  });
});

describe('a brand', () => {
  it('is created with its districts, listed, searched, filtered by status, and deleted', async () => {
    const made = await call('POST', '/api/v3/brands', brand({ name: 'Cedar Home', short_code: 'cedar-1', district_ids: [CEDAR] }));
    expect(made.statusCode, made.body).toBe(201);
    const record = made.json().data;
    expect(record).toMatchObject({ name: 'Cedar Home', short_code: 'CEDAR-1', status: 'active', district_ids: [CEDAR], primary_color: '#1f6f5c' });
    expect(record.districts).toEqual([{ id: CEDAR, name: 'Cedar Park Commons' }]);

    const list = (await call('GET', `/api/v3/brands?district_id=${AURORA}&query=cedar`)).json().data;
    expect(list.data.map((b: { name: string }) => b.name)).toEqual(['Cedar Home']);
    const inactive = (await call('GET', `/api/v3/brands?district_id=${NAVIGLI}&status=inactive`)).json().data.data;
    expect(inactive).toEqual([]);
    const options = (await call('GET', `/api/v3/brands/options/districts?district_id=${NAVIGLI}`)).json().data;
    expect(options).toContainEqual({ id: CEDAR, name: 'Cedar Park Commons', brand_id: record.id, brand_name: 'Cedar Home' });

    expect((await call('DELETE', `/api/v3/brands/${record.id}?district_id=${NAVIGLI}`)).statusCode).toBe(200);
    expect((await call('GET', `/api/v3/brands/${record.id}?district_id=${NAVIGLI}`)).statusCode).toBe(404);
    expect(await t.database.db.select().from(brandDistricts).where(eq(brandDistricts.brandId, record.id))).toEqual([]);
    const trail = await t.database.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.entity, 'brands'), eq(auditEntries.recordId, record.id)));
    expect(trail.map((e) => e.action).sort()).toEqual(['create', 'delete']);
  });

  it('refuses a name or a short code another brand has (case aside), and a district that carries another brand', async () => {
    const res = await call('POST', '/api/v3/brands', brand({ name: 'borgo verde', short_code: 'bverde' }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ name: ['Validations.NameTaken'], short_code: ['Validations.BrandShortCodeTaken'] });
    const taken = await call('POST', '/api/v3/brands', brand({ name: 'Second Navigli', short_code: 'NAV2', district_ids: [NAVIGLI] }));
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ district_ids: ['Validations.BrandDistrictTaken'] });
    expect(taken.json().message).toContain('Borgo Verde');
  });

  it('gets only districts its editor manages brands in; a brand of other districts is not theirs to change', async () => {
    // The front office of Borgo Navigli, given brand_settings there: Vila Aurora is not theirs.
    const [role] = await t.database.db
      .insert(roles)
      .values({ name: 'Brand editor', permissions: ['brand_settings'] })
      .returning();
    const [office] = await t.database.db.select().from(users).where(eq(users.email, 'office@borgo.test'));
    await t.database.db.insert(userDistrictRoles).values({ userId: office.id, districtId: NAVIGLI, roleId: role.id });
    const token = await t.login('office@borgo.test');
    const refused = await call('POST', '/api/v3/brands', brand({ name: 'Office brand', short_code: 'OFF', district_ids: [AURORA] }), token);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ district_ids: ['Validations.SelectAnOption'] });

    // A brand that also serves Cedar Park: neither renamed, themed, published nor deleted by Navigli's editor.
    const made = (await call('POST', '/api/v3/brands', brand({ name: 'Shared brand', short_code: 'SHR', district_ids: [CEDAR] }))).json().data;
    const writes = [
      call('PUT', `/api/v3/brands/${made.id}`, brand({ name: 'Shared brand 2', short_code: 'SHR', district_ids: [] }), token),
      call('PUT', `/api/v3/brands/${made.id}/theme`, { district_id: NAVIGLI, primary_color: '#000000', font_family: 'Georgia' }, token),
      call('PUT', `/api/v3/brands/${made.id}/publishing`, { district_id: NAVIGLI, app_name: 'Taken over' }, token),
      call('DELETE', `/api/v3/brands/${made.id}?district_id=${NAVIGLI}`, undefined, token),
    ];
    for (const res of await Promise.all(writes)) {
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().message).toMatch(/districts whose brands you do not manage/);
    }
    // The list and the brand tell the console so, which then offers no edit, delete, theme or publishing.
    const listed = (await call('GET', `/api/v3/brands?district_id=${NAVIGLI}&paginate=100`, undefined, token)).json().data.data as {
      id: number;
      writable: boolean;
    }[];
    expect(listed.find((b) => b.id === made.id)?.writable).toBe(false);
    expect((await call('GET', `/api/v3/brands/${made.id}?district_id=${NAVIGLI}`, undefined, token)).json().data.writable).toBe(false);
    expect((await call('GET', `/api/v3/brands/${made.id}?district_id=${NAVIGLI}`)).json().data.writable).toBe(true);
    expect((await call('GET', `/api/v3/brands/${made.id}?district_id=${NAVIGLI}`)).json().data).toMatchObject({ name: 'Shared brand', app_name: '' });
    // A brand of no district yet (Navigli carries Borgo Verde) is anyone's with the permission.
    const own = (await call('POST', '/api/v3/brands', brand({ name: 'Office brand', short_code: 'NAV2' }), token)).json().data;
    const renamed = await call('PUT', `/api/v3/brands/${own.id}`, brand({ name: 'Office brand 2', short_code: 'NAV2' }), token);
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await call('DELETE', `/api/v3/brands/${own.id}?district_id=${NAVIGLI}`, undefined, token)).statusCode).toBe(200);
    await call('DELETE', `/api/v3/brands/${made.id}?district_id=${NAVIGLI}`);
  });
});

describe("a brand's files are checked on their bytes", () => {
  it('takes an app logo only as a PNG of exactly 512×512', async () => {
    const small = await upload('app_logo_path', png(256, 256), 'logo.png');
    expect(small.status).toBe(422);
    expect(small.body.errors).toEqual({ file: ['Validations.ImageResolution'] });
    const jpg = await upload('app_logo_path', jpeg(512, 512), 'logo.png');
    expect(jpg.status).toBe(415);
    expect(jpg.body.errors).toEqual({ file: ['Validations.FileNotPng'] });
    const text = await upload('app_logo_path', Buffer.from('not an image at all'), 'logo.png');
    expect(text.status).toBe(415);
    const good = await upload('app_logo_path', png(512, 512), 'logo.png');
    expect(good.status).toBe(201);
    expect(good.body.data).toMatchObject({ width: 512, height: 512 });
  });

  it('takes a feature graphic of 1024×500 by its bytes whatever its name, up to 15 MB', async () => {
    const renamed = await upload('feature_graphic_path', png(1024, 500), 'graphic.jpg');
    expect(renamed.status).toBe(201);
    expect((await upload('feature_graphic_path', jpeg(1024, 500), 'graphic.jpg')).status).toBe(201);
    const wrong = await upload('feature_graphic_path', jpeg(1000, 500), 'graphic.jpg');
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({ file: ['Validations.ImageResolution'] });
    // A real header and 15 MB of padding: too large before anything else is looked at.
    const big = await upload('feature_graphic_path', Buffer.concat([png(1024, 500), Buffer.alloc(15 * 1024 * 1024)]), 'graphic.png');
    expect(big.status).toBe(413);
    expect(big.body.errors).toEqual({ file: ['Validations.FileTooLarge'] });
  });

  it('takes portraits of 1280×2272 up to 1 MB (welcome, login background, splash)', async () => {
    expect((await upload('welcome_paths', png(1280, 2272), 'w.png')).status).toBe(201);
    expect((await upload('splash_path', png(1280, 2000), 's.png')).body.errors).toEqual({ file: ['Validations.ImageResolution'] });
    const heavy = await upload('login_background_path', Buffer.concat([png(1280, 2272), Buffer.alloc(1024 * 1024)]), 'l.png');
    expect(heavy.status).toBe(413);
  });

  it('takes the phone screenshots as a zip of PNG and JPEG images only, up to 64 MB', async () => {
    const good = await upload('screenshots_zip_path', zip({ 'one.png': png(1080, 1920), 'shots/two.jpg': jpeg(1080, 1920) }), 'shots.zip');
    expect(good.status, JSON.stringify(good.body)).toBe(201);
    const withText = await upload('screenshots_zip_path', zip({ 'one.png': png(1080, 1920), 'notes.txt': Buffer.from('hello') }), 'shots.zip');
    expect(withText.status).toBe(422);
    expect(withText.body.errors).toEqual({ file: ['Validations.ZipNotImages'] });
    const renamedText = await upload('screenshots_zip_path', zip({ 'fake.png': Buffer.from('not a png') }), 'shots.zip');
    expect(renamedText.body.errors).toEqual({ file: ['Validations.ZipNotImages'] });
    expect((await upload('screenshots_zip_path', zip({}), 'empty.zip')).body.errors).toEqual({ file: ['Validations.ZipNotImages'] });
    const notZip = await upload('screenshots_zip_path', png(10, 10), 'shots.zip');
    expect(notZip.status).toBe(415);
    expect(notZip.body.errors).toEqual({ file: ['Validations.FileNotZip'] });
    const big = await upload('screenshots_zip_path', Buffer.concat([zip({ 'a.png': png(8, 8) }), Buffer.alloc(64 * 1024 * 1024)]), 'big.zip');
    expect(big.status).toBe(413);
  });

  it('saves the theme naming uploads of each field, and refuses an upload made for another field', async () => {
    const id = (await call('POST', '/api/v3/brands', brand({ name: 'Themed', short_code: 'THEME' }))).json().data.id as number;
    const logo = await uploaded('app_logo_path', png(512, 512), 'logo.png');
    const welcome = await uploaded('welcome_paths', png(1280, 2272), 'w1.png');
    const theme = {
      district_id: NAVIGLI,
      primary_color: '#C2410C',
      font_family: 'Georgia',
      welcome_paths: [welcome],
      login_background_path: null,
      splash_path: null,
    };
    const wrongField = await call('PUT', `/api/v3/brands/${id}/theme`, { ...theme, splash_path: logo, app_logo_path: null });
    expect(wrongField.statusCode).toBe(422);
    expect(wrongField.json().errors).toEqual({ splash_path: ['Validations.NoImage'] });
    const bad = await call('PUT', `/api/v3/brands/${id}/theme`, { ...theme, primary_color: 'orange', font_family: 'Comic Sans', app_logo_path: null });
    expect(bad.json().errors).toEqual({ primary_color: ['Validations.InvalidHexColor'], font_family: ['Validations.SelectAnOption'] });

    const saved = await call('PUT', `/api/v3/brands/${id}/theme`, { ...theme, app_logo_path: logo });
    expect(saved.statusCode, saved.body).toBe(200);
    const data = saved.json().data;
    expect(data).toMatchObject({
      primary_color: '#c2410c',
      font_family: 'Georgia',
      app_logo_path: `/api/v3/files/${logo}`,
      welcome_paths: [`/api/v3/files/${welcome}`],
    });
    // Saved again as the page sends it back (kept files as their addresses): unchanged, accepted.
    const again = await call('PUT', `/api/v3/brands/${id}/theme`, { ...theme, welcome_paths: data.welcome_paths, app_logo_path: data.app_logo_path });
    expect(again.statusCode).toBe(200);
    // Now a public picture of the app: anyone may load it.
    expect((await t.app.inject({ method: 'GET', url: `/api/v3/files/${logo}` })).statusCode).toBe(200);
  });

  it('publishes: a subtitle of 31 characters is refused, a submit needs every field, then is dated', async () => {
    const id = (await call('POST', '/api/v3/brands', brand({ name: 'Published', short_code: 'PUB' }))).json().data.id as number;
    const publishing = {
      district_id: NAVIGLI,
      app_name: 'Published',
      app_subtitle: 'Your district',
      short_description: 'News and services',
      full_description: 'Everything about the district.',
      primary_language: 'it',
      privacy_url: 'https://example.org/privacy',
      eula_url: 'https://example.org/eula',
      website: '',
      email: 'app@example.org',
      phone: '',
      feature_graphic_path: null,
      screenshots_zip_path: null,
    };
    const long = await call('PUT', `/api/v3/brands/${id}/publishing`, { ...publishing, app_subtitle: 'x'.repeat(31) });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors).toEqual({ app_subtitle: ['Validations.FieldTooLongMax'] });
    const bad = await call('PUT', `/api/v3/brands/${id}/publishing`, { ...publishing, privacy_url: 'example.org', email: 'nope', phone: '12' });
    expect(bad.json().errors).toEqual({ privacy_url: ['Validations.InvalidUrl'], email: ['Validations.InvalidEmail'], phone: ['Validations.InvalidPhone'] });

    const draft = await call('PUT', `/api/v3/brands/${id}/publishing`, publishing);
    expect(draft.statusCode).toBe(200);
    expect(draft.json().data.publishing_submitted_at).toBeNull();
    const incomplete = await call('PUT', `/api/v3/brands/${id}/publishing`, { ...publishing, app_name: '', submit: true });
    expect(incomplete.statusCode).toBe(422);
    expect(incomplete.json().errors).toEqual({
      app_name: ['Validations.FieldNotNull'],
      feature_graphic_path: ['Validations.FieldNotNull'],
      screenshots_zip_path: ['Validations.FieldNotNull'],
    });
    const graphic = await uploaded('feature_graphic_path', png(1024, 500), 'g.png');
    const shots = await uploaded('screenshots_zip_path', zip({ 'a.png': png(1080, 1920) }), 's.zip');
    const swapped = await call('PUT', `/api/v3/brands/${id}/publishing`, {
      ...publishing,
      feature_graphic_path: shots,
      screenshots_zip_path: graphic,
      submit: true,
    });
    expect(swapped.json().errors).toEqual({ feature_graphic_path: ['Validations.NoImage'], screenshots_zip_path: ['Validations.FileNotZip'] });
    const sent = await call('PUT', `/api/v3/brands/${id}/publishing`, {
      ...publishing,
      feature_graphic_path: graphic,
      screenshots_zip_path: shots,
      submit: true,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data.publishing_submitted_at).not.toBeNull();
    const trail = await t.database.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.entity, 'brands'), eq(auditEntries.recordId, id)))
      .orderBy(auditEntries.id);
    expect(trail.map((e) => e.action)).toEqual(['create', 'update', 'update']);
  });
});
