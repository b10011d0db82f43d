import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '../../src/client/api';
import { createSessionStore } from '../../src/session/store';
import { COUNTRY_KEY, SESSION_KEY } from '../../src/session/storage';
import { buildStored, buildUser } from './builders';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('session store effects', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  let store: ReturnType<typeof createSessionStore>;
  const reload = vi.fn();

  beforeEach(() => {
    localStorage.clear();
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    store = createSessionStore({ reload, log: () => undefined });
    configureApi({ token: () => store.getState().token, locale: () => 'en', unauthorized: () => store.unauthorized() });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('login stores the session and the country details apart; logout clears both', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { success: true, data: { ...buildUser(), access_token: 'abc' } }));
    await store.login(' Admin@Borgo.test ', 'secret1', 'en');
    expect(JSON.parse(fetchMock.mock.calls[0][1].body)).toEqual({ email: 'admin@borgo.test', password: 'secret1', language: 'en' });
    expect(store.getState().status).toBe('log_in');
    expect(JSON.parse(localStorage.getItem(SESSION_KEY)!).token).toBe('abc');
    expect(JSON.parse(localStorage.getItem(COUNTRY_KEY)!).currency_code).toBe('EUR');
    fetchMock.mockResolvedValueOnce(json(200, { success: true, data: null }));
    store.logout();
    await vi.waitFor(() => expect(store.getState().status).toBe('log_out'));
    expect(fetchMock.mock.calls[1][0]).toContain('/api/v3/auth/logout');
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
    expect(localStorage.getItem(COUNTRY_KEY)).toBeNull();
  });

  it('logout forgets the stored session at once, while the revoke is on its way, and the revoke still carries the token', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { success: true, data: { ...buildUser(), access_token: 'abc' } }));
    await store.login('admin@borgo.test', 'secret1', 'en');
    // The revoke hangs: a tab closed now, or a server that never answers, must not leave the session stored.
    let answer: (r: Response) => void = () => undefined;
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (answer = resolve)));
    store.logout();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
    expect(localStorage.getItem(COUNTRY_KEY)).toBeNull();
    expect(new Headers(fetchMock.mock.calls[1][1].headers).get('Authorization')).toBe('Bearer abc');
    answer(json(200, { success: true, data: null }));
    await vi.waitFor(() => expect(store.getState().status).toBe('log_out'));
  });

  it('the three login failure messages: server text, no message, unexpected', async () => {
    fetchMock.mockResolvedValueOnce(json(401, { success: false, message: 'These credentials do not match our records.' }));
    await store.login('a@b.cd', 'secret1', 'en');
    expect(store.getState().loginMessage).toEqual({ text: 'These credentials do not match our records.' });
    fetchMock.mockResolvedValueOnce(json(500, { success: false }));
    await store.login('a@b.cd', 'secret1', 'en');
    expect(store.getState().loginMessage).toEqual({ key: 'Errors.NoMessage' });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await store.login('a@b.cd', 'secret1', 'en');
    expect(store.getState().loginMessage).toEqual({ key: 'Errors.Unexpected' });
    expect(store.getState().status).toBe('log_out');
  });

  it('a stored session with a lapsed token ends expired and is removed', async () => {
    localStorage.setItem(SESSION_KEY, JSON.stringify(buildStored()));
    store.boot();
    expect(store.getState().status).toBe('logging_In');
    fetchMock.mockResolvedValueOnce(json(401, { success: false, message: 'expired' }));
    await store.revalidate();
    await vi.waitFor(() => expect(store.getState().status).toBe('log_out'));
    expect(store.getState().expired).toBe(true);
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1); // no logout call with a dead token
  });

  it('cross-tab: removal logs out expired; a district change elsewhere reloads at the dashboard', async () => {
    localStorage.setItem(SESSION_KEY, JSON.stringify(buildStored()));
    store.boot();
    fetchMock.mockResolvedValueOnce(json(200, { success: true, data: buildUser() }));
    await store.revalidate();
    store.onStorage({
      key: SESSION_KEY,
      newValue: JSON.stringify(buildStored({ district: { id: 2, name: 'Vila Aurora', default_language: 'pt', currency_symbol: 'R$' } })),
    });
    expect(reload).toHaveBeenCalledWith('/backend/dashboard');
    fetchMock.mockResolvedValue(json(200, { success: true, data: null }));
    store.onStorage({ key: SESSION_KEY, newValue: null });
    await vi.waitFor(() => expect(store.getState().status).toBe('log_out'));
    expect(store.getState().expired).toBe(true);
  });

  it('a district.changed whose me no longer has the current district asks to pick; picking goes on there', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { success: true, data: { ...buildUser(), access_token: 'abc' } }));
    await store.login('admin@borgo.test', 'secret1', 'en');
    const lost = buildUser({ dashboard_district: null, permissions: [], districts: [{ id: 2, name: 'Vila Aurora' }] });
    fetchMock.mockResolvedValueOnce(json(200, { success: true, data: lost }));
    await store.remoteDistrictChange({ user_id: 1, district_id: 2, district_name: 'Vila Aurora' });
    expect(store.getState()).toMatchObject({ status: 'log_in', districtLost: true });
    // Nothing is asked about the lost district meanwhile.
    const calls = fetchMock.mock.calls.length;
    await store.loadDistrictData(true);
    expect(fetchMock.mock.calls.length).toBe(calls);

    const aurora = { id: 2, name: 'Vila Aurora', default_language: 'pt', currency_symbol: 'R$' };
    fetchMock.mockImplementation(async (url: string) =>
      url.includes('select-district')
        ? json(200, { success: true, data: { dashboard_district: aurora, permissions: ['backend'] } })
        : json(200, { success: true, data: [] }),
    );
    expect(await store.switchDistrict(2)).toBe(true);
    expect(store.getState()).toMatchObject({ status: 'log_in', districtLost: false, district: aurora });
  });

  it('switches district with selected_district and tells the shell', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { success: true, data: { ...buildUser(), access_token: 'abc' } }));
    await store.login('admin@borgo.test', 'secret1', 'en');
    const notices: unknown[] = [];
    store.onNotice((n) => notices.push(n));
    const aurora = { id: 2, name: 'Vila Aurora', default_language: 'pt', currency_symbol: 'R$' };
    fetchMock.mockImplementation(async (url: string) =>
      url.includes('select-district')
        ? json(200, { success: true, data: { dashboard_district: aurora, permissions: ['backend'] } })
        : json(200, { success: true, data: [] }),
    );
    expect(await store.switchDistrict(2)).toBe(true);
    const call = fetchMock.mock.calls.find(([u]) => String(u).includes('select-district'))!;
    expect(JSON.parse(call[1].body)).toEqual({ selected_district: 2 });
    expect(store.getState().district?.name).toBe('Vila Aurora');
    expect(notices).toEqual([{ type: 'districtChanged', remote: false, districtName: 'Vila Aurora' }]);
  });

  it('access.changed reads the session again: new permissions and site map; a lost district asks to pick', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { success: true, data: { ...buildUser(), access_token: 'abc' } }));
    await store.login('admin@borgo.test', 'secret1', 'en');
    const fewer = { ...buildUser({ permissions: ['backend'] }) };
    fetchMock.mockImplementation(async (url: string) =>
      url.includes('/auth/me')
        ? json(200, { success: true, data: fewer })
        : json(200, { success: true, data: url.includes('site-map/data') ? { waiting: {} } : [] }),
    );
    expect(await store.refreshAccess()).toBe(true);
    expect(store.getState().user?.permissions).toEqual(['backend']);
    const urls = fetchMock.mock.calls.map((c) => String(c[0]));
    expect(urls.some((u) => u.includes('/site-map?'))).toBe(true);
    expect(store.getState()).toMatchObject({ status: 'log_in', districtLost: false });
    // The current district's roles were all removed: another is to be picked.
    const lost = buildUser({ dashboard_district: null, permissions: [], districts: [{ id: 2, name: 'Vila Aurora' }] });
    fetchMock.mockImplementation(async () => json(200, { success: true, data: lost }));
    expect(await store.refreshAccess()).toBe(true);
    expect(store.getState()).toMatchObject({ status: 'log_in', districtLost: true });
  });
});
