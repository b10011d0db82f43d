import { useLocaleState } from 'react-admin';
import { CONTENT_LOCALES } from '../lib/contentLocales';

/**
 * A per-language value (`{ en, it, pt }`) in one language: the asked one, else English, else
 * the first language that has a text.
 */
export function localized(value: unknown, locale: string): string {
  if (typeof value === 'string') return value;
  if (!value || typeof value !== 'object') return '';
  const v = value as Record<string, unknown>;
  const text = (l: string) => (typeof v[l] === 'string' && (v[l] as string).trim() ? (v[l] as string) : null);
  return text(locale) ?? text('en') ?? CONTENT_LOCALES.map(text).find(Boolean) ?? '';
}

/** `localized` in the interface language. */
export function useLocalized(): (value: unknown) => string {
  const [locale] = useLocaleState();
  return (value) => localized(value, locale);
}
