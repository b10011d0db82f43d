import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AURORA, bearer, createTestApp, NAVIGLI, type TestContext } from './helpers';

/** Tags: the shared translated-entity routes, proven on one resource. */
let t: TestContext;
let admin: string;
let manager: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, manager] = await Promise.all([t.login('admin@borgo.test'), t.login('manager@borgo.test')]);
});
afterAll(() => t.close());

const list = (qs: string, token = admin, lang = 'en') =>
  t.app.inject({ method: 'GET', url: `/api/v3/tags?district_id=${NAVIGLI}&${qs}`, headers: { ...bearer(token), 'accept-language': lang } });
const names = (res: { json(): { data: { data: { translations: { locale: string; name: string }[] }[] } } }, locale = 'en') =>
  res.json().data.data.map((r) => r.translations.find((x) => x.locale === locale)?.name);

describe('tags list', () => {
  it('pages by 20 from page 1 and stops on a short last page', async () => {
    const first = await list('paginate=20&page=1');
    expect(first.json().data).toMatchObject({ current_page: 1, per_page: 20, total: 52, last_page: 3 });
    expect(first.json().data.data).toHaveLength(20);
    expect((await list('paginate=20&page=3')).json().data.data).toHaveLength(12);
    expect((await list('paginate=20&page=4')).json().data.data).toHaveLength(0);
  });

  it('sorts by name in the reader language, both ways', async () => {
    const asc = names(await list('order_by=name&sort_by=asc&paginate=3'));
    expect(asc).toEqual(['Books', 'Books 2', 'Books 3']);
    const desc = names(await list('order_by=name&sort_by=desc&paginate=2'));
    expect(desc).toEqual(['Yoga 4', 'Yoga 3']);
    const it_ = names(await list('order_by=name&sort_by=asc&paginate=1', admin, 'it'), 'it');
    expect(it_).toEqual(['Animali']);
  });

  it('searches any language, trimmed, and filters by status tab', async () => {
    const found = await list(`query=${encodeURIComponent('  jardim ')}`);
    expect(found.json().data.total).toBe(4);
    const disabled = await list('status=disabled');
    expect(disabled.json().data.total).toBe(5);
    expect((await list('status=nope')).statusCode).toBe(422);
    const wild = await list(`query=${encodeURIComponent('%')}`);
    expect(wild.json().data.total).toBe(0);
  });
});

describe('tags create, read, update, delete', () => {
  it('creates with a name in at least one language, reads, updates and deletes', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v3/tags',
      headers: bearer(admin),
      payload: {
        district_id: NAVIGLI,
        translations: [
          { locale: 'en', name: 'Theatre' },
          { locale: 'it', name: 'Teatro' },
        ],
      },
    });
    expect(created.statusCode).toBe(201);
    const tag = created.json().data;
    expect(tag).toMatchObject({
      status: 'active',
      district_id: NAVIGLI,
      translations: [
        { locale: 'en', name: 'Theatre' },
        { locale: 'it', name: 'Teatro' },
      ],
    });
    const read = await t.app.inject({ method: 'GET', url: `/api/v3/tags/${tag.id}?district_id=${NAVIGLI}`, headers: bearer(admin) });
    expect(read.json().data.id).toBe(tag.id);
    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/v3/tags/${tag.id}`,
      headers: bearer(admin),
      payload: { district_id: NAVIGLI, status: 'disabled', translations: [{ locale: 'en', name: 'Theater' }] },
    });
    expect(updated.json().data).toMatchObject({ status: 'disabled', translations: [{ locale: 'en', name: 'Theater' }] });
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/v3/tags/${tag.id}?district_id=${NAVIGLI}`, headers: bearer(admin) });
    expect(removed.statusCode).toBe(200);
    const gone = await t.app.inject({ method: 'GET', url: `/api/v3/tags/${tag.id}?district_id=${NAVIGLI}`, headers: bearer(admin) });
    expect(gone.statusCode).toBe(404);
  });

  it('answers field errors keyed by language', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v3/tags',
      headers: bearer(admin),
      payload: {
        district_id: NAVIGLI,
        translations: [
          { locale: 'it', name: '  ' },
          { locale: 'en', name: 'x'.repeat(41), color: 1 },
        ],
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      'translations.en.name': ['Validations.FieldTooLongMax'],
      'translations.en.color': ['Validations.FieldUnknown'],
    });
    const blank = await t.app.inject({
      method: 'POST',
      url: '/api/v3/tags',
      headers: bearer(admin),
      payload: {
        district_id: NAVIGLI,
        translations: [
          { locale: 'it', name: '  ' },
          { locale: 'en', name: '' },
        ],
      },
    });
    expect(blank.json().errors).toEqual({ 'translations.it.name': ['Validations.LangNotNull'] });
    const none = await t.app.inject({ method: 'POST', url: '/api/v3/tags', headers: bearer(admin), payload: { district_id: NAVIGLI, translations: [] } });
    expect(none.json().errors).toEqual({ translations: ['Validations.LangNotNull'] });
  });

  it('refuses the manager, who holds no tag permission', async () => {
    expect((await list('', manager)).statusCode).toBe(403);
  });

  it("treats another district's tag as not found", async () => {
    const other = await t.app.inject({ method: 'GET', url: `/api/v3/tags?district_id=${AURORA}`, headers: bearer(admin) });
    const id = other.json().data.data[0].id;
    for (const req of [
      { method: 'GET' as const, url: `/api/v3/tags/${id}?district_id=${NAVIGLI}` },
      { method: 'DELETE' as const, url: `/api/v3/tags/${id}?district_id=${NAVIGLI}` },
      { method: 'PUT' as const, url: `/api/v3/tags/${id}`, payload: { district_id: NAVIGLI, translations: [{ locale: 'en', name: 'Stolen' }] } },
    ]) {
      expect((await t.app.inject({ ...req, headers: bearer(admin) })).statusCode).toBe(404);
    }
  });
});
