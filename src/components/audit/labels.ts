import { useCallback } from 'react';
import { useTranslate } from 'react-admin';

/** A field name as words, when no label names it: `handling_notes` → "Handling notes". */
export const humanize = (name: string) => {
  const text = name.replace(/[._]+/g, ' ').trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
};

type Translate = (key: string, options?: Record<string, unknown>) => string;

const LOCALE_PART = /^(en|it|pt|es)$/;

/**
 * A field as the audit trail names it, in the UI's language. The trail records whole records, so
 * besides an entity's own fields it meets nested ones (`handled_by.full_name`), references
 * (`country_id`) and the fields of areas with no screen (an account's `dashboard_district`). Each
 * part of the name is the entity's own label of it (of `<part>_id` too, which names the same
 * thing), else the trail's label of that word, shared by every area (`resources.audit.values.field`);
 * a `<word>_id` is named as its word. Parts are joined with "›"; languages go last: "Name (IT)".
 * Only a word no catalogue knows is shown as `unknown` makes it: words from its name, in English.
 */
export function fieldLabel(translate: Translate, entity: string, name: string, unknown: (part: string) => string = humanize): string {
  const known = (key: string) => translate(key, { _: '' }) || null;
  const word = (part: string) => known(`resources.${entity}.fields.${part}`) ?? known(`resources.audit.values.field.${part}`);
  const label = (part: string) => {
    const base = part.endsWith('_id') ? part.slice(0, -3) : null;
    return word(part) ?? known(`resources.${entity}.fields.${part}_id`) ?? (base && word(base)) ?? unknown(part);
  };
  const parts = name.split('.');
  const locales = parts.filter((p) => LOCALE_PART.test(p));
  const text = parts
    .filter((p) => !LOCALE_PART.test(p))
    .map(label)
    .join(' › ');
  return locales.length ? `${text} (${locales.map((l) => l.toUpperCase()).join(', ')})` : text;
}

/**
 * How the audit trail names things: an entity (its own label, else the trail's name of that
 * area), a record ("Tag #12"), an action, and a field of an entity ("Name (IT)").
 */
export function useAuditLabels() {
  const translate = useTranslate();
  const entity = useCallback(
    (name: string, count = 1) =>
      translate(`resources.${name}.name`, { smart_count: count, _: translate(`resources.audit.values.entity.${name}`, { _: humanize(name) }) }),
    [translate],
  );
  const record = useCallback(
    (name: string, id: number | null) => (id === null ? entity(name, 2) : translate('resources.audit.record', { entity: entity(name), id })),
    [translate, entity],
  );
  const action = useCallback((name: string) => translate(`resources.audit.values.action.${name}`, { _: humanize(name) }), [translate]);
  const field = useCallback((entityName: string, name: string) => fieldLabel(translate, entityName, name), [translate]);
  return { entity, record, action, field };
}
