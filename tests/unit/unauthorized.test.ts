import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionNotice } from '../../src/session/store';
import { SESSION_KEY } from '../../src/session/storage';
import { buildStored, buildUser } from './builders';

/**
 * The console's own wiring, as a page load makes it: the session module configures the API client
 * when it is first imported. The unit project shares one module graph per worker (isolate: false),
 * and other files configure the client for their own stores, so the modules are loaded anew here.
 */
async function consoleModules() {
  vi.resetModules();
  const [{ api }, { createAuthProvider }, { createDataProvider }, { withUploads }, { session }] = await Promise.all([
    import('../../src/client/api'),
    import('../../src/providers/authProvider'),
    import('../../src/providers/dataProvider'),
    import('../../src/providers/uploads'),
    import('../../src/session'),
  ]);
  const dp = withUploads(createDataProvider({ districtId: () => session.getState().district?.id ?? null }));
  return { api, createAuthProvider, dp, session };
}
type Modules = Awaited<ReturnType<typeof consoleModules>>;
let api: Modules['api'];
let createAuthProvider: Modules['createAuthProvider'];
let dp: Modules['dp'];
let session: Modules['session'];
beforeAll(async () => {
  ({ api, createAuthProvider, dp, session } = await consoleModules());
});

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
const expired = () => json(401, { success: false, message: 'Your session has expired.' });

/**
 * Spec console §4: a 401 on any logged-in call ends the session. The API client's hook (set up by
 * the session) is the one place that does it, whichever path the call took.
 */
describe('a 401 from any path', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  let notices: SessionNotice[];
  let stop: () => void;
  const calledPaths = () => fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://x').pathname);

  beforeEach(async () => {
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    localStorage.setItem(SESSION_KEY, JSON.stringify(buildStored()));
    session.boot();
    fetchMock.mockResolvedValueOnce(json(200, { success: true, data: buildUser() }));
    await session.revalidate();
    expect(session.getState().status).toBe('log_in');
    notices = [];
    stop = session.onNotice((n) => notices.push(n));
    fetchMock.mockReset();
  });
  afterEach(() => {
    stop();
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  const endedOnce = async () => {
    await vi.waitFor(() => expect(session.getState().status).toBe('log_out'));
    expect(session.getState().expired).toBe(true);
    expect(notices).toEqual([{ type: 'loggedOut', expired: true }]);
    // A lapsed token is not revoked: no logout call follows.
    expect(calledPaths()).not.toContain('/api/v3/auth/logout');
  };

  it('a CRUD call, a custom method, an upload and a download together end it once', async () => {
    fetchMock.mockImplementation(async () => expired());
    const image = { rawFile: new File(['x'], 'a.png', { type: 'image/png' }), src: 'blob:a' };
    const results = await Promise.allSettled([
      dp.getList('tags', { pagination: { page: 1, perPage: 20 }, sort: { field: 'id', order: 'ASC' }, filter: {} }),
      dp.guestAction(1, 2, 'confirm'),
      dp.create('categories', { data: { category_icon: image } }), // the upload of its picked image is refused
      dp.upload(new Blob(['x']), 'b.png', 'categories.category_icon'),
      dp.manual('en', 'manual.pdf'),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected', 'rejected', 'rejected']);
    expect(results.map((r) => (r as PromiseRejectedResult).reason.status)).toEqual([401, 401, 401, 401, 401]);
    // The create stopped at its image's upload.
    expect(calledPaths().filter((p) => p === '/api/v3/uploads')).toHaveLength(2);
    expect(calledPaths()).not.toContain('/api/v3/categories');
    await endedOnce();
  });

  it('the custom method alone ends it', async () => {
    fetchMock.mockResolvedValueOnce(expired());
    await expect(dp.recordAction('contracts', 3, 'approve')).rejects.toMatchObject({ status: 401 });
    await endedOnce();
  });

  it("react-admin's checkError only leaves once the session has ended, and checks no status itself", async () => {
    const auth = createAuthProvider(session);
    await expect(auth.checkError({ status: 401 })).resolves.toBeUndefined();
    expect(session.getState().status).toBe('log_in');
    fetchMock.mockResolvedValueOnce(expired());
    await dp.getOne('tags', { id: 1 }).catch(() => undefined);
    await expect(auth.checkError({ status: 401 })).rejects.toMatchObject({ redirectTo: '/' });
  });

  it('a 403 or a 401 without a token (a refused login) leaves the session alone', async () => {
    fetchMock.mockResolvedValueOnce(json(403, { success: false, message: 'Forbidden' }));
    await dp.getOne('tags', { id: 1 }).catch(() => undefined);
    expect(session.getState().status).toBe('log_in');
    session.logout();
    fetchMock.mockResolvedValue(json(200, { success: true, data: null }));
    await vi.waitFor(() => expect(session.getState().status).toBe('log_out'));
    const unauthorized = vi.spyOn(session, 'unauthorized');
    fetchMock.mockResolvedValueOnce(json(401, { success: false, message: 'These credentials do not match our records.' }));
    await expect(api('/auth/login', { method: 'POST', body: {} })).rejects.toMatchObject({ status: 401 });
    expect(unauthorized).not.toHaveBeenCalled();
    unauthorized.mockRestore();
  });
});
