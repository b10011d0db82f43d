import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from 'react-admin';
import { configureApi } from '../../src/client/api';
import { createDataProvider, toFormErrors } from '../../src/providers/dataProvider';
import { formToTranslations, translationsToForm } from '../../src/providers/translations';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

describe('dataProvider → /api/v3', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  const dp = createDataProvider({ districtId: () => 4 });
  const lastUrl = () => new URL(String(fetchMock.mock.calls.at(-1)![0]), 'http://x');
  const lastInit = () => fetchMock.mock.calls.at(-1)![1] as RequestInit & { headers: Record<string, string> };

  beforeEach(() => {
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    configureApi({ token: () => 'tok', locale: () => 'it', unauthorized: () => undefined });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('getList sends the contract parameters, token, language and platform', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { success: true, data: { data: [{ id: 1 }], total: 41, current_page: 2, per_page: 20, last_page: 3 } }));
    const res = await dp.getList('tags', {
      pagination: { page: 2, perPage: 20 },
      sort: { field: 'name', order: 'DESC' },
      filter: { q: '  garden  ', status: ['waiting', 'confirmed'], type: 'offer' },
    });
    const url = lastUrl();
    expect(url.pathname).toBe('/api/v3/tags');
    expect(url.searchParams.get('district_id')).toBe('4');
    expect(url.searchParams.get('paginate')).toBe('20');
    expect(url.searchParams.get('page')).toBe('2');
    expect(url.searchParams.get('order_by')).toBe('name');
    expect(url.searchParams.get('sort_by')).toBe('desc');
    expect(url.searchParams.get('query')).toBe('garden');
    expect(url.searchParams.getAll('status[]')).toEqual(['waiting', 'confirmed']);
    expect(url.searchParams.get('type')).toBe('offer');
    expect(url.searchParams.get('platform')).toBe('web');
    expect(lastInit().headers).toMatchObject({ Authorization: 'Bearer tok', 'Accept-Language': 'it', Accept: 'application/json' });
    // One row on a page of 20 is a short page: the last one, whatever the total says (spec console §4).
    expect(res).toEqual({ data: [{ id: 1 }], total: 41, pageInfo: { hasNextPage: false, hasPreviousPage: true } });
  });

  it('a full page says more may follow', async () => {
    const rows = Array.from({ length: 20 }, (_, i) => ({ id: i + 1 }));
    fetchMock.mockResolvedValueOnce(json(200, { success: true, data: { data: rows, total: 20 } }));
    const res = await dp.getList('tags', { pagination: { page: 1, perPage: 20 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    expect(res.pageInfo).toEqual({ hasNextPage: true, hasPreviousPage: false });
  });

  it('defaults to 20 per page from page 1 and leaves out empty values', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { success: true, data: { data: [], total: 0 } }));
    await dp.getList('tags', { filter: { q: '' } } as never);
    expect(lastUrl().search).toBe('?district_id=4&paginate=20&page=1&platform=web');
  });

  it('getOne, create, update and delete use the item paths and methods', async () => {
    fetchMock.mockImplementation(async () =>
      json(200, {
        success: true,
        data: {
          id: 5,
          translations: [
            { locale: 'en', name: 'Garden' },
            { locale: 'it', name: 'Giardino' },
          ],
        },
      }),
    );
    const one = await dp.getOne('tags', { id: 5 });
    expect(lastUrl().pathname).toBe('/api/v3/tags/5');
    expect(one.data).toEqual({ id: 5, name: { en: 'Garden', it: 'Giardino' } });

    await dp.create('tags', { data: { name: { en: 'Garden', it: 'Giardino' }, color: '#fff' } });
    expect(lastInit().method).toBe('POST');
    expect(JSON.parse(String(lastInit().body))).toEqual({
      district_id: 4,
      color: '#fff',
      translations: [
        { locale: 'en', name: 'Garden' },
        { locale: 'it', name: 'Giardino' },
      ],
    });
    expect(lastInit().headers['Content-Type']).toBe('application/json');

    await dp.update('tags', { id: 5, data: { name: { en: 'G' } }, previousData: { id: 5 } });
    expect(lastInit().method).toBe('PUT');
    expect(lastUrl().pathname).toBe('/api/v3/tags/5');

    await dp.delete('tags', { id: 5, previousData: { id: 5 } });
    expect(lastInit().method).toBe('DELETE');
    expect(lastUrl().searchParams.get('district_id')).toBe('4');
  });

  it('a 422 becomes an HttpError whose body.errors reach the form fields', async () => {
    fetchMock.mockResolvedValueOnce(
      json(422, {
        success: false,
        message: 'The data sent is not valid.',
        errors: { name: ['Validations.FieldNotNull'], 'place.address': ['Validations.FieldInvalid'] },
      }),
    );
    const err = await dp.create('tags', { data: {} }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect((err as HttpError).status).toBe(422);
    expect((err as HttpError).message).toBe('The data sent is not valid.');
    expect((err as HttpError).body.errors).toEqual({ name: 'Validations.FieldNotNull', place: { address: 'Validations.FieldInvalid' } });
  });

  it('a 401 keeps its status (the API client has ended the session already: tests/unit/unauthorized)', async () => {
    fetchMock.mockResolvedValueOnce(json(401, { success: false, message: 'Your session has expired.' }));
    const err = await dp.getOne('tags', { id: 1 }).catch((e: unknown) => e);
    expect((err as HttpError).status).toBe(401);
  });

  it('custom methods carry the district where their route reads it, and nothing else', async () => {
    fetchMock.mockImplementation(async () => json(200, { success: true, message: 'Done.', data: { link: 'l' } }));
    const sent = () => ({
      method: lastInit().method ?? 'GET',
      path: lastUrl().pathname,
      search: lastUrl().search,
      body: lastInit().body === undefined ? undefined : JSON.parse(String(lastInit().body)),
    });

    expect(await dp.recordAction('contracts', 7, 'reject', { rejection_reason: 'No' })).toEqual({ data: { link: 'l' }, message: 'Done.' });
    expect(sent()).toEqual({ method: 'POST', path: '/api/v3/contracts/7/reject', search: '?platform=web', body: { district_id: 4, rejection_reason: 'No' } });

    await dp.guestAction(3, 9, 'exit');
    expect(sent()).toEqual({ method: 'POST', path: '/api/v3/visitors/3/guests/9/exit', search: '?platform=web', body: { district_id: 4 } });

    await dp.residents('  ada ');
    expect(sent()).toEqual({ method: 'GET', path: '/api/v3/visitors/hosts', search: '?district_id=4&query=ada&platform=web', body: undefined });

    await dp.dashboardCounts();
    expect(sent()).toEqual({ method: 'GET', path: '/api/v3/dashboard', search: '?district_id=4&platform=web', body: undefined });

    await dp.apartmentConsumptions(12);
    expect(sent()).toEqual({ method: 'GET', path: '/api/v3/apartments/12/consumptions', search: '?district_id=4&platform=web', body: undefined });

    await dp.sendExportRequest({ target: 'posts', date_start: '2026-01-01', date_end: '2026-01-31' });
    expect(sent()).toEqual({
      method: 'POST',
      path: '/api/v3/exported_api_documents/send_request',
      search: '?platform=web',
      body: { district_id: 4, target: 'posts', date_start: '2026-01-01', date_end: '2026-01-31' },
    });

    await dp.getTerms('privacy');
    expect(sent()).toEqual({ method: 'GET', path: '/api/v3/terms_conditions', search: '?district_id=4&type=privacy&platform=web', body: undefined });

    // The user's own calls are not a district's.
    await dp.me();
    expect(sent()).toEqual({ method: 'GET', path: '/api/v3/auth/me', search: '?platform=web', body: undefined });
    await dp.updateProfile({ first_name: 'Ada', last_name: 'R', phone: '' });
    expect(sent()).toEqual({ method: 'PUT', path: '/api/v3/profile', search: '?platform=web', body: { first_name: 'Ada', last_name: 'R', phone: '' } });
    expect(lastInit().headers).toMatchObject({ Authorization: 'Bearer tok', 'Accept-Language': 'it', 'Content-Type': 'application/json' });
  });

  it('downloads name their file from the answer, else the fallback, with the district in the query', async () => {
    fetchMock.mockResolvedValueOnce(new Response('pdf', { status: 200, headers: { 'content-disposition': 'attachment; filename="Manuale.pdf"' } }));
    const manual = await dp.manual('it', 'manual.pdf');
    expect(manual.name).toBe('Manuale.pdf');
    expect(lastUrl().pathname).toBe('/api/v3/manual');
    expect(lastUrl().search).toBe('?district_id=4&language=it&platform=web');
    fetchMock.mockResolvedValueOnce(new Response('xls', { status: 200 }));
    const file = await dp.exportFile('/api/v3/exported_api_documents/7/file', 'export.xlsx');
    expect(file.name).toBe('export.xlsx');
    expect(lastUrl().pathname).toBe('/api/v3/exported_api_documents/7/file');
    expect(lastUrl().search).toBe('?district_id=4&platform=web');
  });
});

