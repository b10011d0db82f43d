import { CONTENT_LOCALES, type ContentLocale } from './contentLocales';
import { V, z } from './validation';

export { CONTENT_LOCALES, type ContentLocale };

type Fields = Record<string, z.ZodType<string | null | undefined>>;
export type TranslationRow<F extends Fields> = { locale: ContentLocale } & { [K in keyof F]: z.output<F[K]> };

/**
 * `translations: [{ locale, ...fields }]` with field errors keyed by locale, not by position
 * (`translations.it.name`), so the form can put each message under its language's input. At
 * least one language must have every required field (LangNotNull), as in the spec's forms.
 */
export function zTranslations<F extends Fields>(fields: F, required: readonly (keyof F & string)[]) {
  const item = z.object({ locale: z.enum(CONTENT_LOCALES) }).catchall(z.unknown());
  return z
    .array(item)
    .min(1, V.LangNotNull)
    .max(CONTENT_LOCALES.length)
    .transform((items, ctx) => {
      const rows: TranslationRow<F>[] = [];
      const seen = new Set<string>();
      for (const entry of items) {
        const row: Record<string, unknown> = { locale: entry.locale };
        if (seen.has(entry.locale)) ctx.addIssue({ code: 'custom', path: [entry.locale, 'locale'], message: V.FieldInvalid });
        seen.add(entry.locale);
        for (const key of Object.keys(entry)) {
          if (key !== 'locale' && !Object.hasOwn(fields, key)) ctx.addIssue({ code: 'custom', path: [entry.locale, key], message: V.FieldUnknown });
        }
        for (const [key, schema] of Object.entries(fields)) {
          const parsed = schema.safeParse(entry[key] ?? '');
          if (parsed.success) row[key] = parsed.data;
          else {
            const inner = parsed.error.issues[0] as { message: string; minimum?: unknown; maximum?: unknown };
            const params = { minimum: inner.minimum, maximum: inner.maximum };
            ctx.addIssue({ code: 'custom', path: [entry.locale, key], message: inner.message, params });
          }
        }
        rows.push(row as TranslationRow<F>);
      }
      // A text that failed its own rule (too long, say) still counts as given: one message is enough.
      const given = (v: unknown) => typeof v === 'string' && v.trim() !== '';
      const complete = items.some((entry) => required.every((k) => given(entry[k])));
      if (!complete && rows.length > 0) {
        for (const k of required) ctx.addIssue({ code: 'custom', path: [rows[0].locale, k], message: V.LangNotNull });
      }
      return rows;
    });
}

/** Stored form: one object keyed by locale, so a language's text is one JSON path away. */
export type StoredTranslations<T> = Partial<Record<ContentLocale, T>>;

export function toStored<T extends { locale: ContentLocale }>(rows: T[]): StoredTranslations<Omit<T, 'locale'>> {
  const out: StoredTranslations<Omit<T, 'locale'>> = {};
  for (const { locale, ...rest } of rows) out[locale] = rest;
  return out;
}

export function fromStored<T extends object>(stored: StoredTranslations<T> | null | undefined): ({ locale: ContentLocale } & T)[] {
  return CONTENT_LOCALES.filter((l) => stored?.[l]).map((locale) => ({ locale, ...(stored![locale] as T) }));
}
