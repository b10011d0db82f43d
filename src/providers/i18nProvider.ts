import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { isLocale, loadMessages, LOCALES, localeStore } from '../i18n/locale';
import { translate } from '../i18n/translate';

/**
 * react-admin's translator over our catalogues (which carry react-admin's own `ra.*` keys in each
 * language). Changing the language goes through the locale store, so it is remembered and the
 * API's Accept-Language follows.
 */
export function createI18nProvider(): I18nProvider {
  // Our catalogues are typed more strictly than react-admin's loose message map.
  const messagesFor = (locale: string) => {
    const l = isLocale(locale) ? locale : 'en';
    return (localeStore.cached(l) ?? loadMessages(l)) as TranslationMessages | Promise<TranslationMessages>;
  };
  const names = LOCALES.map((locale) => ({ locale, name: translate(localeStore.messages, `Languages.${locale}`) }));
  const base = polyglotI18nProvider(messagesFor, localeStore.locale, names, { allowMissing: true });
  return {
    ...base,
    changeLocale: async (locale: string) => {
      if (!isLocale(locale)) return;
      await localeStore.setLocale(locale);
      await base.changeLocale(locale);
    },
  };
}