describe('translations mapping', () => {
  it('round-trips translations and the per-locale form shape', () => {
    const api = {
      id: 1,
      translations: [
        { locale: 'en', title: 'Hi', description: 'D' },
        { locale: 'pt', title: 'Oi', description: 'Dp' },
      ],
    };
    const form = translationsToForm(api);
    expect(form).toEqual({ id: 1, title: { en: 'Hi', pt: 'Oi' }, description: { en: 'D', pt: 'Dp' } });
    expect(formToTranslations(form)).toEqual({
      id: 1,
      translations: [
        { locale: 'en', title: 'Hi', description: 'D' },
        { locale: 'pt', title: 'Oi', description: 'Dp' },
      ],
    });
  });
  it('leaves records without translations alone and honours a declared field list', () => {
    expect(translationsToForm({ id: 1, name: 'x' })).toEqual({ id: 1, name: 'x' });
    expect(formToTranslations({ title: { en: 'a' }, meta: { en: 'kept' } }, ['title'])).toEqual({
      meta: { en: 'kept' },
      translations: [{ locale: 'en', title: 'a' }],
    });
  });
  it('nests dotted field errors', () => {
    expect(toFormErrors({ 'a.b.c': ['k1', 'k2'] })).toEqual({ a: { b: { c: 'k1' } } });
  });

  it('puts per-language errors on the form field of that language, with their numbers', () => {
    expect(toFormErrors({ 'translations.it.name': ['Validations.FieldTooLongMax'] }, { 'translations.it.name': { max: 40 } })).toEqual({
      name: { it: '@@react-admin@@{"message":"Validations.FieldTooLongMax","args":{"language":"IT","max":40}}' },
    });
    expect(toFormErrors({ 'translations.en.name': ['Validations.LangNotNull'] })).toEqual({
      name: { en: '@@react-admin@@{"message":"Validations.LangNotNull","args":{"language":"EN"}}' },
    });
  });
});
