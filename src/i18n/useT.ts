import { useCallback, useSyncExternalStore } from 'react';
import { localeStore, type Locale } from './locale';
import { translate, type Params } from '../lib/translate';

/** Translation for components that must not need react-admin (public pages, boundaries). */
export function useT(): { t: (key: string, params?: Params) => string; locale: Locale } {
  const locale = useSyncExternalStore(localeStore.subscribe, () => localeStore.locale);
  const t = useCallback((key: string, params?: Params) => translate(localeStore.messages, key, params), [locale]); // eslint-disable-line react-hooks/exhaustive-deps
  return { t, locale };
}
