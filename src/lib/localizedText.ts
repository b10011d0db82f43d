import { CONTENT_LOCALES } from './contentLocales';

/**
 * A per-language value (`{ en, it, pt }`) in one language: the asked one, else English, else
 * the first language that has a text. Free of react-admin, so that the entry can use it too.
 */
export function localized(value: unknown, locale: string): string {
  if (typeof value === 'string') return value;
  if (!value || typeof value !== 'object') return '';
  const v = value as Record<string, unknown>;
  const text = (l: string) => (typeof v[l] === 'string' && (v[l] as string).trim() ? (v[l] as string) : null);
  return text(locale) ?? text('en') ?? CONTENT_LOCALES.map(text).find(Boolean) ?? '';
}
