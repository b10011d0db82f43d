import { useSyncExternalStore } from 'react';
import { configureApi } from '../client/api';
import { localeStore } from '../i18n/locale';
import { createSessionStore } from './store';
import { adoptPreviewFromUrl, endPreview, previewHeaders, previewTarget } from './preview';
import type { SessionState } from './types';

// Before the first call: a tab opened to "view as" someone sends that on every call (issue 17).
if (typeof window !== 'undefined') adoptPreviewFromUrl(window.location, (url) => window.history.replaceState(window.history.state, '', url));

/** The console's one session, wired to the browser (storage events, reloads, the API client). */
export const session = createSessionStore({
  reload: (url) => window.location.assign(url),
  log: (message, err) => console.warn(`[session] ${message}`, err),
  previewing: () => previewTarget() !== null,
  endPreview: () =>
    endPreview(
      (url) => window.location.assign(url),
      () => window.close(),
    ),
});

configureApi({
  token: () => session.getState().token,
  locale: () => localeStore.locale,
  // Every 401 of a logged-in call, from any path, ends the session here (spec console §4).
  unauthorized: () => session.unauthorized(),
  headers: previewHeaders,
});

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.storageArea === window.localStorage) session.onStorage({ key: e.key, newValue: e.newValue });
  });
}

export function useSession<T>(select: (s: SessionState) => T): T {
  return useSyncExternalStore(session.subscribe, () => select(session.getState()));
}

export type { SessionState } from './types';
