import en from '../../i18n/en';
import it from '../../i18n/it';
import pt from '../../i18n/pt';

/** The server speaks the console's languages: its messages come from the same catalogues. */
export const LOCALES = ['en', 'it', 'pt'] as const;
export type Locale = (typeof LOCALES)[number];
const catalogues: Record<Locale, unknown> = { en, it, pt };

/** The first of the request's languages that we speak; English otherwise. */
export function pickLocale(acceptLanguage: string | undefined): Locale {
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.split(';')[0].trim().slice(0, 2).toLowerCase();
    if ((LOCALES as readonly string[]).includes(tag)) return tag as Locale;
  }
  return 'en';
}

function lookup(catalogue: unknown, key: string): string | undefined {
  let node: unknown = catalogue;
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export function translate(locale: Locale, key: string, params: Record<string, string | number> = {}): string {
  const text = lookup(catalogues[locale], key) ?? lookup(catalogues.en, key) ?? key;
  return text.replace(/%\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''));
}
