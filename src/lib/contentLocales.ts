/** Content languages: the one list is in src/contract/locales.ts. */
export { CONTENT_LOCALES, type ContentLocale } from '../contract/locales';
