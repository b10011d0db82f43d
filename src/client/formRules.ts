import type { z } from 'zod';
import { formToTranslations } from '../providers/translations';
import { CONTENT_LOCALES } from '../lib/contentLocales';
import { V, isHexColor } from '../lib/formats';

/**
 * The rules every form shares (spec content §4, §5), as pure functions: filling blank
 * translations, the payload a schema accepts, schema issues as form errors, text limits.
 */
type Values = Record<string, unknown>;

const isText = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '';
const isPlainObject = (v: unknown): v is Values => typeof v === 'object' && v !== null && !Array.isArray(v);

/** On submit, blank translations get the current language's text (spec content §5). */
export function fillBlankTranslations(values: Values, fields: readonly string[], current: string): Values {
  const out: Values = { ...values };
  for (const field of fields) {
    const perLocale = isPlainObject(values[field]) ? (values[field] as Values) : {};
    const source = perLocale[current];
    if (!isText(source)) continue;
    const filled: Values = { ...perLocale };
    for (const locale of CONTENT_LOCALES) if (!isText(filled[locale])) filled[locale] = source;
    out[field] = filled;
  }
  return out;
}

/** The keys a strict object schema takes, or null when the schema is not one object. */
export function schemaKeys(schema: z.ZodType | undefined): string[] | null {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : null;
}

/**
 * The form's values as the API takes them: per-language fields become `translations` (languages
 * with no text left out; with none at all, the current one goes empty so "cannot be empty" lands
 * on its tab), and only the schema's keys are kept (the record read back has id, created_at...).
 */
export function toPayload(values: Values, opts: { translatable: readonly string[]; current: string; keys: readonly string[] | null }): Values {
  const data = formToTranslations(values, opts.translatable.length ? opts.translatable : undefined);
  if (opts.translatable.length) {
    const rows = (Array.isArray(data.translations) ? (data.translations as Values[]) : []).filter((row) => opts.translatable.some((f) => isText(row[f])));
    // Languages in a fixed order: a read-only title (private category) must come back unchanged.
    const order = (row: Values) => (CONTENT_LOCALES as readonly unknown[]).indexOf(row.locale);
    rows.sort((a, b) => order(a) - order(b));
    // Nothing typed anywhere: the current language goes empty, so its inputs get the message.
    data.translations = rows.length ? rows : [{ locale: opts.current, ...Object.fromEntries(opts.translatable.map((f) => [f, ''])) }];
  }
  if (!opts.keys) return data;
  return Object.fromEntries(Object.entries(data).filter(([k]) => opts.keys!.includes(k)));
}

export interface FormError {
  message: string;
  args?: Record<string, string | number>;
}

/**
 * A schema's issues as react-admin form errors: `translations.<locale>.<field>` lands on the
 * `<field>.<locale>` input with the language named; numbers the message quotes come as min/max.
 */
export function issuesToFormErrors(issues: readonly z.core.$ZodIssue[]): Values {
  const out: Values = {};
  for (const issue of issues) {
    const path = issue.path.map(String);
    const translated = path[0] === 'translations' && path.length === 3;
    const target = translated ? [path[2], path[1]] : path.length ? path : ['_form'];
    const raw = issue as { minimum?: unknown; maximum?: unknown; params?: { minimum?: unknown; maximum?: unknown } };
    const args: Record<string, string | number> = {};
    const min = raw.minimum ?? raw.params?.minimum;
    const max = raw.maximum ?? raw.params?.maximum;
    if (typeof min === 'number') args.min = min;
    if (typeof max === 'number') args.max = max;
    if (translated) args.language = path[1].toUpperCase();
    const error: FormError = { message: issue.message.startsWith('Validations.') ? issue.message : V.FieldInvalid, args };
    let node = out;
    target.forEach((part, i) => {
      if (i === target.length - 1) node[part] ??= error;
      else node = (node[part] = isPlainObject(node[part]) && !('message' in (node[part] as Values)) ? node[part] : {}) as Values;
    });
  }
  return out;
}

/** Spec content §5: text inputs with a limit ignore what goes beyond it. */
export function limitText(value: string, max: number): string {
  return value.length > max ? value.slice(0, max) : value;
}

/** The counter under a limited input: "length/maximum". */
export function counterText(value: string | null | undefined, max: number): string {
  return `${(value ?? '').length}/${max}`;
}

/** Hex colour check of a colour input: undefined when valid, else the catalogue key. */
export function validateHexColor(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return V.FieldNotNull;
  return isHexColor(value.trim()) ? undefined : V.InvalidHexColor;
}
