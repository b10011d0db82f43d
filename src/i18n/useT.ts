import { useCallback, useSyncExternalStore } from 'react';
import { localeStore, type Locale } from './locale';
import { translate, type Params } from '../lib/translate';

/** Translation for components that must not need react-admin (public pages, boundaries). */
export function useT(): { t: (key: string, params?: Params) => string; locale: Locale } {
  const locale = useSyncExternalStore(localeStore.subscribe, () => localeStore.locale);
  // The catalogue too: it changes without the locale when the entities' labels join it.
  const messages = useSyncExternalStore(localeStore.subscribe, () => localeStore.cached(localeStore.locale));
  const t = useCallback((key: string, params?: Params) => translate(messages ?? localeStore.messages, key, params), [messages]);
  return { t, locale };
}
