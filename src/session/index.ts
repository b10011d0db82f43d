import { useSyncExternalStore } from 'react';
import { configureApi } from '../client/api';
import { localeStore } from '../i18n/locale';
import { createSessionStore } from './store';
import type { SessionState } from './types';

/** The console's one session, wired to the browser (storage events, reloads, the API client). */
export const session = createSessionStore({
  reload: (url) => window.location.assign(url),
  log: (message, err) => console.warn(`[session] ${message}`, err),
});

configureApi({
  token: () => session.getState().token,
  locale: () => localeStore.locale,
  // Every 401 of a logged-in call, from any path, ends the session here (spec console §4).
  unauthorized: () => session.unauthorized(),
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
