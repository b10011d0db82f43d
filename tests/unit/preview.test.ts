import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '../../src/client/api';
import { formatPreview, parsePreview, PREVIEW_HEADER } from '../../src/contract/preview';
import { adoptPreviewFromUrl, endPreview, previewHeaders, previewTarget, previewUrl } from '../../src/session/preview';
import { createSessionStore } from '../../src/session/store';
import { SESSION_KEY } from '../../src/session/storage';
import { buildStored, buildUser } from './builders';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('"view as" target', () => {
  it('reads role:N and user:N only', () => {
    expect(parsePreview('role:12')).toEqual({ kind: 'role', id: 12 });
    expect(parsePreview('user:5')).toEqual({ kind: 'user', id: 5 });
    for (const bad of ['role:0', 'role:012', 'role:-1', 'role:1.5', 'group:1', 'role:2147483648', ' role:1', 'role:1 ', '', null, 7, ['role:1']]) {
      expect(parsePreview(bad), String(bad)).toBeNull();
    }
    expect(formatPreview({ kind: 'user', id: 9 })).toBe('user:9');
    expect(previewUrl({ kind: 'role', id: 3 })).toBe('/backend/dashboard?view_as=role%3A3');
  });
});

describe('a "view as" tab', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    endPreview(
      () => undefined,
      () => undefined,
    );
    vi.unstubAllGlobals();
  });

  it('adopts the address parameter once, keeps it for the tab and removes it from the address', () => {
    const replace = vi.fn();
    adoptPreviewFromUrl({ pathname: '/backend/tags', search: '?view_as=role%3A3&tab=all', hash: '#x' }, replace);
    expect(replace).toHaveBeenCalledWith('/backend/tags?tab=all#x');
    expect(previewTarget()).toEqual({ kind: 'role', id: 3 });
    expect(sessionStorage.getItem('borgo.preview')).toBe('role:3');
    expect(previewHeaders()).toEqual({ [PREVIEW_HEADER]: 'role:3' });
    // A malformed one is dropped from the address and changes nothing.
    adoptPreviewFromUrl({ pathname: '/backend/dashboard', search: '?view_as=root', hash: '' }, replace);
    expect(replace).toHaveBeenLastCalledWith('/backend/dashboard');
    expect(previewTarget()).toEqual({ kind: 'role', id: 3 });
  });

  it('sends the header on every call, never writes the shared session, and "logout" only ends the preview', async () => {
    adoptPreviewFromUrl({ pathname: '/backend/dashboard', search: '?view_as=user%3A7', hash: '' }, () => undefined);
    const stored = buildStored();
    localStorage.setItem(SESSION_KEY, JSON.stringify(stored));
    const ended = vi.fn();
    const store = createSessionStore({ reload: () => undefined, log: () => undefined, previewing: () => previewTarget() !== null, endPreview: ended });
    configureApi({ token: () => store.getState().token, locale: () => 'en', unauthorized: () => store.unauthorized(), headers: previewHeaders });
    store.boot();
    // The stored site map is the user's own: a preview reads it again for the previewed permissions.
    expect(store.getState().siteMap).toBeNull();
    expect(store.getState().configuration).toBeNull();
    const previewed = { ...buildUser(), permissions: ['visitors_view'], preview: { kind: 'user', id: 7, name: 'Gino Verdi' } };
    fetchMock.mockResolvedValueOnce(json(200, { success: true, data: previewed }));
    await store.revalidate();
    expect(fetchMock.mock.calls[0][1].headers[PREVIEW_HEADER]).toBe('user:7');
    expect(store.getState().status).toBe('log_in');
    expect(store.getState().user?.permissions).toEqual(['visitors_view']);
    expect(localStorage.getItem(SESSION_KEY)).toBe(JSON.stringify(stored));
    store.logout();
    expect(ended).toHaveBeenCalledTimes(1);
    expect(store.getState().status).toBe('log_in');
    expect(fetchMock).toHaveBeenCalledTimes(1); // no logout call: the token is the user's own
  });
});
