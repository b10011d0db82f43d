import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, desc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkStream, isPublicAddress } from '../../server/lib/streamCheck';
import { auditEntries, contents, districts, podcastEpisodes } from '../../server/db/schema';
import { drawPng } from '../../server/lib/png';
import { AURORA, bearer, CEDAR, createTestApp, NAVIGLI, type TestContext } from './helpers';

/**
 * District content (issue 14) on the one content mechanism (server/content): the five entities'
 * routes, the content form's rules as the server applies them, publish and draft, share to
 * another district, and who is refused.
 */
let t: TestContext;
let admin: string;
let manager: string;
let resident: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, manager, resident] = await Promise.all([t.login('admin@borgo.test'), t.login('manager@borgo.test'), t.login('resident1.1@borgo.test')]);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: object, token = admin) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

async function upload(entity: string, field = 'cover', district = NAVIGLI): Promise<string> {
  const boundary = 'b' + Math.random().toString(16).slice(2);
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="x.png"\r\nContent-Type: image/png\r\n\r\n`),
    drawPng(28, 10, () => [20, 120, 200, 255]),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v3/uploads?district_id=${district}&purpose=${entity}.${field}`,
    payload,
    headers: { ...bearer(admin), 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.name as string;
}

/** Today and another day in Borgo Navigli's calendar (Europe/Rome), as YYYY-MM-DD. */
const romeDay = (offsetDays = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(Date.now() + offsetDays * 86_400_000),
  );

const text = (title: string, description = 'A few words.') => [{ locale: 'en', title, description }];

async function news(title: string, extra: object = {}) {
  const res = await call('POST', '/api/v3/district_news', { district_id: NAVIGLI, translations: text(title), cover: await upload('district_news'), ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as Record<string, unknown> & { id: number };
}

describe('content lists', () => {
  it('list the district’s items of that entity only, by tab, search and sort', async () => {
    const a = await news('Zebra crossing repainted', { status: 'published' });
    const b = await news('Aardvark-free courtyard');
    const list = (qs: string, name = 'district_news') => call('GET', `/api/v3/${name}?district_id=${NAVIGLI}&${qs}`);
    const all = (await list('paginate=100')).json().data.data as { id: number; type: string; status: string }[];
    expect(all.map((r) => r.id)).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(new Set(all.map((r) => r.type))).toEqual(new Set(['district_news']));
    // Another entity's list never shows them, though they share a table.
    const promotions = (await list('paginate=100', 'district_promotions')).json().data.data as { id: number }[];
    expect(promotions.map((r) => r.id)).not.toContain(a.id);
    expect((await call('GET', `/api/v3/district_promotions/${a.id}?district_id=${NAVIGLI}`)).statusCode).toBe(404);

    const published = (await list('status=published&paginate=100')).json().data.data as { id: number; status: string }[];
    expect(published.every((r) => r.status === 'published')).toBe(true);
    expect(published.map((r) => r.id)).toContain(a.id);
    expect(published.map((r) => r.id)).not.toContain(b.id);
    const drafts = (await list('status=draft&paginate=100')).json().data.data as { id: number }[];
    expect(drafts.map((r) => r.id)).toContain(b.id);

    const found = (await list(`query=${encodeURIComponent('  aardvark ')}`)).json().data;
    expect(found.data.map((r: { id: number }) => r.id)).toEqual([b.id]);
    expect((await list(`query=${encodeURIComponent('%')}`)).json().data.total).toBe(0);

    const byTitle = (await list('order_by=title&sort_by=asc&paginate=100')).json().data.data as { translations: { title: string }[] }[];
    const titles = byTitle.map((r) => r.translations[0]?.title ?? '');
    expect(titles.indexOf('Aardvark-free courtyard')).toBeLessThan(titles.indexOf('Zebra crossing repainted'));
    expect((await list('order_by=password')).statusCode).toBe(422);
    expect((await list('status=archived_or_not')).statusCode).toBe(422);
  });

  it('offer the district’s active tags to pick, and refuse another district’s', async () => {
    const options = (await call('GET', `/api/v3/district_news/tag_options?district_id=${NAVIGLI}`)).json().data as { id: number; name: string }[];
    expect(options.length).toBeGreaterThan(0);
    const other = (await call('GET', `/api/v3/district_news/tag_options?district_id=${AURORA}`)).json().data as { id: number }[];
    const res = await call('POST', '/api/v3/district_news', {
      district_id: NAVIGLI,
      translations: text('Tagged'),
      cover: await upload('district_news'),
      tag_ids: [options[0].id, other[0].id],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ tag_ids: ['Validations.SelectAnOption'] });
    const ok = await news('Tagged right', { tag_ids: [options[0].id] });
    expect(ok.tags).toEqual([{ id: options[0].id, name: options[0].name }]);
  });
});

describe('the content form’s rules on the server', () => {
  it('needs a title and text in a language and a cover: LangNotNull and NoImage on their fields', async () => {
    const res = await call('POST', '/api/v3/district_news', { district_id: NAVIGLI, translations: [{ locale: 'it', title: '', description: '' }] });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      'translations.it.title': ['Validations.LangNotNull'],
      'translations.it.description': ['Validations.LangNotNull'],
      cover: ['Validations.NoImage'],
    });
    // A name that is not an upload of this district is no image either.
    const foreign = await upload('district_news', 'cover', AURORA);
    const stolen = await call('POST', '/api/v3/district_news', { district_id: NAVIGLI, translations: text('x'), cover: foreign });
    expect(stolen.json().errors).toEqual({ cover: ['Validations.NoImage'] });
  });

  it('checks dates: valid days, the end not before the start, a new item not in the past', async () => {
    const cover = await upload('district_promotions');
    const promotion = (extra: object) => call('POST', '/api/v3/district_promotions', { district_id: NAVIGLI, translations: text('Offer'), cover, ...extra });
    expect((await promotion({})).json().errors).toEqual({ datetime_start: ['Validations.FieldNotNull'], datetime_end: ['Validations.FieldNotNull'] });
    expect((await promotion({ datetime_start: '2026-02-30', datetime_end: 'soon' })).json().errors).toEqual({
      datetime_start: ['Validations.DateInvalid'],
      datetime_end: ['Validations.DateInvalid'],
    });
    expect((await promotion({ datetime_start: romeDay(5), datetime_end: romeDay(2) })).json().errors).toEqual({
      datetime_end: ['Validations.DateEndNotEqualPastStart'],
    });
    expect((await promotion({ datetime_start: romeDay(-3), datetime_end: romeDay(-1) })).json().errors).toEqual({
      datetime_start: ['Validations.DateStartNotPast'],
      datetime_end: ['Validations.DateStartNotPast'],
    });
    const today = await promotion({ datetime_start: romeDay(0), datetime_end: romeDay(10) });
    expect(today.statusCode, today.body).toBe(201);
    // Editing keeps a start that has since passed (the rule is for new items only).
    const id = today.json().data.id;
    const edited = await call('PUT', `/api/v3/district_promotions/${id}`, {
      district_id: NAVIGLI,
      translations: text('Offer, extended'),
      cover: today.json().data.cover,
      datetime_start: romeDay(-2),
      datetime_end: romeDay(20),
    });
    expect(edited.statusCode, edited.body).toBe(200);
  });

  it('needs a custom place’s name and address, and http(s) links', async () => {
    const cover = await upload('district_promotions');
    const res = await call('POST', '/api/v3/district_promotions', {
      district_id: NAVIGLI,
      translations: text('Offer'),
      cover,
      datetime_start: romeDay(1),
      datetime_end: romeDay(2),
      place_type: 'custom_space',
      external_link: 'www.example.com',
    });
    expect(res.json().errors).toEqual({
      place_name: ['Validations.CustomSpaceNoName'],
      place_address: ['Validations.CustomSpaceNoAddress'],
      external_link: ['Validations.InvalidUrl'],
    });
    const camera = await call('POST', '/api/v3/live_cameras', { district_id: NAVIGLI, translations: text('Gate camera') });
    expect(camera.json().errors).toEqual({ external_link: ['Validations.FieldNotNull'] });
  });

  it('refuses fields the entity does not have', async () => {
    const res = await call('POST', '/api/v3/live_cameras', {
      district_id: NAVIGLI,
      translations: text('Cam'),
      external_link: 'https://cams.example.com/a.m3u8',
      top_news: true,
      district: 3,
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['district', 'top_news']);
  });
});

describe('draft and publish', () => {
  it('a draft has no publish date; publishing takes today, or the chosen day; an update without status keeps it', async () => {
    const draft = await news('Draft first');
    expect(draft).toMatchObject({ status: 'draft', datetime_confirmation: null, author_name: 'Ada Rossi' });
    const published = await call('PUT', `/api/v3/district_news/${draft.id}`, {
      district_id: NAVIGLI,
      translations: text('Draft first'),
      cover: draft.cover,
      status: 'published',
    });
    expect(published.json().data).toMatchObject({ status: 'published', datetime_confirmation: romeDay(0) });
    const kept = await call('PUT', `/api/v3/district_news/${draft.id}`, { district_id: NAVIGLI, translations: text('Draft first, again'), cover: draft.cover });
    expect(kept.json().data).toMatchObject({ status: 'published', datetime_confirmation: romeDay(0) });
    const chosen = await news('Chosen day', { status: 'published', datetime_confirmation: romeDay(3) });
    expect(chosen.datetime_confirmation).toBe(romeDay(3));
  });

  it('a publish date is the district’s day, in its own time zone', async () => {
    // Cedar Park is in America/Chicago: its day may not be Rome's.
    await t.database.db.update(districts).set({ timeZone: 'Pacific/Kiritimati' }).where(eq(districts.id, CEDAR));
    const cover = await upload('district_news', 'cover', CEDAR);
    const res = await call('POST', '/api/v3/district_news', { district_id: CEDAR, translations: text('Far east'), cover, status: 'published' });
    const kiritimati = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Kiritimati', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
      new Date(),
    );
    expect(res.json().data.datetime_confirmation).toBe(kiritimati);
    await t.database.db.update(districts).set({ timeZone: 'America/Chicago' }).where(eq(districts.id, CEDAR));
  });
});

describe('share to another district', () => {
  it('arrives there as a draft without the tags, with an audit entry on both sides', async () => {
    const options = (await call('GET', `/api/v3/district_news/tag_options?district_id=${NAVIGLI}`)).json().data as { id: number }[];
    const source = await news('Shared news', { status: 'published', tag_ids: [options[0].id] });
    const [{ id: mark }] = await t.database.db.select({ id: auditEntries.id }).from(auditEntries).orderBy(desc(auditEntries.id)).limit(1);
    const res = await call('POST', '/api/v3/district_news/clone', { district_id: NAVIGLI, contentId: source.id, districtId: AURORA });
    expect(res.statusCode, res.body).toBe(201);
    const copyId = res.json().data.id as number;
    const copy = (await call('GET', `/api/v3/district_news/${copyId}?district_id=${AURORA}`)).json().data;
    expect(copy).toMatchObject({ status: 'draft', datetime_confirmation: null, tag_ids: [], cloned_from: source.id, cover: source.cover, district_id: AURORA });
    expect(copy.translations).toEqual(source.translations);
    const entries = await t.database.db.select().from(auditEntries).where(gt(auditEntries.id, mark)).orderBy(auditEntries.id);
    expect(entries.map((e) => [e.districtId, e.entity, e.recordId, e.action])).toEqual([
      [NAVIGLI, 'district_news', source.id, 'share'],
      [AURORA, 'district_news', copyId, 'create'],
    ]);
    expect(entries[1].requestId).toBe(entries[0].requestId);
  });

  it('copies a podcast’s episodes', async () => {
    const [podcast] = await t.database.db
      .select()
      .from(contents)
      .where(and(eq(contents.districtId, NAVIGLI), eq(contents.type, 'district_podcasts')));
    const res = await call('POST', '/api/v3/district_podcasts/clone', { district_id: NAVIGLI, contentId: podcast.id, districtId: CEDAR });
    expect(res.statusCode, res.body).toBe(201);
    const from = await t.database.db.select().from(podcastEpisodes).where(eq(podcastEpisodes.podcastId, podcast.id));
    const to = await t.database.db.select().from(podcastEpisodes).where(eq(podcastEpisodes.podcastId, res.json().data.id));
    expect(to.map((e) => [e.translations, e.externalLink, e.districtId])).toEqual(from.map((e) => [e.translations, e.externalLink, CEDAR]));
  });

  it('refuses a district the user cannot add to, the same district, and another district’s item', async () => {
    const source = await news('Not for everyone');
    // The manager belongs to Borgo Navigli only.
    const elsewhere = await call('POST', '/api/v3/district_news/clone', { district_id: NAVIGLI, contentId: source.id, districtId: AURORA }, manager);
    expect(elsewhere.statusCode).toBe(403);
    const same = await call('POST', '/api/v3/district_news/clone', { district_id: NAVIGLI, contentId: source.id, districtId: NAVIGLI });
    expect(same.statusCode).toBe(422);
    expect(same.json().errors).toEqual({ districtId: ['Validations.SelectAnOption'] });
    const foreign = await call('POST', '/api/v3/district_news/clone', { district_id: AURORA, contentId: source.id, districtId: CEDAR });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('who may', () => {
  it('refuses without a token, without the permission, and in another district', async () => {
    const item = await news('Guarded');
    expect((await t.app.inject({ method: 'GET', url: `/api/v3/district_news?district_id=${NAVIGLI}` })).statusCode).toBe(401);
    expect((await call('GET', `/api/v3/district_news?district_id=${NAVIGLI}`, undefined, resident)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/v3/district_news/${item.id}?district_id=${NAVIGLI}`, undefined, resident)).statusCode).toBe(403);
    // The manager holds district contents but not the smart solutions' distrct_smart_solution_*.
    expect((await call('GET', `/api/v3/district_news?district_id=${NAVIGLI}`, undefined, manager)).statusCode).toBe(200);
    expect((await call('GET', `/api/v3/district_smart_solutions?district_id=${NAVIGLI}`, undefined, manager)).statusCode).toBe(403);
    expect((await call('GET', `/api/v3/district_news?district_id=${AURORA}`, undefined, manager)).statusCode).toBe(403);
    // Another district's id answers as if it did not exist.
    expect((await call('GET', `/api/v3/district_news/${item.id}?district_id=${AURORA}`)).statusCode).toBe(404);
    expect((await call('PUT', `/api/v3/district_news/${item.id}`, { district_id: AURORA, translations: text('x'), cover: item.cover })).statusCode).toBe(404);
    expect((await call('DELETE', `/api/v3/district_news/${item.id}?district_id=${AURORA}`)).statusCode).toBe(404);
    const gone = await call('DELETE', `/api/v3/district_news/${item.id}?district_id=${NAVIGLI}`);
    expect(gone.statusCode).toBe(200);
    expect((await call('GET', `/api/v3/district_news/${item.id}?district_id=${NAVIGLI}`)).statusCode).toBe(404);
  });
});

describe('the district’s flags', () => {
  it('refuse an entity’s routes while its flag is off, as its section is hidden (spec console §3)', async () => {
    const [row] = await t.database.db.select({ configuration: districts.configuration }).from(districts).where(eq(districts.id, NAVIGLI));
    const off = structuredClone(row.configuration);
    off.DistrictContents.News = false;
    await t.database.db.update(districts).set({ configuration: off }).where(eq(districts.id, NAVIGLI));
    try {
      const res = await call('GET', `/api/v3/district_news?district_id=${NAVIGLI}`);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ missing: { feature: 'DistrictContents.News' } });
      expect((await call('POST', '/api/v3/district_news/clone', { district_id: NAVIGLI, contentId: 1, districtId: AURORA })).statusCode).toBe(403);
      // Another entity of the group stays open.
      expect((await call('GET', `/api/v3/district_promotions?district_id=${NAVIGLI}`)).statusCode).toBe(200);
    } finally {
      await t.database.db.update(districts).set({ configuration: row.configuration }).where(eq(districts.id, NAVIGLI));
    }
  });
});

describe('live cameras’ stream check', () => {
  let local: Server;
  let port = 0;
  beforeAll(async () => {
    local = createServer((req, res) => {
      res.writeHead(req.url === '/live.m3u8' ? 200 : 404, { 'content-type': 'application/vnd.apple.mpegurl' });
      res.end('#EXTM3U\n');
    });
    await new Promise<void>((resolve) => local.listen(0, '127.0.0.1', resolve));
    port = (local.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => local.close(() => resolve())));

  it('never reaches a private address: the server is no proxy into its own network', async () => {
    for (const a of ['127.0.0.1', '10.1.2.3', '192.168.1.1', '172.16.0.9', '169.254.169.254', '100.64.0.1', '::1', 'fe80::1', '::ffff:127.0.0.1', '0.0.0.0']) {
      expect(isPublicAddress(a), a).toBe(false);
    }
    expect(isPublicAddress('93.184.216.34')).toBe(true);
    expect(await checkStream(`http://127.0.0.1:${port}/live.m3u8`)).toBe(false);
    expect(await checkStream(`http://localhost:${port}/live.m3u8`)).toBe(false);
    expect(await checkStream('ftp://example.com/x')).toBe(false);
    const res = await call('GET', `/api/v3/live_cameras/check_stream?district_id=${NAVIGLI}&url=${encodeURIComponent(`http://127.0.0.1:${port}/live.m3u8`)}`);
    expect(res.json().data).toEqual({ verified: false });
  });

  it('says whether a stream answers (asked here of one on this machine)', async () => {
    expect(await checkStream(`http://127.0.0.1:${port}/live.m3u8`, { allowPrivate: true })).toBe(true);
    expect(await checkStream(`http://127.0.0.1:${port}/missing`, { allowPrivate: true })).toBe(false);
  });

  it('records a camera saved unverified as such, for writers only', async () => {
    const res = await call('POST', '/api/v3/live_cameras', {
      district_id: NAVIGLI,
      translations: text('Courtyard'),
      external_link: `http://127.0.0.1:${port}/live.m3u8`,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.stream_verified).toBe(false);
    const refused = await call('GET', `/api/v3/live_cameras/check_stream?district_id=${NAVIGLI}&url=x`, undefined, resident);
    expect(refused.statusCode).toBe(403);
  });
});
