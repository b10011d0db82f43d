import type { FieldChange } from '../../src/contract/audit';

type Row = Record<string, unknown>;

/**
 * Field names whose values are never stored, whatever the entity: a change to one is recorded as
 * `redacted`, with neither value (OWASP ASVS 7.1: no credentials in logs). A visitor's code opens
 * its invitation page to whoever holds it: a credential too.
 */
const SECRET = /(^|_)(password|passwd|secret|token|hash|otp|salt|code_verifier)(_|$)|^(email_code|visitor_code)$/i;

/** Bookkeeping that changes on every write and tells the reader nothing. */
const IGNORED = new Set(['id', 'district_id', 'created_at', 'updated_at']);

/** A long text is kept to its start: an entry must stay small whatever the record holds. */
export const MAX_VALUE_CHARS = 500;
/** Nested objects are flattened to dotted names this deep; deeper values are kept whole. */
const MAX_DEPTH = 3;

export const isSecretField = (name: string) => name.split('.').some((part) => SECRET.test(part));

/** `[{ locale: 'en', name: 'A' }]` → `{ 'name.en': 'A' }`: one field per language, as the forms show them. */
function translationFields(value: unknown): Row | null {
  if (!Array.isArray(value) || !value.every((t) => t && typeof t === 'object' && typeof (t as Row).locale === 'string')) return null;
  const out: Row = {};
  for (const t of value as Row[]) {
    for (const [field, text] of Object.entries(t)) if (field !== 'locale') out[`${field}.${String(t.locale)}`] = text;
  }
  return out;
}

function clip(value: unknown): unknown {
  if (typeof value === 'string') return value.length > MAX_VALUE_CHARS ? `${value.slice(0, MAX_VALUE_CHARS)}…` : value;
  if (value !== null && typeof value === 'object') {
    const text = JSON.stringify(value);
    return text.length > MAX_VALUE_CHARS ? `${text.slice(0, MAX_VALUE_CHARS)}…` : value;
  }
  return value;
}

/** A record as flat fields: translations per language, nested objects by dotted name. */
export function flatten(row: Row | null | undefined, prefix = '', depth = 0, out: Row = {}): Row {
  if (!row) return out;
  for (const [key, value] of Object.entries(row)) {
    if (depth === 0 && IGNORED.has(key)) continue;
    const name = prefix ? `${prefix}.${key}` : key;
    const perLanguage = key === 'translations' ? translationFields(value) : null;
    if (perLanguage) flatten(perLanguage, prefix, depth + 1, out);
    else if (value instanceof Date) out[name] = value.toISOString();
    else if (value !== null && typeof value === 'object' && !Array.isArray(value) && depth < MAX_DEPTH) flatten(value as Row, name, depth + 1, out);
    else out[name] = value;
  }
  return out;
}

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/**
 * What a write changed, field by field: on create every field set (no `before`), on delete every
 * field held (no `after`), on update only the fields whose value moved. Secrets are marked, never
 * kept; long values are cut. Missing and null count as the same: a form that sends an empty
 * optional field changes nothing.
 */
export function diff(before: Row | null | undefined, after: Row | null | undefined): Record<string, FieldChange> {
  const a = flatten(before);
  const b = flatten(after);
  const out: Record<string, FieldChange> = {};
  for (const name of new Set([...Object.keys(a), ...Object.keys(b)])) {
    const was = a[name] ?? null;
    const now = b[name] ?? null;
    if (before && after && same(was, now)) continue;
    if (!before && now === null) continue;
    if (!after && was === null) continue;
    if (isSecretField(name)) {
      out[name] = { redacted: true };
      continue;
    }
    const change: FieldChange = {};
    if (before) change.before = clip(was);
    if (after) change.after = clip(now);
    out[name] = change;
  }
  return out;
}

/** A change named by hand (a decision, a status), with secrets refused the same way. */
export function fieldChange(name: string, before: unknown, after: unknown): Record<string, FieldChange> {
  if (isSecretField(name)) return { [name]: { redacted: true } };
  return { [name]: { before: clip(before), after: clip(after) } };
}
