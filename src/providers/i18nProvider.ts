import type { I18nProvider } from 'react-admin';
import { isLocale, LOCALES, localeStore } from '../i18n/locale';
import { translate } from '../lib/translate';

/**
 * react-admin's translator over our catalogues (which carry react-admin's own `ra.*` keys in each
 * language), with the same `translate` as the public pages: no second translation library in the
 * shell. Changing the language goes through the locale store, so it is remembered and the API's
 * Accept-Language follows.
 */
export function createI18nProvider(): I18nProvider {
  const names = LOCALES.map((locale) => ({ locale, name: translate(localeStore.messages, `Languages.${locale}`) }));
  // The locale store holds the language and its catalogue; react-admin re-renders once
  // changeLocale has settled, and reads them from there.
  return {
    translate: (key, options = {}) => translate(localeStore.messages, key, options as Record<string, unknown>),
    changeLocale: async (locale: string) => {
      if (isLocale(locale)) await localeStore.setLocale(locale);
    },
    getLocale: () => localeStore.locale,
    getLocales: () => names,
  };
}
