import type { Messages } from '../../i18n/en';
import { withLabels, type PartialCatalogue } from '../contract/labels';
import { UI_LOCALES } from '../contract/locales';

/**
 * The UI language: the remembered choice, else the browser's first language we speak, else
 * English (spec console §1). Only the current language's catalogue is downloaded.
 */
export const LOCALES = UI_LOCALES;
export type Locale = (typeof LOCALES)[number];
export const LOCALE_KEY = 'borgo.locale';

export const isLocale = (v: unknown): v is Locale => typeof v === 'string' && (LOCALES as readonly string[]).includes(v);

export function pickLocale(stored: string | null, browser: readonly string[]): Locale {
  if (isLocale(stored)) return stored;
  for (const tag of browser) {
    const short = tag.slice(0, 2).toLowerCase();
    if (isLocale(short)) return short;
  }
  return 'en';
}

/**
 * Entities' own labels in one language (resources/<name>/i18n.ts, cut by language at build time:
 * labelsByLocale.ts), asked for with the catalogue they add to.
 */
const labelLoaders: Record<Locale, () => Promise<{ default: readonly PartialCatalogue[] }>> = {
  en: () => import('virtual:entity-labels/en'),
  it: () => import('virtual:entity-labels/it'),
  pt: () => import('virtual:entity-labels/pt'),
};

const loaders: Record<Locale, () => Promise<{ default: Messages }>> = {
  en: () => import('../../i18n/en'),
  it: () => import('../../i18n/it'),
  pt: () => import('../../i18n/pt'),
};

function readStored(): string | null {
  try {
    return localStorage.getItem(LOCALE_KEY);
  } catch {
    return null;
  }
}

const cache = new Map<Locale, Messages>();
const listeners = new Set<() => void>();
let current: Locale = typeof navigator === 'undefined' ? 'en' : pickLocale(readStored(), navigator.languages ?? [navigator.language]);

/**
 * Whether the catalogues carry the entities' labels: the shell's pages need them, the public pages
 * (login, a guest's invitation) do not, and stay within their budget without them (about 15 KB
 * gzip of labels in one language). Set once a shell page is opened, for good.
 */
let entities = false;
/** The locales whose cached catalogue already carries them. */
const withEntities = new Set<Locale>();

export async function loadMessages(locale: Locale): Promise<Messages> {
  const hit = cache.get(locale);
  if (hit && (!entities || withEntities.has(locale))) return hit;
  const [base, labels] = await Promise.all([loaders[locale](), entities ? labelLoaders[locale]() : null]);
  // A load without them that ends after one with them has nothing to add.
  if (!labels && withEntities.has(locale)) return cache.get(locale)!;
  const messages = labels ? withLabels(base.default, labels.default) : base.default;
  cache.set(locale, messages);
  if (labels) withEntities.add(locale);
  return messages;
}

/**
 * From now on the catalogues carry the entities' labels: the current one is reloaded with them,
 * and what reads it is told (a shell page's wait screen names its entity). Resolves once it has.
 */
export async function includeEntityLabels(): Promise<void> {
  if (entities && withEntities.has(current)) return;
  entities = true;
  await loadMessages(current);
  listeners.forEach((fn) => fn());
}

export const localeStore = {
  get locale(): Locale {
    return current;
  },
  /** The current catalogue; loaded by main.tsx before the first render. */
  get messages(): Messages {
    const m = cache.get(current);
    if (!m) throw new Error(`messages for ${current} are not loaded`);
    return m;
  },
  cached(locale: Locale): Messages | undefined {
    return cache.get(locale);
  },
  async setLocale(locale: Locale): Promise<void> {
    await loadMessages(locale);
    current = locale;
    try {
      localStorage.setItem(LOCALE_KEY, locale);
    } catch {
      // not remembered, still switched
    }
    document.documentElement.lang = locale;
    listeners.forEach((fn) => fn());
  },
  subscribe(fn: () => void): () => void {
    listeners.add(fn);
    return () => void listeners.delete(fn);
  },
};
