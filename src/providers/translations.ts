/**
 * Multilingual content travels as `translations: [{ locale, title, description }]` and is edited
 * per language as `{ title: { en, it }, description: { en, it } }` (react-admin's
 * TranslatableInputs). These two pure functions map one to the other.
 */
import { CONTENT_LOCALES } from '../contract/locales';

export { CONTENT_LOCALES };

type Row = Record<string, unknown>;
export interface Translation {
  locale: string;
  [field: string]: unknown;
}

const isPlain = (v: unknown): v is Row =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof Date) && !(typeof File !== 'undefined' && v instanceof File);

/** A value that looks like `{ en: '...', it: '...' }`. */
export function isPerLocale(value: unknown): value is Record<string, unknown> {
  if (!isPlain(value)) return false;
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every((k) => (CONTENT_LOCALES as readonly string[]).includes(k));
}

export function translationsToForm<T extends Row>(record: T): T {
  const list = record.translations;
  if (!Array.isArray(list)) return record;
  const out: Row = { ...record };
  delete out.translations;
  for (const entry of list as Translation[]) {
    if (!entry || typeof entry.locale !== 'string') continue;
    for (const [field, value] of Object.entries(entry)) {
      if (field === 'locale' || field === 'id') continue;
      const current = isPerLocale(out[field]) ? (out[field] as Row) : {};
      out[field] = { ...current, [entry.locale]: value };
    }
  }
  return out as T;
}

/**
 * Per-language fields back into a translations array. `fields` names them when the resource
 * declares them; otherwise any `{ en, it, ... }` object counts.
 */
export function formToTranslations<T extends Row>(data: T, fields?: readonly string[]): Row {
  const names = fields ?? Object.keys(data).filter((k) => isPerLocale(data[k]));
  if (names.length === 0) return data;
  const byLocale = new Map<string, Translation>();
  const out: Row = { ...data };
  for (const field of names) {
    const value = data[field];
    delete out[field];
    if (!isPlain(value)) continue;
    for (const [locale, text] of Object.entries(value)) {
      const entry = byLocale.get(locale) ?? { locale };
      entry[field] = text;
      byLocale.set(locale, entry);
    }
  }
  out.translations = [...byLocale.values()];
  return out;
}
