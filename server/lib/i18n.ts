import en from '../../i18n/en';
import it from '../../i18n/it';
import pt from '../../i18n/pt';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { withAllLabels, type EntityLabels } from '../../src/contract/labels';
import { UI_LOCALES } from '../../src/contract/locales';
import { lookup, translate as translateIn } from '../../src/lib/translate';
import { ENTITIES } from '../contracts';

/** The server speaks the console's languages: its messages come from the same catalogues. */
export const LOCALES = UI_LOCALES;
export type Locale = (typeof LOCALES)[number];

/** Entities' own labels (resources/<name>/i18n.ts), as the console merges them. */
const entityLabels: EntityLabels[] = [];
for (const { dir } of ENTITIES) {
  const file = join(dir, 'i18n.ts');
  if (existsSync(file)) entityLabels.push(((await import(pathToFileURL(file).href)) as { default: EntityLabels }).default);
}
const catalogues: Record<Locale, unknown> = withAllLabels<object>({ en, it, pt }, entityLabels);

/** The first of the request's languages that we speak; English otherwise. */
export function pickLocale(acceptLanguage: string | undefined): Locale {
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.split(';')[0].trim().slice(0, 2).toLowerCase();
    if ((LOCALES as readonly string[]).includes(tag)) return tag as Locale;
  }
  return 'en';
}

/** The console's translator; a key missing in the request's language reads as its English text. */
export function translate(locale: Locale, key: string, params: Record<string, string | number> = {}): string {
  return translateIn(catalogues[locale], key, { _: lookup(catalogues.en, key), ...params });
}
