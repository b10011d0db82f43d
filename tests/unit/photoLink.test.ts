import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '../../src/client/api';
import { linkLapsesAt } from '../../src/lib/fileLinks';
import { createSessionStore } from '../../src/session/store';
import { buildUser } from './builders';

/** Issue 13: the user's photo comes as a link signed for minutes; the session reads it again before it lapses. */
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const NOW = Date.UTC(2026, 4, 1, 10, 0, 0);
const link = (expiresMs: number, signature = 's'.repeat(43)) =>
  `/api/v3/files/${'a'.repeat(32)}.png?expires=${expiresMs / 1000}&session=3&signature=${signature}`;

describe('photo links', () => {
  it('say when they lapse; other URLs say nothing', () => {
    expect(linkLapsesAt(link(NOW + 900_000))).toBe(NOW + 900_000);
    expect(linkLapsesAt(`/api/v3/files/${'a'.repeat(32)}.png`)).toBeNull();
    expect(linkLapsesAt('https://example.org/a.png?expires=soon')).toBeNull();
    expect(linkLapsesAt(null)).toBeNull();
  });

  describe('in the session', () => {
    let fetchMock: ReturnType<typeof vi.fn>;
    let store: ReturnType<typeof createSessionStore>;
    beforeEach(() => {
      vi.useFakeTimers({ now: NOW });
      localStorage.clear();
      fetchMock = vi.fn();
      vi.stubGlobal('fetch', fetchMock);
      store = createSessionStore({ reload: () => undefined, log: () => undefined });
      configureApi({ token: () => store.getState().token, locale: () => 'en', unauthorized: () => store.unauthorized() });
    });
    afterEach(() => {
      store.logout();
      vi.unstubAllGlobals();
      vi.useRealTimers();
    });

    it('are read again from auth/me two minutes before they lapse, and again after that', async () => {
      const first = link(NOW + 15 * 60_000, 'a'.repeat(43));
      const second = link(NOW + 30 * 60_000, 'b'.repeat(43));
      fetchMock.mockResolvedValueOnce(json(200, { success: true, data: { ...buildUser({ cover_path: first }), access_token: 'abc' } }));
      await store.login('admin@borgo.test', 'secret1', 'en');
      expect(store.getState().user?.cover_path).toBe(first);
      fetchMock.mockResolvedValueOnce(json(200, { success: true, data: buildUser({ cover_path: second }) }));
      await vi.advanceTimersByTimeAsync(13 * 60_000 - 1000);
      expect(fetchMock).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1000);
      await vi.waitFor(() => expect(store.getState().user?.cover_path).toBe(second));
      expect(fetchMock.mock.calls[1][0]).toContain('/api/v3/auth/me');
      // The next renewal is two minutes before the new link lapses.
      fetchMock.mockResolvedValueOnce(json(200, { success: true, data: buildUser({ cover_path: null }) }));
      await vi.advanceTimersByTimeAsync(15 * 60_000);
      await vi.waitFor(() => expect(store.getState().user?.cover_path).toBeNull());
      await vi.advanceTimersByTimeAsync(60 * 60_000);
      expect(fetchMock).toHaveBeenCalledTimes(3);
    });

    it('are not read again for a user without a photo, nor after a logout', async () => {
      fetchMock.mockResolvedValueOnce(json(200, { success: true, data: { ...buildUser({ cover_path: null }), access_token: 'abc' } }));
      await store.login('admin@borgo.test', 'secret1', 'en');
      await vi.advanceTimersByTimeAsync(60 * 60_000);
      expect(fetchMock).toHaveBeenCalledTimes(1);
      store.updateUser({ cover_path: link(NOW + 75 * 60_000) });
      fetchMock.mockResolvedValue(json(200, { success: true, data: null }));
      store.logout();
      await vi.advanceTimersByTimeAsync(60 * 60_000);
      expect(fetchMock.mock.calls.map((c) => String(c[0])).filter((u) => u.includes('/auth/me'))).toEqual([]);
    });
  });
});
